import { StaffPage } from '@member-site/shared/staff';
import { ApprovalList } from '../features/approvals/components/ApprovalList';
import { approvalTexts } from '../features/approvals/texts';

/** /approvals: money actions waiting for a second staff member (four eyes), and those decided. */
export default function ApprovalsPage() {
  return (
    <StaffPage route="approvals" intro={approvalTexts.intro}>
      <ApprovalList />
    </StaffPage>
  );
}

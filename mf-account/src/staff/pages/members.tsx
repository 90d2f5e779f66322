import { StaffPage } from '@member-site/shared/staff';
import { MemberSearch } from '../features/members/components/MemberSearch';

/** /members: find a member by phone, username or bank account. */
export default function MembersPage() {
  return (
    <StaffPage route="members">
      <MemberSearch />
    </StaffPage>
  );
}

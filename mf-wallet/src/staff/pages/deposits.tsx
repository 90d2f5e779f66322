import { StaffPage } from '@member-site/shared/staff';
import { DepositList } from '../features/deposits/components/DepositList';
import { depositTexts } from '../features/deposits/texts';

/** /deposits: members' deposits, pending ones first, and crediting a paid PromptPay request by hand. */
export default function DepositsPage() {
  return (
    <StaffPage route="deposits" intro={depositTexts.intro}>
      <DepositList />
    </StaffPage>
  );
}

import { StaffPage } from '@member-site/shared/staff';
import { WithdrawalQueue } from '../features/withdrawals/components/WithdrawalQueue';
import { withdrawalTexts } from '../features/withdrawals/texts';

/** /withdrawals: the cashiers' queue of members' withdrawals. */
export default function WithdrawalsPage() {
  return (
    <StaffPage route="withdrawals" intro={withdrawalTexts.intro}>
      <WithdrawalQueue />
    </StaffPage>
  );
}

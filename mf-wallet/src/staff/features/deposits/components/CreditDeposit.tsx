import { confirmDialog, formatMoneyText } from '@member-site/shared';
import {
  ActionButton,
  ActionError,
  staffDepositCreditEndpoint,
  staffDepositsEndpoint,
  useCan,
  useStaffMutation,
  type StaffDeposit,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { depositTexts as t } from '../texts';

/** Credits a pending PromptPay request the member paid, after the staff member confirms it. */
export function CreditDeposit({ deposit }: { deposit: StaffDeposit }) {
  const canCredit = useCan('money');
  const [done, setDone] = useState(false);
  const credit = useStaffMutation(staffDepositCreditEndpoint, {
    input: () => ({ params: { id: deposit.id } }),
    refreshes: [staffDepositsEndpoint],
    onSuccess: () => setDone(true),
  });
  if (done)
    return (
      <p className="bo-done" role="status">
        {t.creditedDone}
      </p>
    );
  if (deposit.status !== 'pending' || deposit.method !== 'promptpay' || !canCredit) return null;
  const run = async () => {
    credit.reset();
    const amount = formatMoneyText(deposit.payAmount ?? deposit.amount);
    if (await confirmDialog(t.confirmTitle, t.confirmText(amount, deposit.member.username), { confirm: t.credit })) credit.mutate();
  };
  return (
    <div className="bo-actions">
      <ActionButton look="gold" label={t.credit} pending={credit.isPending} run={() => void run()} />
      <ActionError>{credit.errorText}</ActionError>
    </div>
  );
}

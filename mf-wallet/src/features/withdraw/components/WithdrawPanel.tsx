import type { WithdrawOptions } from '@member-site/shared';
import { WithdrawalList } from '../../../components/RecordLists';
import { useWithdraw } from '../hooks/useWithdraw';
import { useWithdrawals } from '../hooks/useWithdrawals';
import { withdrawTexts } from '../texts';
import { FollowedWithdrawal } from './FollowedWithdrawal';
import { TurnoverNotice } from './TurnoverNotice';
import { WithdrawFormView } from './WithdrawFormView';
import { WithdrawSummary } from './WithdrawSummary';

export function WithdrawPanel({ options: initial }: { options: WithdrawOptions }) {
  const { options, followed, follow } = useWithdrawals(initial);
  const { form, setAmount, submit } = useWithdraw(options, follow);
  // The API refuses any withdrawal while a promotion's turnover is outstanding (ADR 0013).
  const locked = options.turnoverLeft !== '0.00';
  return (
    <div className="ms-stack">
      {followed ? <FollowedWithdrawal record={followed} /> : null}
      {locked ? <TurnoverNotice options={options} /> : null}
      <WithdrawSummary options={options} />
      <WithdrawFormView options={options} form={form} locked={locked} waiting={options.pending !== null} onAmount={setAmount} onSubmit={() => void submit()} />
      <section aria-labelledby="mw-recent-withdrawals">
        <h2 id="mw-recent-withdrawals" className="ms-h2">
          {withdrawTexts.recent}
        </h2>
        <WithdrawalList items={options.recent} />
      </section>
    </div>
  );
}

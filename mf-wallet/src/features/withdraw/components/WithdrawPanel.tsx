import type { ApiClient, RemoteSession, WithdrawOptions } from '@member-site/shared';
import { WithdrawalList } from '../../../components/RecordLists';
import { useWithdraw } from '../hooks/useWithdraw';
import { useWithdrawals } from '../hooks/useWithdrawals';
import { withdrawTexts } from '../texts';
import { FollowedWithdrawal } from './FollowedWithdrawal';
import { WithdrawFormView } from './WithdrawFormView';
import { WithdrawSummary } from './WithdrawSummary';

interface WithdrawPanelProps {
  api: ApiClient;
  session: Pick<RemoteSession, 'refreshBalance'>;
  options: WithdrawOptions;
}

export function WithdrawPanel({ api, session, options: initial }: WithdrawPanelProps) {
  const { options, followed, follow } = useWithdrawals(api, initial);
  const { form, setAmount, submit } = useWithdraw(api, session, options, follow);
  return (
    <div className="mw-stack">
      {followed ? <FollowedWithdrawal record={followed} /> : null}
      <WithdrawSummary options={options} />
      <WithdrawFormView options={options} form={form} onAmount={setAmount} onSubmit={() => void submit()} />
      <section aria-labelledby="mw-recent-withdrawals">
        <h2 id="mw-recent-withdrawals" className="mw-h2">
          {withdrawTexts.recent}
        </h2>
        <WithdrawalList items={options.recent} />
      </section>
    </div>
  );
}

import { useCallback } from 'react';
import { Loaded, type PageProps, routeTitle, useLoad, ReleaseNote } from '@member-site/shared';
import { fetchWithdrawOptions } from '../features/withdraw/api/withdraw';
import { WithdrawPanel } from '../features/withdraw/components/WithdrawPanel';
import '../components/wallet.css';

/** /Withdraw: to the registered account only, one idempotent request per attempt. */
export default function WithdrawPage({ api, session }: PageProps) {
  const load = useCallback(() => fetchWithdrawOptions(api), [api]);
  const [options, retry] = useLoad(load);
  return (
    <div className="mw-page">
      <h1>{routeTitle('withdraw')}</h1>
      <Loaded state={options} retry={retry}>
        {(data) => <WithdrawPanel api={api} session={session} options={data} />}
      </Loaded>
      <ReleaseNote className="mw-release-note" />
    </div>
  );
}

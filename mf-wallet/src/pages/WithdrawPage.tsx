import { useCallback } from 'react';
import { Loaded, routeTitle, useApi, useLoad, ReleaseNote } from '@member-site/shared';
import { fetchWithdrawOptions } from '../features/withdraw/api/withdraw';
import { WithdrawPanel } from '../features/withdraw/components/WithdrawPanel';
import '../components/wallet.css';

/** /Withdraw: to the registered account only, one idempotent request per attempt. */
export default function WithdrawPage() {
  const api = useApi();
  const load = useCallback(() => fetchWithdrawOptions(api), [api]);
  const [options, retry] = useLoad(load);
  return (
    <div className="ms-page">
      <h1>{routeTitle('withdraw')}</h1>
      <Loaded state={options} retry={retry}>
        {(data) => <WithdrawPanel options={data} />}
      </Loaded>
      <ReleaseNote className="mw-release-note" />
    </div>
  );
}

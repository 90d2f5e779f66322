import { useCallback } from 'react';
import { Loaded, useApi, useLoad, ReleaseNote, PageHeader } from '@member-site/shared';
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
      <PageHeader name="withdraw" />
      <Loaded state={options} retry={retry}>
        {(data) => <WithdrawPanel options={data} />}
      </Loaded>
      <ReleaseNote className="mw-release-note" />
    </div>
  );
}

import { useCallback } from 'react';
import { Loaded, type PageProps, routeTitle, useLoad } from '@member-site/shared';
import { fetchDepositOptions } from '../features/deposit/api/deposit';
import { DepositPanel } from '../features/deposit/components/DepositPanel';
import '../components/wallet.css';

/** /Topup: PromptPay QR (default), a bank transfer or a slip for a missed transfer, and the latest deposits. */
export default function TopupPage({ api, session }: PageProps) {
  const load = useCallback(() => fetchDepositOptions(api), [api]);
  const [options, retry] = useLoad(load);
  return (
    <div className="mw-page">
      <h1>{routeTitle('topup')}</h1>
      <Loaded state={options} retry={retry}>
        {(data) => <DepositPanel api={api} session={session} options={data} />}
      </Loaded>
    </div>
  );
}

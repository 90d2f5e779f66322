import { useCallback } from 'react';
import { Loaded, type PageProps, routeTitle, useLoad, useRestriction } from '@member-site/shared';
import { fetchDepositOptions } from '../features/deposit/api/deposit';
import { DepositPanel } from '../features/deposit/components/DepositPanel';
import { RestrictedDeposit } from '../features/deposit/components/RestrictedDeposit';
import '../components/wallet.css';

/**
 * /Topup: PromptPay QR (default), a bank transfer or a slip for a missed transfer, and the latest
 * deposits; during a break or self-exclusion, a notice in their place.
 */
export default function TopupPage({ api, session }: PageProps) {
  const load = useCallback(() => fetchDepositOptions(api), [api]);
  const [options, retry] = useLoad(load);
  const restriction = useRestriction(session);
  return (
    <div className="mw-page">
      <h1>{routeTitle('topup')}</h1>
      {restriction ? (
        <RestrictedDeposit restriction={restriction} />
      ) : (
        <Loaded state={options} retry={retry}>
          {(data) => <DepositPanel api={api} session={session} options={data} />}
        </Loaded>
      )}
    </div>
  );
}

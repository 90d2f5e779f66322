import { useCallback } from 'react';
import { Loaded, NavLink, type PageProps, routePath, routeTitle, useLoad, useRestriction, ReleaseNote } from '@member-site/shared';
import { fetchDepositOptions } from '../features/deposit/api/deposit';
import { DepositPanel } from '../features/deposit/components/DepositPanel';
import { FirstDepositOffer } from '../features/deposit/components/FirstDepositOffer';
import { RestrictedDeposit } from '../features/deposit/components/RestrictedDeposit';
import { depositTexts } from '../features/deposit/texts';
import '../components/wallet.css';

/**
 * /Topup: PromptPay QR (default), a bank transfer or a slip for a missed transfer, and the latest
 * deposits; during a break or self-exclusion, a notice in their place.
 */
export default function TopupPage({ api, session, navigate }: PageProps) {
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
          {(data) => (
            <>
              <FirstDepositOffer options={data} navigate={navigate} />
              <DepositPanel api={api} session={session} options={data} />
            </>
          )}
        </Loaded>
      )}
      <ul className="mw-safer">
        <li>
          <NavLink to={routePath('setting')} navigate={navigate}>
            {depositTexts.changeLimit}
          </NavLink>
        </li>
        <li>
          <NavLink to={routePath('responsiblePlay')} navigate={navigate}>
            {routeTitle('responsiblePlay')}
          </NavLink>
        </li>
      </ul>
      <ReleaseNote className="mw-release-note" />
    </div>
  );
}

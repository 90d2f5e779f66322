import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Loaded, routePath, routeTitle, useApi, useCapability, useLoad, useRestriction, useSession, ReleaseNote, PageHeader } from '@member-site/shared';
import { fetchDepositOptions } from '../features/deposit/api/deposit';
import { DepositPanel } from '../features/deposit/components/DepositPanel';
import { FirstDepositOffer } from '../features/deposit/components/FirstDepositOffer';
import { RestrictedDeposit } from '../features/deposit/components/RestrictedDeposit';
import { depositTexts } from '../features/deposit/texts';
import '../components/wallet.css';

/**
 * /Topup: PromptPay QR (default), a bank transfer or a slip for a missed transfer, and the latest
 * deposits; during a break or self-exclusion, a notice in their place. The ways to a deposit
 * limit (the first-deposit offer, "change limit") show only where the API offers deposit limits
 * (ADR 0029): Settings has no limits section otherwise.
 */
export default function TopupPage() {
  const api = useApi();
  const session = useSession();
  const load = useCallback(() => fetchDepositOptions(api), [api]);
  const [options, retry] = useLoad(load);
  const restriction = useRestriction(session);
  const limits = useCapability(session, 'deposit-limits') === true;
  return (
    <div className="ms-page">
      <PageHeader name="topup" />
      {restriction ? (
        <RestrictedDeposit restriction={restriction} />
      ) : (
        <Loaded state={options} retry={retry}>
          {(data) => (
            <>
              {limits ? <FirstDepositOffer options={data} /> : null}
              <DepositPanel options={data} />
            </>
          )}
        </Loaded>
      )}
      {/* Below the options, so it comes with them: their arriving moves nothing (issue 36). */}
      {restriction || options.status !== 'loading' ? (
        <ul className="mw-safer">
          {limits ? (
            <li>
              <Link to={routePath('setting')}>{depositTexts.changeLimit}</Link>
            </li>
          ) : null}
          <li>
            <Link to={routePath('responsiblePlay')}>{routeTitle('responsiblePlay')}</Link>
          </li>
        </ul>
      ) : null}
      <ReleaseNote className="mw-release-note" />
    </div>
  );
}

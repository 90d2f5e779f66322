import { useId, useState } from 'react';
import { NavLink, routePath, type DepositOptions, type PageProps } from '@member-site/shared';
import { depositTexts } from '../texts';

interface FirstDepositOfferProps {
  options: Pick<DepositOptions, 'hasDeposited' | 'depositLimitLeft'>;
  navigate: PageProps['navigate'];
}

/**
 * Before a member's first credited deposit, and while no limit is set: an offer (never a step the
 * member must take) to set a deposit limit in Settings. "Later" hides it for this visit.
 */
export function FirstDepositOffer({ options, navigate }: FirstDepositOfferProps) {
  const [dismissed, setDismissed] = useState(false);
  const id = useId();
  if (dismissed || options.hasDeposited || options.depositLimitLeft !== null) return null;
  return (
    <section className="mw-notice mw-offer" aria-labelledby={id}>
      <p id={id} className="mw-notice__title">
        {depositTexts.offerTitle}
      </p>
      <p>{depositTexts.offerText}</p>
      <div className="mw-offer__actions">
        <NavLink to={routePath('setting')} navigate={navigate} className="mw-btn">
          {depositTexts.offerLink}
        </NavLink>
        <button type="button" className="mw-btn mw-btn--ghost" onClick={() => setDismissed(true)}>
          {depositTexts.offerDismiss}
        </button>
      </div>
    </section>
  );
}

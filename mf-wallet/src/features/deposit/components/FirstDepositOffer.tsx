import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass, routePath, type DepositOptions } from '@member-site/shared';
import { depositTexts } from '../texts';

interface FirstDepositOfferProps {
  options: Pick<DepositOptions, 'hasDeposited' | 'depositLimitLeft'>;
}

/**
 * Before a member's first credited deposit, and while no limit is set: an offer (never a step the
 * member must take) to set a deposit limit in Settings. "Later" hides it for this visit.
 */
export function FirstDepositOffer({ options }: FirstDepositOfferProps) {
  const [dismissed, setDismissed] = useState(false);
  const id = useId();
  if (dismissed || options.hasDeposited || options.depositLimitLeft !== null) return null;
  return (
    <section className="ms-callout mw-offer" aria-labelledby={id}>
      <p id={id} className="ms-callout__title">
        {depositTexts.offerTitle}
      </p>
      <p>{depositTexts.offerText}</p>
      <div className="mw-offer__actions">
        <Link to={routePath('setting')} className={buttonClass()}>
          {depositTexts.offerLink}
        </Link>
        <Button look="ghost" onClick={() => setDismissed(true)}>
          {depositTexts.offerDismiss}
        </Button>
      </div>
    </section>
  );
}

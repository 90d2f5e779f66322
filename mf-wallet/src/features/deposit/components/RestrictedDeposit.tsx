import { restrictionText, type Restriction } from '@member-site/shared';
import { depositTexts } from '../texts';

/** In place of the ways to deposit during a break or self-exclusion (ADR 0018): why, and until when. */
export function RestrictedDeposit({ restriction }: { restriction: Restriction }) {
  return (
    <section className="ms-callout" aria-labelledby="mw-restricted-title">
      <h2 id="mw-restricted-title" className="ms-h2">
        {depositTexts.restrictedTitle}
      </h2>
      <p>{restrictionText(restriction)}</p>
      <p>{depositTexts.restrictedText}</p>
    </section>
  );
}

import { useRef } from 'react';
import { Button, formatMoneyText, formatThb, routePath, type AffiliateSummary } from '@member-site/shared';
import { useShareLink } from '../hooks/useShareLink';
import { affiliateTexts as t } from '../texts';

/** `<site origin>/register?ref=<code>`: the register page keeps `ref` and sends it as referralCode. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${routePath('register')}?ref=${encodeURIComponent(code)}`;
}

type OpenSummary = Required<AffiliateSummary>;

/** The member's link with copy and share, then how many friends joined and the commission. */
export function AffiliateCard({ summary, origin }: { summary: OpenSummary; origin: string }) {
  const link = referralLink(origin, summary.referralCode);
  const linkElement = useRef<HTMLParagraphElement>(null);
  const { copyState, copy, share, webShare } = useShareLink(link, linkElement);
  return (
    <>
      <section className="ms-card" aria-labelledby="ma-affiliate-link">
        <h2 id="ma-affiliate-link" className="ms-h2">
          {t.linkTitle}
        </h2>
        <p className="ms-hint">{t.lead}</p>
        <p className="ms-label" id="ma-affiliate-link-label">
          {t.linkLabel}
        </p>
        <p ref={linkElement} className="ms-mono ma-link">
          {link}
        </p>
        <div className="ms-actions">
          <Button onClick={() => void copy()}>{t.copy}</Button>
          <Button look="ghost" onClick={() => void share()}>
            {webShare ? t.share : t.shareLine}
          </Button>
        </div>
        <p className="ms-hint" role="status">
          {copyState === 'copied' ? t.copied : copyState === 'selected' ? t.selected : ''}
        </p>
      </section>
      <section className="ms-card" aria-labelledby="ma-affiliate-stats">
        <h2 id="ma-affiliate-stats" className="ms-h2">
          {t.statsTitle}
        </h2>
        <dl className="ms-facts">
          <div>
            <dt>{t.referred}</dt>
            <dd>{t.people(summary.referredCount)}</dd>
          </div>
          <div>
            <dt>{t.rate}</dt>
            <dd>{t.rateValue(formatMoneyText(summary.commissionRate))}</dd>
          </div>
          <div>
            <dt>{t.commission}</dt>
            <dd>{formatThb(summary.commission)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

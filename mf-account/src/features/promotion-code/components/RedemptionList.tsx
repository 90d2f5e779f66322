import { EmptyState, formatThaiDateTime, formatThb, type PromotionCodeRedemption } from '@member-site/shared';
import { promotionCodeTexts as t } from '../texts';

/** The member's redeemed codes, newest first: code, bonus and Thai date. */
export function RedemptionList({ redemptions }: { redemptions: PromotionCodeRedemption[] }) {
  return (
    <section aria-labelledby="ma-redeemed-title">
      <h2 id="ma-redeemed-title" className="ms-h2">
        {t.listTitle}
      </h2>
      {redemptions.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <ul className="ms-list">
          {redemptions.map((r) => (
            <li key={r.code} className="ma-item">
              <span className="ma-item__title">
                <span className="ms-mono">{r.code}</span>
                <span>
                  {t.amount} {formatThb(r.amount)}
                </span>
              </span>
              <span className="ma-item__meta">
                {t.redeemedAt} {formatThaiDateTime(r.redeemedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { bankBadges, type BankBadge } from '../bank-badges';
import { landingTexts } from '../texts';

export const badgeWidth = 88;
export const badgeHeight = 40;

/** A bank's badge: a rounded rectangle in its colour with its short name, named by its Thai name. */
function Badge({ badge }: { badge: BankBadge }) {
  return (
    <svg
      className="ml-banks__badge"
      width={badgeWidth}
      height={badgeHeight}
      viewBox={`0 0 ${badgeWidth} ${badgeHeight}`}
      role="img"
      aria-label={badge.name}
      focusable="false"
    >
      <title>{badge.name}</title>
      <rect x="0.5" y="0.5" width={badgeWidth - 1} height={badgeHeight - 1} rx="9" fill={badge.background} stroke="rgba(255,255,255,0.35)" />
      <text
        x={badgeWidth / 2}
        y={badgeHeight / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fill={badge.text}
        fontSize={badge.short.length > 5 ? 13 : 15}
        fontWeight="600"
        fontFamily="Prompt, system-ui, sans-serif"
      >
        {badge.short}
      </text>
    </svg>
  );
}

/**
 * The banks members deposit and withdraw with. Drawn inline at a fixed size: no image requests,
 * and nothing moves when they appear.
 */
export function BankStrip({ headingId }: { headingId: string }) {
  return (
    <section className="ml-banks" aria-labelledby={headingId}>
      <div className="ml-container">
        <h2 id={headingId} className="ml-section-title">
          {landingTexts.banksHeading}
        </h2>
        <ul className="ml-banks__list">
          {bankBadges.map((badge) => (
            <li key={badge.code} className="ml-banks__item">
              <Badge badge={badge} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { DepositPromotion } from '@member-site/shared/contract';
import { promotions as promotionNews } from '../games/catalogue';
import { formatSatang } from '../base/money';
import { rateText } from '../rebates/rules';

// Deposit promotions (ADR 0013), all in integer satang and basis points: bonus =
// floor(deposit × bp / 10 000), at most the cap; the turnover to play before a withdrawal is
// (deposit + bonus) × multiplier. The ids and titles are those of the public promotion news
// (games/catalogue.ts), so the banner and the deposit page name the same offer.

/** Which deposits a promotion is for. */
export type PromotionWhen = 'first-deposit' | 'first-of-day';

export interface PromotionRule {
  id: string;
  title: string;
  /** Thai, shown on the deposit page. */
  description: string;
  when: PromotionWhen;
  rateBp: number;
  maxBonusSatang: number;
  minDepositSatang: number;
  turnoverMultiplier: number;
}

/** The banner's title and text, so the news and the deposit page never disagree. */
function asOnTheBanner(id: string): Pick<PromotionRule, 'id' | 'title' | 'description'> {
  const news = promotionNews.find((n) => n.id === id);
  if (!news) throw new Error(`[api] E10 deposit promotion "${id}" has no promotion news`);
  return { id, title: news.title, description: news.body };
}

export const defaultPromotionRules: readonly PromotionRule[] = [
  {
    ...asOnTheBanner('promo-welcome'),
    when: 'first-deposit',
    rateBp: 10_000,
    maxBonusSatang: 100_000,
    minDepositSatang: 10_000,
    turnoverMultiplier: 5,
  },
  {
    ...asOnTheBanner('promo-daily'),
    when: 'first-of-day',
    rateBp: 1_000,
    maxBonusSatang: 50_000,
    minDepositSatang: 10_000,
    turnoverMultiplier: 3,
  },
];

const wholeSatang = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Refuses a rule that would need floats or give nonsense: the settings are checked once, at start. */
export function checkPromotionRules(rules: readonly PromotionRule[]): void {
  for (const rule of rules) {
    const sound =
      /^[a-z0-9-]{1,64}$/.test(rule.id) &&
      wholeSatang(rule.rateBp) &&
      wholeSatang(rule.maxBonusSatang) &&
      wholeSatang(rule.minDepositSatang) &&
      Number.isSafeInteger(rule.turnoverMultiplier) &&
      rule.turnoverMultiplier >= 0 &&
      rule.turnoverMultiplier <= 100;
    if (!sound) throw new Error(`[api] E10 deposit promotion "${rule.id}" is not whole satang, basis points and a multiplier 0–100`);
  }
  if (new Set(rules.map((r) => r.id)).size !== rules.length) throw new Error('[api] E10 two deposit promotions share an id');
}

/** floor(deposit × bp / 10 000), at most the cap; 0 under the minimum deposit. */
export function bonusFor(rule: PromotionRule, depositSatang: number): number {
  if (depositSatang < rule.minDepositSatang) return 0;
  return Math.min(Math.floor((depositSatang * rule.rateBp) / 10_000), rule.maxBonusSatang);
}

/** (deposit + bonus) × multiplier. */
export function turnoverFor(rule: PromotionRule, depositSatang: number, bonusSatang: number): number {
  return (depositSatang + bonusSatang) * rule.turnoverMultiplier;
}

export const turnoverText = (multiplier: number): string => `ต้องทำยอดเทิร์นโอเวอร์ ${multiplier} เท่า ของยอดฝาก+โบนัส ก่อนถอน`;

export function promotionOffer(rule: PromotionRule): DepositPromotion {
  return {
    id: rule.id,
    title: rule.title,
    description: rule.description,
    bonusRate: rateText(rule.rateBp),
    maxBonus: formatSatang(rule.maxBonusSatang),
    minDeposit: formatSatang(rule.minDepositSatang),
    turnoverMultiplier: rule.turnoverMultiplier,
    turnoverText: turnoverText(rule.turnoverMultiplier),
  };
}

import type { Db } from '../base/db';
import { displaySatang } from '../base/money';
import { bangkokDayStart } from '../base/clock';
import { walletErrors } from '../ledger/errors';
import { creditOf, postLedger } from '../ledger/ledger';
import { bonusFor, turnoverFor, type PromotionRule } from './rules';
import { clearLock, hasCreditedDeposit, lockOf, recordPromotion, stakesSince, storeChoice, storedChoice, storeLock } from './store';

// Deposit promotions and the turnover lock (ADR 0013). The member chooses before depositing;
// whichever way the next deposit is credited calls applyDepositPromotion inside its own
// transaction, so the deposit, the bonus and the lock are written together or not at all.

/** A lock whose credit fell below this when new money arrives is void ("เครดิตหมด ยกเลิกเทิร์น"). */
export const spentCreditSatang = 100;

export interface TurnoverState {
  requiredSatang: number;
  madeSatang: number;
  leftSatang: number;
}

const noTurnover: TurnoverState = { requiredSatang: 0, madeSatang: 0, leftSatang: 0 };

/** Required since the lock started, made = stakes settled since then, left = what still locks withdrawal. */
export function turnoverState(db: Db, memberId: number): TurnoverState {
  const lock = lockOf(db, memberId);
  if (!lock) return noTurnover;
  const made = stakesSince(db, memberId, lock.started_at);
  return { requiredSatang: lock.required_satang, madeSatang: Math.min(made, lock.required_satang), leftSatang: Math.max(0, lock.required_satang - made) };
}

/** Refuses a withdrawal while turnover is outstanding, saying how much play is left. */
export function requireNoTurnover(db: Db, memberId: number): void {
  const { leftSatang } = turnoverState(db, memberId);
  if (leftSatang > 0) throw walletErrors.turnoverRequired(leftSatang);
}

/** Whether the rule is open to the member for a deposit credited now (`exceptDepositId`: that deposit itself). */
function isEligible(db: Db, rule: PromotionRule, memberId: number, nowSeconds: number, exceptDepositId: string | null): boolean {
  const since = rule.when === 'first-deposit' ? 0 : bangkokDayStart(nowSeconds);
  return !hasCreditedDeposit(db, memberId, since, exceptDepositId);
}

export function eligiblePromotions(db: Db, rules: readonly PromotionRule[], memberId: number, nowSeconds: number): PromotionRule[] {
  return rules.filter((rule) => isEligible(db, rule, memberId, nowSeconds, null));
}

/** The stored choice while it is still open to the member; null otherwise. */
export function currentChoice(db: Db, rules: readonly PromotionRule[], memberId: number, nowSeconds: number): string | null {
  const id = storedChoice(db, memberId);
  return id !== null && eligiblePromotions(db, rules, memberId, nowSeconds).some((r) => r.id === id) ? id : null;
}

/** Stores the member's choice for the next credited deposit; null = "ไม่รับโปรโมชั่น". */
export function choosePromotion(db: Db, rules: readonly PromotionRule[], memberId: number, promotionId: string | null, nowSeconds: number): string | null {
  if (promotionId !== null) {
    const rule = rules.find((r) => r.id === promotionId);
    if (!rule) throw walletErrors.promotionUnknown();
    if (!isEligible(db, rule, memberId, nowSeconds, null)) throw walletErrors.promotionNotEligible();
  }
  storeChoice(db, memberId, promotionId, nowSeconds);
  return promotionId;
}

export interface CreditedDeposit {
  memberId: number;
  depositId: string;
  /** What the deposit credited; its ledger row is already written. */
  depositSatang: number;
  nowSeconds: number;
}

const promotionNotes = {
  closed: 'ไม่ได้รับโบนัส: โปรโมชั่นนี้ปิดแล้ว',
  notEligible: 'ไม่ได้รับโบนัส: ไม่เข้าเงื่อนไขของโปรโมชั่นแล้ว',
  belowMin: (min: string) => `ไม่ได้รับโบนัส: ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (${min} บาท)`,
} as const;

/**
 * The one step every deposit path runs inside its transaction, after the deposit's ledger row:
 * voids a lock the member's spent credit still carries, then applies (and consumes) the chosen
 * promotion: a `bonus` ledger row and the turnover requirement, extended when a lock is open.
 * A choice that no longer applies is consumed too, and the deposit says why it gave no bonus.
 */
export function applyDepositPromotion(db: Db, rules: readonly PromotionRule[], deposit: CreditedDeposit): void {
  const { memberId, depositId, depositSatang, nowSeconds } = deposit;
  const before = turnoverState(db, memberId);
  const creditBefore = creditOf(db, memberId) - depositSatang;
  const lockOpen = before.leftSatang > 0 && creditBefore >= spentCreditSatang;
  if (!lockOpen) clearLock(db, memberId);

  const chosen = storedChoice(db, memberId);
  if (chosen === null) return;
  storeChoice(db, memberId, null, nowSeconds);
  const rule = rules.find((r) => r.id === chosen);
  if (!rule) {
    recordPromotion(db, depositId, { title: chosen, bonusSatang: 0, note: promotionNotes.closed });
    return;
  }
  const bonus = bonusFor(rule, depositSatang);
  const note = !isEligible(db, rule, memberId, nowSeconds, depositId)
    ? promotionNotes.notEligible
    : bonus === 0
      ? promotionNotes.belowMin(displaySatang(rule.minDepositSatang))
      : null;
  if (note) {
    recordPromotion(db, depositId, { title: rule.title, bonusSatang: 0, note });
    return;
  }
  postLedger(db, { memberId, kind: 'bonus', amountSatang: bonus, description: `โบนัส ${rule.title}`, reference: depositId, nowSeconds });
  const required = turnoverFor(rule, depositSatang, bonus);
  const lock = lockOpen ? lockOf(db, memberId) : undefined;
  storeLock(
    db,
    memberId,
    lock ? { required_satang: lock.required_satang + required, started_at: lock.started_at } : { required_satang: required, started_at: nowSeconds },
    nowSeconds,
  );
  recordPromotion(db, depositId, { title: rule.title, bonusSatang: bonus, note: null });
}

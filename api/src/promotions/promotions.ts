import { transaction, type Db } from '../base/db';
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
export async function turnoverState(db: Db, memberId: number): Promise<TurnoverState> {
  const lock = await lockOf(db, memberId);
  if (!lock) return noTurnover;
  const made = await stakesSince(db, memberId, lock.started_at);
  return { requiredSatang: lock.required_satang, madeSatang: Math.min(made, lock.required_satang), leftSatang: Math.max(0, lock.required_satang - made) };
}

/** Refuses a withdrawal while turnover is outstanding, saying how much play is left. */
export async function requireNoTurnover(db: Db, memberId: number): Promise<void> {
  const { leftSatang } = await turnoverState(db, memberId);
  if (leftSatang > 0) throw walletErrors.turnoverRequired(leftSatang);
}

/** Whether the rule is open to the member for a deposit credited now (`exceptDepositId`: that deposit itself). */
async function isEligible(db: Db, rule: PromotionRule, memberId: number, nowSeconds: number, exceptDepositId: string | null): Promise<boolean> {
  const since = rule.when === 'first-deposit' ? 0 : bangkokDayStart(nowSeconds);
  return !(await hasCreditedDeposit(db, memberId, since, exceptDepositId));
}

export async function eligiblePromotions(db: Db, rules: readonly PromotionRule[], memberId: number, nowSeconds: number): Promise<PromotionRule[]> {
  const eligible: PromotionRule[] = [];
  for (const rule of rules) if (await isEligible(db, rule, memberId, nowSeconds, null)) eligible.push(rule);
  return eligible;
}

/** The stored choice while it is still open to the member; null otherwise. */
export async function currentChoice(db: Db, rules: readonly PromotionRule[], memberId: number, nowSeconds: number): Promise<string | null> {
  const id = await storedChoice(db, memberId);
  return id !== null && (await eligiblePromotions(db, rules, memberId, nowSeconds)).some((r) => r.id === id) ? id : null;
}

/** Stores the member's choice for the next credited deposit; null = "ไม่รับโปรโมชั่น". */
export async function choosePromotion(
  db: Db,
  rules: readonly PromotionRule[],
  memberId: number,
  promotionId: string | null,
  nowSeconds: number,
): Promise<string | null> {
  const rule = promotionId === null ? null : rules.find((r) => r.id === promotionId);
  if (rule === undefined) throw walletErrors.promotionUnknown();
  // Checked and stored together: a deposit credited in between would leave a choice it no longer allows.
  return transaction(db, async (tx) => {
    if (rule && !(await isEligible(tx, rule, memberId, nowSeconds, null))) throw walletErrors.promotionNotEligible();
    await storeChoice(tx, memberId, promotionId, nowSeconds);
    return promotionId;
  });
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
export async function applyDepositPromotion(db: Db, rules: readonly PromotionRule[], deposit: CreditedDeposit): Promise<void> {
  const { memberId, depositId, depositSatang, nowSeconds } = deposit;
  // Inside the deposit's transaction this is a savepoint; alone, it is still all or nothing.
  await transaction(db, async (tx) => {
    const before = await turnoverState(tx, memberId);
    const creditBefore = (await creditOf(tx, memberId)) - depositSatang;
    const lockOpen = before.leftSatang > 0 && creditBefore >= spentCreditSatang;
    if (!lockOpen) await clearLock(tx, memberId);

    const chosen = await storedChoice(tx, memberId);
    if (chosen === null) return;
    await storeChoice(tx, memberId, null, nowSeconds);
    const rule = rules.find((r) => r.id === chosen);
    if (!rule) {
      await recordPromotion(tx, depositId, { title: chosen, bonusSatang: 0, note: promotionNotes.closed });
      return;
    }
    const bonus = bonusFor(rule, depositSatang);
    const note = !(await isEligible(tx, rule, memberId, nowSeconds, depositId))
      ? promotionNotes.notEligible
      : bonus === 0
        ? promotionNotes.belowMin(displaySatang(rule.minDepositSatang))
        : null;
    if (note) {
      await recordPromotion(tx, depositId, { title: rule.title, bonusSatang: 0, note });
      return;
    }
    await postLedger(tx, { memberId, kind: 'bonus', amountSatang: bonus, description: `โบนัส ${rule.title}`, reference: depositId, nowSeconds });
    const required = turnoverFor(rule, depositSatang, bonus);
    const lock = lockOpen ? await lockOf(tx, memberId) : undefined;
    await storeLock(
      tx,
      memberId,
      lock ? { required_satang: lock.required_satang + required, started_at: lock.started_at } : { required_satang: required, started_at: nowSeconds },
      nowSeconds,
    );
    await recordPromotion(tx, depositId, { title: rule.title, bonusSatang: bonus, note: null });
  });
}

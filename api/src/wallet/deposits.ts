import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../base/db';
import { memberHistoryPage } from './paging';
import { parseAmountInput } from '../base/money';
import { walletErrors } from '../ledger/errors';
import { applyDepositPromotion } from '../promotions/promotions';
import type { PromotionRule } from '../promotions/rules';
import { postLedger } from '../ledger/ledger';
import { promptPayPayload } from './promptpay';
import { checkDepositLimit } from '../limits/store';
import { limitErrors } from '../limits/errors';
import type { DepositRow } from './records';
import type { WalletSettings } from './settings';

// PromptPay deposits: one open request per member (a second is refused with DEPOSIT_PENDING, so
// a member never pays a QR the site stopped waiting for), each asking for the amount plus 1–99
// satang, one no other open request uses while there is one. The sending account names the member
// (transfers.ts), so requests may share an amount: no number of open requests blocks a deposit.

const newId = (prefix: string): string => `${prefix}${randomBytes(12).toString('base64url')}`;

/** Marks open requests past their time as expired: run before anything reads or matches them. */
export function expireDeposits(db: Db, nowSeconds: number): void {
  db.prepare("UPDATE deposits SET status = 'expired', settled_at = expires_at WHERE status = 'pending' AND expires_at <= ?").run(nowSeconds);
}

export function findDeposit(db: Db, id: string): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;
}

export function openDeposit(db: Db, memberId: number): DepositRow | undefined {
  return db.prepare("SELECT * FROM deposits WHERE member_id = ? AND status = 'pending'").get(memberId) as DepositRow | undefined;
}

export function depositHistory(db: Db, memberId: number, page: number): { rows: DepositRow[]; total: number } {
  return memberHistoryPage<DepositRow>(db, 'deposits', memberId, page);
}

/** A 1–99 satang tail for this amount: one no open request has, while there is one. */
function payTail(db: Db, amountSatang: number): number {
  const taken = new Set(
    (
      db
        .prepare("SELECT pay_amount_satang AS p FROM deposits WHERE status = 'pending' AND pay_amount_satang BETWEEN ? AND ?")
        .all(amountSatang + 1, amountSatang + 99) as { p: number }[]
    ).map((r) => r.p - amountSatang),
  );
  const tails = Array.from({ length: 99 }, (_, i) => i + 1);
  const free = tails.filter((tail) => !taken.has(tail));
  const pool = free.length > 0 ? free : tails;
  return pool[randomInt(pool.length)] as number;
}

/** Checks a typed amount against the deposit limits; satang. */
export function depositAmount(text: string, settings: WalletSettings): number {
  const satang = parseAmountInput(text);
  if (satang === null || satang <= 0) throw walletErrors.amountInvalid();
  if (satang < settings.depositMinSatang) throw walletErrors.amountBelowMin(settings.depositMinSatang);
  if (satang > settings.depositMaxSatang) throw walletErrors.amountAboveMax(settings.depositMaxSatang);
  return satang;
}

export function createPromptPay(db: Db, settings: WalletSettings, memberId: number, amountText: string, nowSeconds: number): DepositRow {
  const amount = depositAmount(amountText, settings);
  return db
    .transaction(() => {
      expireDeposits(db, nowSeconds);
      if (openDeposit(db, memberId)) throw walletErrors.depositPending();
      checkDepositLimit(db, { memberId, amountSatang: amount, nowSeconds }, limitErrors.depositOverLimit);
      const payAmount = amount + payTail(db, amount);
      const id = newId('dep_');
      db.prepare(
        `INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, created_at, expires_at)
         VALUES (?, ?, 'promptpay', 'pending', ?, ?, ?, ?, ?)`,
      ).run(id, memberId, amount, payAmount, promptPayPayload(settings.promptPayId, payAmount), nowSeconds, nowSeconds + settings.promptPayExpiresSeconds);
      return findDeposit(db, id) as DepositRow;
    })
    .immediate();
}

/** Cancels the member's own open request; a closed one answers DEPOSIT_CLOSED. */
export function cancelDeposit(db: Db, memberId: number, id: string, nowSeconds: number): DepositRow {
  return db
    .transaction(() => {
      expireDeposits(db, nowSeconds);
      const row = findDeposit(db, id);
      if (!row || row.member_id !== memberId) throw walletErrors.notFound();
      if (row.status === 'cancelled') return row;
      if (row.status !== 'pending') throw walletErrors.depositClosed();
      db.prepare("UPDATE deposits SET status = 'cancelled', settled_at = ? WHERE id = ?").run(nowSeconds, id);
      return findDeposit(db, id) as DepositRow;
    })
    .immediate();
}

/** The ledger's words for a deposit, by the way it came. */
const depositDescriptions: Record<DepositRow['method'], string> = {
  promptpay: 'ฝากเงินผ่าน PromptPay',
  transfer: 'ฝากเงินโอนผ่านธนาคาร',
  slip: 'ฝากเงินด้วยสลิปโอนเงิน',
};

/** Credits what was transferred (payAmount) as a 'deposit' ledger row, with the member's chosen promotion; inside the caller's transaction. */
function settle(db: Db, row: DepositRow, nowSeconds: number, promotions: readonly PromotionRule[]): DepositRow {
  db.prepare("UPDATE deposits SET status = 'credited', credited_satang = ?, reason = NULL, settled_at = ? WHERE id = ?").run(
    row.pay_amount_satang,
    nowSeconds,
    row.id,
  );
  postLedger(db, {
    memberId: row.member_id,
    kind: 'deposit',
    amountSatang: row.pay_amount_satang,
    description: depositDescriptions[row.method],
    reference: row.id,
    nowSeconds,
  });
  applyDepositPromotion(db, promotions, { memberId: row.member_id, depositId: row.id, depositSatang: row.pay_amount_satang, nowSeconds });
  return findDeposit(db, row.id) as DepositRow;
}

/**
 * The money arrived: credits an open request, with the member's chosen promotion, in one transaction.
 * Idempotent: a credited request is answered as it is; an expired, cancelled or held one is refused.
 */
export function creditDeposit(db: Db, id: string, nowSeconds: number, promotions: readonly PromotionRule[]): DepositRow {
  return db
    .transaction(() => {
      expireDeposits(db, nowSeconds);
      const row = findDeposit(db, id);
      if (!row) throw walletErrors.notFound();
      if (row.status === 'credited') return row;
      if (row.status !== 'pending') throw walletErrors.depositClosed();
      return settle(db, row, nowSeconds, promotions);
    })
    .immediate();
}

/** Credits a deposit held for the operator (held-transfers.ts); inside the caller's transaction. */
export function creditHeldDeposit(db: Db, id: string, nowSeconds: number, promotions: readonly PromotionRule[]): DepositRow {
  const row = findDeposit(db, id);
  if (!row || row.status !== 'held') throw walletErrors.depositClosed();
  return settle(db, row, nowSeconds, promotions);
}

/** An open request whose transfer arrived but cannot be credited now: held, with the member's reason. */
export function holdDeposit(db: Db, id: string, reason: string): string {
  db.prepare("UPDATE deposits SET status = 'held', reason = ?, settled_at = NULL WHERE id = ? AND status = 'pending'").run(reason, id);
  return id;
}

/** A held deposit whose money the operator sent back: rejected, with the member's reason. */
export function rejectHeldDeposit(db: Db, id: string, reason: string, nowSeconds: number): void {
  db.prepare("UPDATE deposits SET status = 'rejected', reason = ?, settled_at = ? WHERE id = ? AND status = 'held'").run(reason, nowSeconds, id);
}

/**
 * A bank transfer received for a member with no request before it: a `transfer` deposit of its
 * amount, held (with `reason`, shown to the member) until credited in the same transaction or by
 * the operator. Its payload is the bank's transaction reference.
 */
export function insertTransferDeposit(
  db: Db,
  transfer: { memberId: number; amountSatang: number; transRef: string; reason: string | null; nowSeconds: number },
): string {
  const id = newId('dep_');
  db.prepare(
    `INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, reason, created_at, expires_at)
     VALUES (?, ?, 'transfer', 'held', ?, ?, ?, ?, ?, ?)`,
  ).run(id, transfer.memberId, transfer.amountSatang, transfer.amountSatang, transfer.transRef, transfer.reason, transfer.nowSeconds, transfer.nowSeconds);
  return id;
}

/** The open requests a transfer of exactly this amount may pay (several members may share an amount). */
export function openRequestsPaying(db: Db, payAmountSatang: number, nowSeconds: number): DepositRow[] {
  expireDeposits(db, nowSeconds);
  return db.prepare("SELECT * FROM deposits WHERE status = 'pending' AND pay_amount_satang = ?").all(payAmountSatang) as DepositRow[];
}

/** Open requests created at least `ageSeconds` ago (the demo auto-credit). */
export function depositsOlderThan(db: Db, ageSeconds: number, nowSeconds: number): string[] {
  expireDeposits(db, nowSeconds);
  return (db.prepare("SELECT id FROM deposits WHERE status = 'pending' AND created_at <= ?").all(nowSeconds - ageSeconds) as { id: string }[]).map((r) => r.id);
}

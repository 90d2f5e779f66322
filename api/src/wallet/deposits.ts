import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../platform/db';
import { memberHistoryPage } from './paging';
import { parseAmountInput } from '../platform/money';
import { walletErrors } from './errors';
import { applyDepositPromotion } from '../promotions/promotions';
import type { PromotionRule } from '../promotions/rules';
import { postLedger } from './ledger';
import { promptPayPayload } from './promptpay';
import { checkDepositLimit } from '../limits/store';
import { limitErrors } from '../limits/errors';
import type { DepositRow } from './records';
import type { WalletSettings } from './settings';

// PromptPay deposits: one open request per member (a second is refused with DEPOSIT_PENDING, so
// a member never pays a QR the site stopped waiting for), each asking for the amount plus 1–99
// satang that no other open request uses: the transfer's exact amount names the request.

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

/** A 1–99 satang tail no open request has for this amount; null when all 99 are taken. */
function freeTail(db: Db, amountSatang: number): number | null {
  const taken = new Set(
    (
      db
        .prepare("SELECT pay_amount_satang AS p FROM deposits WHERE status = 'pending' AND pay_amount_satang BETWEEN ? AND ?")
        .all(amountSatang + 1, amountSatang + 99) as { p: number }[]
    ).map((r) => r.p - amountSatang),
  );
  const free = Array.from({ length: 99 }, (_, i) => i + 1).filter((tail) => !taken.has(tail));
  return free.length === 0 ? null : (free[randomInt(free.length)] as number);
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
      const tail = freeTail(db, amount);
      if (tail === null) throw walletErrors.depositBusy();
      const payAmount = amount + tail;
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

/**
 * The money arrived: credits what was transferred (payAmount) as a 'deposit' ledger row, with
 * the member's chosen promotion in the same transaction.
 * Idempotent: a credited request is answered as it is; an expired or cancelled one is refused.
 */
export function creditDeposit(db: Db, id: string, nowSeconds: number, promotions: readonly PromotionRule[]): DepositRow {
  return db
    .transaction(() => {
      expireDeposits(db, nowSeconds);
      const row = findDeposit(db, id);
      if (!row) throw walletErrors.notFound();
      if (row.status === 'credited') return row;
      if (row.status !== 'pending') throw walletErrors.depositClosed();
      db.prepare("UPDATE deposits SET status = 'credited', credited_satang = ?, settled_at = ? WHERE id = ?").run(row.pay_amount_satang, nowSeconds, id);
      postLedger(db, {
        memberId: row.member_id,
        kind: 'deposit',
        amountSatang: row.pay_amount_satang,
        description: 'ฝากเงินผ่าน PromptPay',
        reference: id,
        nowSeconds,
      });
      applyDepositPromotion(db, promotions, { memberId: row.member_id, depositId: id, depositSatang: row.pay_amount_satang, nowSeconds });
      return findDeposit(db, id) as DepositRow;
    })
    .immediate();
}

/** The open request a transfer of exactly this amount pays, if any. */
export function depositByPayAmount(db: Db, payAmountSatang: number, nowSeconds: number): DepositRow | undefined {
  expireDeposits(db, nowSeconds);
  return db.prepare("SELECT * FROM deposits WHERE status = 'pending' AND pay_amount_satang = ?").get(payAmountSatang) as DepositRow | undefined;
}

/** Open requests created at least `ageSeconds` ago (the demo auto-credit). */
export function depositsOlderThan(db: Db, ageSeconds: number, nowSeconds: number): string[] {
  expireDeposits(db, nowSeconds);
  return (
    db.prepare("SELECT id FROM deposits WHERE status = 'pending' AND created_at <= ?").all(nowSeconds - ageSeconds) as { id: string }[]
  ).map((r) => r.id);
}

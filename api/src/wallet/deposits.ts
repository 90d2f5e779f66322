import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
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
export async function expireDeposits(db: Db, nowSeconds: number): Promise<void> {
  await run(db, sql`UPDATE deposits SET status = 'expired', settled_at = expires_at WHERE status = 'pending' AND expires_at <= ${nowSeconds}`);
}

export async function findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  return one<DepositRow>(db, sql`SELECT * FROM deposits WHERE id = ${id}`);
}

export async function openDeposit(db: Db, memberId: number): Promise<DepositRow | undefined> {
  return one<DepositRow>(db, sql`SELECT * FROM deposits WHERE member_id = ${memberId} AND status = 'pending'`);
}

export async function depositHistory(db: Db, memberId: number, page: number): Promise<{ rows: DepositRow[]; total: number }> {
  return memberHistoryPage<DepositRow>(db, 'deposits', memberId, page);
}

/** A 1–99 satang tail for this amount: one no open request has, while there is one. */
async function payTail(db: Db, amountSatang: number): Promise<number> {
  const rows = await all<{ p: number }>(
    db,
    sql`SELECT pay_amount_satang AS p FROM deposits WHERE status = 'pending' AND pay_amount_satang BETWEEN ${amountSatang + 1} AND ${amountSatang + 99}`,
  );
  const taken = new Set(rows.map((r) => r.p - amountSatang));
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

export async function createPromptPay(db: Db, settings: WalletSettings, memberId: number, amountText: string, nowSeconds: number): Promise<DepositRow> {
  const amount = depositAmount(amountText, settings);
  return transaction(db, async (tx) => {
    await expireDeposits(tx, nowSeconds);
    if (await openDeposit(tx, memberId)) throw walletErrors.depositPending();
    await checkDepositLimit(tx, { memberId, amountSatang: amount, nowSeconds }, limitErrors.depositOverLimit);
    const payAmount = amount + (await payTail(tx, amount));
    const id = newId('dep_');
    await run(
      tx,
      sql`INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, created_at, expires_at)
          VALUES (${id}, ${memberId}, 'promptpay', 'pending', ${amount}, ${payAmount}, ${promptPayPayload(settings.promptPayId, payAmount)},
                  ${nowSeconds}, ${nowSeconds + settings.promptPayExpiresSeconds})`,
    );
    return (await findDeposit(tx, id)) as DepositRow;
  });
}

/** Cancels the member's own open request; a closed one answers DEPOSIT_CLOSED. */
export async function cancelDeposit(db: Db, memberId: number, id: string, nowSeconds: number): Promise<DepositRow> {
  return transaction(db, async (tx) => {
    await expireDeposits(tx, nowSeconds);
    const row = await findDeposit(tx, id);
    if (!row || row.member_id !== memberId) throw walletErrors.notFound();
    if (row.status === 'cancelled') return row;
    if (row.status !== 'pending') throw walletErrors.depositClosed();
    await run(tx, sql`UPDATE deposits SET status = 'cancelled', settled_at = ${nowSeconds} WHERE id = ${id}`);
    return (await findDeposit(tx, id)) as DepositRow;
  });
}

/** The ledger's words for a deposit, by the way it came. */
const depositDescriptions: Record<DepositRow['method'], string> = {
  promptpay: 'ฝากเงินผ่าน PromptPay',
  transfer: 'ฝากเงินโอนผ่านธนาคาร',
  slip: 'ฝากเงินด้วยสลิปโอนเงิน',
};

/** Credits what was transferred (payAmount) as a 'deposit' ledger row, with the member's chosen promotion; inside the caller's transaction. */
async function settle(tx: Db, row: DepositRow, nowSeconds: number, promotions: readonly PromotionRule[]): Promise<DepositRow> {
  await run(
    tx,
    sql`UPDATE deposits SET status = 'credited', credited_satang = ${row.pay_amount_satang}, reason = NULL, settled_at = ${nowSeconds} WHERE id = ${row.id}`,
  );
  await postLedger(tx, {
    memberId: row.member_id,
    kind: 'deposit',
    amountSatang: row.pay_amount_satang,
    description: depositDescriptions[row.method],
    reference: row.id,
    nowSeconds,
  });
  await applyDepositPromotion(tx, promotions, { memberId: row.member_id, depositId: row.id, depositSatang: row.pay_amount_satang, nowSeconds });
  return (await findDeposit(tx, row.id)) as DepositRow;
}

/**
 * The money arrived: credits an open request, with the member's chosen promotion, in one transaction.
 * Idempotent: a credited request is answered as it is; an expired, cancelled or held one is refused.
 */
export async function creditDeposit(db: Db, id: string, nowSeconds: number, promotions: readonly PromotionRule[]): Promise<DepositRow> {
  return transaction(db, async (tx) => {
    await expireDeposits(tx, nowSeconds);
    const row = await findDeposit(tx, id);
    if (!row) throw walletErrors.notFound();
    if (row.status === 'credited') return row;
    if (row.status !== 'pending') throw walletErrors.depositClosed();
    return settle(tx, row, nowSeconds, promotions);
  });
}

/** Credits a deposit held for the operator (held-transfers.ts); inside the caller's transaction. */
export async function creditHeldDeposit(tx: Db, id: string, nowSeconds: number, promotions: readonly PromotionRule[]): Promise<DepositRow> {
  const row = await findDeposit(tx, id);
  if (!row || row.status !== 'held') throw walletErrors.depositClosed();
  return settle(tx, row, nowSeconds, promotions);
}

/** An open request whose transfer arrived but cannot be credited now: held, with the member's reason. */
export async function holdDeposit(db: Db, id: string, reason: string): Promise<string> {
  await run(db, sql`UPDATE deposits SET status = 'held', reason = ${reason}, settled_at = NULL WHERE id = ${id} AND status = 'pending'`);
  return id;
}

/** A held deposit whose money the operator sent back: rejected, with the member's reason. */
export async function rejectHeldDeposit(db: Db, id: string, reason: string, nowSeconds: number): Promise<void> {
  await run(db, sql`UPDATE deposits SET status = 'rejected', reason = ${reason}, settled_at = ${nowSeconds} WHERE id = ${id} AND status = 'held'`);
}

/**
 * A bank transfer received for a member with no request before it: a `transfer` deposit of its
 * amount, held (with `reason`, shown to the member) until credited in the same transaction or by
 * the operator. Its payload is the bank's transaction reference.
 */
export async function insertTransferDeposit(
  db: Db,
  transfer: { memberId: number; amountSatang: number; transRef: string; reason: string | null; nowSeconds: number },
): Promise<string> {
  const id = newId('dep_');
  await run(
    db,
    sql`INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, reason, created_at, expires_at)
        VALUES (${id}, ${transfer.memberId}, 'transfer', 'held', ${transfer.amountSatang}, ${transfer.amountSatang}, ${transfer.transRef},
                ${transfer.reason}, ${transfer.nowSeconds}, ${transfer.nowSeconds})`,
  );
  return id;
}

/** The open requests a transfer of exactly this amount may pay (several members may share an amount). */
export async function openRequestsPaying(db: Db, payAmountSatang: number, nowSeconds: number): Promise<DepositRow[]> {
  await expireDeposits(db, nowSeconds);
  return all<DepositRow>(db, sql`SELECT * FROM deposits WHERE status = 'pending' AND pay_amount_satang = ${payAmountSatang}`);
}

/** Open requests created at least `ageSeconds` ago (the demo auto-credit). */
export async function depositsOlderThan(db: Db, ageSeconds: number, nowSeconds: number): Promise<string[]> {
  await expireDeposits(db, nowSeconds);
  return (await all<{ id: string }>(db, sql`SELECT id FROM deposits WHERE status = 'pending' AND created_at <= ${nowSeconds - ageSeconds}`)).map((r) => r.id);
}

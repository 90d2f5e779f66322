import { apiErrorCodes } from '@member-site/shared/contract';
import { findMemberByUsername } from '../member/store';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { ApiHttpError, badRequest } from '../base/errors';
import { creditDeposit, creditHeldDeposit, holdDeposit, insertTransferDeposit, openRequestsPaying, rejectHeldDeposit } from './deposits';
import { heldTransfer, heldTransferByRef, holdTransfer, returnedReason, transferKey, type HeldTransferRow, type HoldReason } from './held-transfers';
import { overDepositLimit } from '../limits/store';
import { activeRestriction } from '../safer-play/store';
import type { DepositRow } from './records';
import type { PromotionRule } from '../promotions/rules';
import type { SlipAccount } from './slip-verifier';
import { senderNameFits } from './sender-names';

// A bank transfer credits once, whichever way it reaches the site: the operator's bank-statement
// line or the member's slip (ADR 0014). Its bank transaction reference is the key: recorded in
// credited_transfers in the same transaction as the credit, looked up by the second arrival.

export type TransferSource = 'slip' | 'statement';

const digitsOrX = (text: string): string => text.replace(/[^0-9xX]/g, '').toLowerCase();

/**
 * Whether an account as a slip or a statement line shows it (its number possibly masked,
 * xxx-x-x3456-x) is this full account:
 * the same bank, the same length, and every digit the slip shows in its place.
 */
export function accountMatches(slip: SlipAccount, bankCode: string, accountNumber: string): boolean {
  return slip.bankCode === bankCode && numberMatches(slip.accountNumber, accountNumber);
}

/** Whether a number as shown (masked with x: xxx-xxx-5678) is this full number, digit by digit. */
export function numberMatches(shownNumber: string, fullNumber: string): boolean {
  const shown = digitsOrX(shownNumber);
  const full = fullNumber.replace(/[^0-9]/g, '');
  if (shown.length !== full.length || full.length === 0 || !/[0-9]/.test(shown)) return false;
  return [...shown].every((c, i) => c === 'x' || c === full[i]);
}

export async function transferCredited(db: Db, transRef: string): Promise<boolean> {
  return (await one(db, sql`SELECT 1 AS found FROM credited_transfers WHERE trans_ref = ${transferKey(transRef)}`)) !== undefined;
}

/** Run inside the crediting transaction: the primary key refuses a second record of the transfer. */
export async function recordTransfer(
  tx: Db,
  transfer: {
    transRef: string;
    memberId: number;
    depositId: string;
    source: TransferSource;
    nowSeconds: number;
    /** The bank's time of the transfer, when known (a slip's, an imported line's). */
    sentAt?: number | null;
    /** The reference was derived from an export line without one (docs/statement-imports.md). */
    derived?: boolean;
  },
): Promise<void> {
  await run(
    tx,
    sql`INSERT INTO credited_transfers (trans_ref, member_id, deposit_id, source, created_at, sent_at, derived)
        VALUES (${transferKey(transfer.transRef)}, ${transfer.memberId}, ${transfer.depositId}, ${transfer.source}, ${transfer.nowSeconds},
                ${transfer.sentAt ?? null}, ${transfer.derived ? 1 : 0})`,
  );
}

/**
 * How far apart a slip's time and an export line's time (minutes, no seconds) may be for the same
 * transfer: the minute the export drops, and clocks that differ a little.
 */
export const transferTimeWindowSeconds = 6 * 60;

/**
 * The member's transfer of exactly this amount credited the other way around the bank's time
 * `sentAt`, and not yet tied to an arrival of this way: an imported line (`from: 'statement'`)
 * looks for a slip's credit, a slip (`from: 'slip'`) for an imported line's. Returns its deposit.
 * Only these two meet here: their references differ (an export has none, ADR 0014's key cannot
 * join them), so the member, the amount and the time do.
 */
export async function sameTransferOtherWay(
  db: Db,
  query: { memberId: number; amountSatang: number; sentAt: number; from: TransferSource },
): Promise<string | undefined> {
  const other: TransferSource = query.from === 'slip' ? 'statement' : 'slip';
  // Any slip's credit will do; of the statement's, only an imported line's (its reference derived).
  const derivedOnly = other === 'slip' ? sql`` : sql`AND t.derived = 1`;
  const row = await one<{ depositId: string }>(
    db,
    sql`SELECT t.deposit_id AS "depositId" FROM credited_transfers t JOIN deposits d ON d.id = t.deposit_id
        WHERE t.member_id = ${query.memberId} AND t.source = ${other} ${derivedOnly} AND d.credited_satang = ${query.amountSatang}
          AND t.sent_at BETWEEN ${query.sentAt - transferTimeWindowSeconds} AND ${query.sentAt + transferTimeWindowSeconds}
          AND NOT EXISTS (SELECT 1 FROM credited_transfers s WHERE s.deposit_id = t.deposit_id AND s.source = ${query.from})
        ORDER BY ABS(t.sent_at - ${query.sentAt}) LIMIT 1`,
  );
  return row?.depositId;
}

/** How far a slip's time may be before the request it paid was made (clocks differ a little). */
const requestClockSkewSeconds = 5 * 60;

/**
 * The member's PromptPay request this transfer already paid when it was credited with no
 * transaction reference (the operator's credit by id, the demo auto-credit): credited, asking for
 * exactly this amount (its 1–99 satang name it), made before the transfer, and not yet tied to
 * any transfer. Its slip must not credit the same money again.
 */
export async function creditedRequestWithoutTransfer(db: Db, memberId: number, amountSatang: number, sentAt: number): Promise<DepositRow | undefined> {
  return one<DepositRow>(
    db,
    sql`SELECT d.* FROM deposits d
        WHERE d.member_id = ${memberId} AND d.method = 'promptpay' AND d.status = 'credited' AND d.pay_amount_satang = ${amountSatang}
          AND d.created_at <= ${sentAt + requestClockSkewSeconds}
          AND NOT EXISTS (SELECT 1 FROM credited_transfers t WHERE t.deposit_id = d.id)
        ORDER BY d.settled_at DESC LIMIT 1`,
  );
}

/** A line of the site account's statement: a transfer in. */
export interface StatementLine {
  transRef: string;
  /** The sending account, its number possibly masked as on a slip. */
  from: SlipAccount;
  amountSatang: number;
  /** The sender's name as the export shows it (often cut short); a member whose account name disagrees is not the sender. */
  senderName?: string;
  /** The bank's time of the transfer (an imported export line's). */
  sentAt?: number;
  /** `transRef` was derived from the export line (it carries none): its slip may have credited it under the bank's reference. */
  derived?: boolean;
}

export type StatementOutcome = { kind: 'credited'; deposit: DepositRow } | { kind: 'alreadyCredited' } | { kind: 'held'; held: HeldTransferRow };

/** What the member reads on a deposit that waits for the operator. */
export const heldReasons: Record<'depositLimit' | 'restricted', string> = {
  depositLimit: 'ยอดโอนนี้เกินวงเงินฝากที่คุณตั้งไว้ รอเจ้าหน้าที่ตรวจสอบ',
  restricted: 'โอนเข้ามาระหว่างพักการเล่น รอเจ้าหน้าที่ตรวจสอบ',
};

/**
 * The members whose registered account the line's sending account can be (same bank, every shown
 * digit) and, when the line names the sender, whose account name fits that name.
 */
async function sendingMembers(db: Db, from: SlipAccount, senderName: string | undefined): Promise<number[]> {
  // Registered accounts are digits only: LIKE with "_" for each hidden digit narrows the rows in
  // SQL (an import sends thousands of lines); numberMatches stays the rule.
  // When the last 4 digits show (statement exports), the index on them finds the rows.
  const shown = digitsOrX(from.accountNumber);
  const tail = /[0-9]{4}$/.test(shown) ? shown.slice(-4) : null;
  const rows = await all<{ id: number; bank_account: string; account_name: string | null }>(
    db,
    sql`SELECT id, bank_account, account_name FROM members
        WHERE bank_code = ${from.bankCode} AND bank_account IS NOT NULL AND bank_account LIKE ${shown.replace(/x/g, '_')}
          ${tail === null ? sql`` : sql`AND substr(bank_account, length(bank_account) - 3) = ${tail}`}`,
  );
  return rows.filter((row) => numberMatches(from.accountNumber, row.bank_account) && senderNameFits(senderName, row.account_name)).map((row) => row.id);
}

/**
 * Credits a line of the site account's statement, in one transaction with the record of
 * its transfer (a line sent twice, or after the transfer's slip, credits nothing). The sending
 * account names the member: the open PromptPay request of that member asking for exactly this
 * amount is the one it pays; without one, the line is a `transfer` deposit of its amount. A line
 * that cannot be credited now is held for the operator (held-transfers.ts), and a member it
 * belongs to sees it in their deposits as held: money received is never silently dropped.
 */
export async function creditStatementLine(db: Db, line: StatementLine, promotions: readonly PromotionRule[], nowSeconds: number): Promise<StatementOutcome> {
  return transaction(db, async (tx): Promise<StatementOutcome> => {
    if (await transferCredited(tx, line.transRef)) return { kind: 'alreadyCredited' };
    const earlier = await heldTransferByRef(tx, line.transRef);
    if (earlier) return { kind: 'held', held: earlier };
    const received = {
      transRef: line.transRef,
      fromBank: line.from.bankCode,
      fromAccount: line.from.accountNumber,
      amountSatang: line.amountSatang,
      sentAt: line.sentAt ?? null,
      derived: line.derived ?? false,
    };
    const senders = await sendingMembers(tx, line.from, line.senderName);
    const record = { transRef: line.transRef, source: 'statement' as const, nowSeconds, sentAt: line.sentAt ?? null, derived: line.derived ?? false };
    // An imported line its member's slip credited already: tied to that credit, nothing twice.
    const bySlip =
      line.derived && line.sentAt !== undefined && senders.length === 1
        ? await sameTransferOtherWay(tx, { memberId: senders[0] as number, amountSatang: line.amountSatang, sentAt: line.sentAt, from: 'statement' })
        : undefined;
    if (bySlip) {
      await recordTransfer(tx, { ...record, memberId: senders[0] as number, depositId: bySlip });
      return { kind: 'alreadyCredited' };
    }
    const requests = (await openRequestsPaying(tx, line.amountSatang, nowSeconds)).filter((request) => senders.includes(request.member_id));
    const request = requests.length === 1 ? requests[0] : undefined;
    const memberId = request?.member_id ?? (senders.length === 1 ? senders[0] : undefined);
    if (memberId === undefined)
      return { kind: 'held', held: await holdTransfer(tx, received, senders.length === 0 ? 'noMember' : 'ambiguous', null, null, nowSeconds) };

    const hindrance: HoldReason | null = (await activeRestriction(tx, memberId, nowSeconds))
      ? 'restricted'
      : (await overDepositLimit(tx, memberId, request?.amount_satang ?? line.amountSatang, nowSeconds))
        ? 'depositLimit'
        : null;
    if (hindrance) {
      const depositId = request
        ? await holdDeposit(tx, request.id, heldReasons[hindrance])
        : await insertTransferDeposit(tx, { memberId, amountSatang: line.amountSatang, transRef: line.transRef, reason: heldReasons[hindrance], nowSeconds });
      return { kind: 'held', held: await holdTransfer(tx, received, hindrance, memberId, depositId, nowSeconds) };
    }
    // Received and credited at once: the transfer deposit is written, then credited.
    const deposit = request
      ? await creditDeposit(tx, request.id, nowSeconds, promotions)
      : await creditHeldDeposit(
          tx,
          await insertTransferDeposit(tx, { memberId, amountSatang: line.amountSatang, transRef: line.transRef, reason: null, nowSeconds }),
          nowSeconds,
          promotions,
        );
    await recordTransfer(tx, { ...record, memberId, depositId: deposit.id });
    return { kind: 'credited', deposit };
  });
}

// ---- the operator's held transfers (held-transfers.ts) -----------------------------------------

const alreadySettled = (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.depositClosed, 'รายการนี้ดำเนินการไปแล้ว');

/**
 * Credits a held transfer to its member, or to `username` when it names none (noMember,
 * ambiguous), as one transaction with its ledger row and the record of its transfer. When the
 * transfer was credited meanwhile (the member's slip), it is marked credited and nothing is
 * credited twice. Crediting again answers the same row.
 */
export async function creditHeldTransfer(
  db: Db,
  id: string,
  options: { username?: string; note?: string; promotions: readonly PromotionRule[]; nowSeconds: number },
): Promise<{ held: HeldTransferRow; deposit: DepositRow | null }> {
  return transaction(db, async (tx) => {
    const row = await heldTransfer(tx, id);
    if (row.status === 'credited') return { held: row, deposit: await depositOf(tx, row.deposit_id) };
    if (row.status !== 'held') throw alreadySettled();
    let memberId = row.member_id;
    if (options.username !== undefined) {
      const member = await findMemberByUsername(tx, options.username);
      if (!member) throw badRequest('username');
      if (memberId !== null && memberId !== member.id) throw new ApiHttpError(409, apiErrorCodes.badRequest, 'รายการนี้เป็นของสมาชิกคนอื่นแล้ว');
      memberId = member.id;
    }
    if (memberId === null) throw badRequest('username');
    const record = {
      transRef: row.trans_ref,
      memberId,
      source: 'statement' as const,
      nowSeconds: options.nowSeconds,
      sentAt: row.sent_at,
      derived: row.derived === 1,
    };
    const byReference = await one<{ deposit_id: string }>(tx, sql`SELECT deposit_id FROM credited_transfers WHERE trans_ref = ${row.trans_ref}`);
    // An imported line (its reference derived) whose slip credited it under the bank's reference meanwhile.
    const bySlip =
      !byReference && row.derived === 1 && row.sent_at !== null
        ? await sameTransferOtherWay(tx, { memberId, amountSatang: row.amount_satang, sentAt: row.sent_at, from: 'statement' })
        : undefined;
    if (bySlip) await recordTransfer(tx, { ...record, depositId: bySlip });
    const earlier = byReference?.deposit_id ?? bySlip;
    let depositId = earlier ?? row.deposit_id;
    if (!earlier) {
      depositId ??= await insertTransferDeposit(tx, {
        memberId,
        amountSatang: row.amount_satang,
        transRef: row.trans_ref,
        reason: null,
        nowSeconds: options.nowSeconds,
      });
      await creditHeldDeposit(tx, depositId, options.nowSeconds, options.promotions);
      await recordTransfer(tx, { ...record, depositId });
    } else if (row.deposit_id && row.deposit_id !== depositId) {
      // Its slip credited it meanwhile: the held copy of the deposit goes, the credited one stays.
      await rejectHeldDeposit(tx, row.deposit_id, 'รายการนี้เติมเครดิตจากสลิปแล้ว', options.nowSeconds);
    }
    await run(
      tx,
      sql`UPDATE held_transfers SET status = 'credited', member_id = ${memberId}, deposit_id = ${depositId}, note = ${options.note ?? null},
          settled_at = ${options.nowSeconds} WHERE id = ${id}`,
    );
    return { held: await heldTransfer(tx, id), deposit: await depositOf(tx, depositId) };
  });
}

/** The money went back to the sender (outside the site): the transfer is closed, its member's deposit rejected with the reason. */
export async function returnHeldTransfer(db: Db, id: string, options: { note?: string; nowSeconds: number }): Promise<HeldTransferRow> {
  return transaction(db, async (tx) => {
    const row = await heldTransfer(tx, id);
    if (row.status === 'returned') return row;
    if (row.status !== 'held') throw alreadySettled();
    if (row.deposit_id) await rejectHeldDeposit(tx, row.deposit_id, returnedReason, options.nowSeconds);
    await run(tx, sql`UPDATE held_transfers SET status = 'returned', note = ${options.note ?? null}, settled_at = ${options.nowSeconds} WHERE id = ${id}`);
    return heldTransfer(tx, id);
  });
}

async function depositOf(db: Db, id: string | null): Promise<DepositRow | null> {
  return id === null ? null : ((await one<DepositRow>(db, sql`SELECT * FROM deposits WHERE id = ${id}`)) ?? null);
}

import { apiErrorCodes } from '@member-site/shared/contract';
import { findMemberByUsername } from '../member/store';
import type { Db } from '../base/db';
import { ApiHttpError, badRequest } from '../base/errors';
import { creditDeposit, creditHeldDeposit, holdDeposit, insertTransferDeposit, openRequestsPaying, rejectHeldDeposit } from './deposits';
import { heldTransfer, heldTransferByRef, holdTransfer, returnedReason, transferKey, type HeldTransferRow, type HoldReason } from './held-transfers';
import { overDepositLimit } from '../limits/store';
import { activeRestriction } from '../safer-play/store';
import type { DepositRow } from './records';
import type { PromotionRule } from '../promotions/rules';
import type { SlipAccount } from './slip-verifier';

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


export function transferCredited(db: Db, transRef: string): boolean {
  return db.prepare('SELECT 1 FROM credited_transfers WHERE trans_ref = ?').get(transferKey(transRef)) !== undefined;
}

/** Run inside the crediting transaction: the primary key refuses a second record of the transfer. */
export function recordTransfer(
  db: Db,
  transfer: { transRef: string; memberId: number; depositId: string; source: TransferSource; nowSeconds: number },
): void {
  db.prepare('INSERT INTO credited_transfers (trans_ref, member_id, deposit_id, source, created_at) VALUES (?, ?, ?, ?, ?)').run(
    transferKey(transfer.transRef),
    transfer.memberId,
    transfer.depositId,
    transfer.source,
    transfer.nowSeconds,
  );
}

/** How far a slip's time may be before the request it paid was made (clocks differ a little). */
const requestClockSkewSeconds = 5 * 60;

/**
 * The member's PromptPay request this transfer already paid when it was credited with no
 * transaction reference (the operator's credit by id, the demo auto-credit): credited, asking for
 * exactly this amount (its 1–99 satang name it), made before the transfer, and not yet tied to
 * any transfer. Its slip must not credit the same money again.
 */
export function creditedRequestWithoutTransfer(db: Db, memberId: number, amountSatang: number, sentAt: number): DepositRow | undefined {
  return db
    .prepare(
      `SELECT d.* FROM deposits d
       WHERE d.member_id = ? AND d.method = 'promptpay' AND d.status = 'credited' AND d.pay_amount_satang = ? AND d.created_at <= ?
         AND NOT EXISTS (SELECT 1 FROM credited_transfers t WHERE t.deposit_id = d.id)
       ORDER BY d.settled_at DESC LIMIT 1`,
    )
    .get(memberId, amountSatang, sentAt + requestClockSkewSeconds) as DepositRow | undefined;
}

/** A line of the site account's statement: a transfer in. */
export interface StatementLine {
  transRef: string;
  /** The sending account, its number possibly masked as on a slip. */
  from: SlipAccount;
  amountSatang: number;
}

export type StatementOutcome = { kind: 'credited'; deposit: DepositRow } | { kind: 'alreadyCredited' } | { kind: 'held'; held: HeldTransferRow };

/** What the member reads on a deposit that waits for the operator. */
export const heldReasons: Record<'depositLimit' | 'restricted', string> = {
  depositLimit: 'ยอดโอนนี้เกินวงเงินฝากที่คุณตั้งไว้ รอเจ้าหน้าที่ตรวจสอบ',
  restricted: 'โอนเข้ามาระหว่างพักการเล่น รอเจ้าหน้าที่ตรวจสอบ',
};

/** The members whose registered account the line's sending account can be (same bank, every shown digit). */
function sendingMembers(db: Db, from: SlipAccount): number[] {
  const rows = db
    .prepare('SELECT id, bank_account FROM members WHERE bank_code = ? AND bank_account IS NOT NULL')
    .all(from.bankCode) as { id: number; bank_account: string }[];
  return rows.filter((row) => numberMatches(from.accountNumber, row.bank_account)).map((row) => row.id);
}

/**
 * Credits a line of the site account's statement, in one IMMEDIATE transaction with the record of
 * its transfer (a line sent twice, or after the transfer's slip, credits nothing). The sending
 * account names the member: the open PromptPay request of that member asking for exactly this
 * amount is the one it pays; without one, the line is a `transfer` deposit of its amount. A line
 * that cannot be credited now is held for the operator (held-transfers.ts), and a member it
 * belongs to sees it in their deposits as held: money received is never silently dropped.
 */
export function creditStatementLine(db: Db, line: StatementLine, promotions: readonly PromotionRule[], nowSeconds: number): StatementOutcome {
  return db
    .transaction((): StatementOutcome => {
      if (transferCredited(db, line.transRef)) return { kind: 'alreadyCredited' };
      const earlier = heldTransferByRef(db, line.transRef);
      if (earlier) return { kind: 'held', held: earlier };
      const received = { transRef: line.transRef, fromBank: line.from.bankCode, fromAccount: line.from.accountNumber, amountSatang: line.amountSatang };
      const senders = sendingMembers(db, line.from);
      const requests = openRequestsPaying(db, line.amountSatang, nowSeconds).filter((request) => senders.includes(request.member_id));
      const request = requests.length === 1 ? requests[0] : undefined;
      const memberId = request?.member_id ?? (senders.length === 1 ? senders[0] : undefined);
      if (memberId === undefined) return { kind: 'held', held: holdTransfer(db, received, senders.length === 0 ? 'noMember' : 'ambiguous', null, null, nowSeconds) };

      const hindrance: HoldReason | null = activeRestriction(db, memberId, nowSeconds)
        ? 'restricted'
        : overDepositLimit(db, memberId, request?.amount_satang ?? line.amountSatang, nowSeconds)
          ? 'depositLimit'
          : null;
      if (hindrance) {
        const depositId = request
          ? holdDeposit(db, request.id, heldReasons[hindrance])
          : insertTransferDeposit(db, { memberId, amountSatang: line.amountSatang, transRef: line.transRef, reason: heldReasons[hindrance], nowSeconds });
        return { kind: 'held', held: holdTransfer(db, received, hindrance, memberId, depositId, nowSeconds) };
      }
      // Received and credited at once: the transfer deposit is written, then credited.
      const deposit = request
        ? creditDeposit(db, request.id, nowSeconds, promotions)
        : creditHeldDeposit(db, insertTransferDeposit(db, { memberId, amountSatang: line.amountSatang, transRef: line.transRef, reason: null, nowSeconds }), nowSeconds, promotions);
      recordTransfer(db, { transRef: line.transRef, memberId, depositId: deposit.id, source: 'statement', nowSeconds });
      return { kind: 'credited', deposit };
    })
    .immediate();
}

// ---- the operator's held transfers (held-transfers.ts) -----------------------------------------

const alreadySettled = (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.depositClosed, 'รายการนี้ดำเนินการไปแล้ว');

/**
 * Credits a held transfer to its member, or to `username` when it names none (noMember,
 * ambiguous), as one transaction with its ledger row and the record of its transfer. When the
 * transfer was credited meanwhile (the member's slip), it is marked credited and nothing is
 * credited twice. Crediting again answers the same row.
 */
export function creditHeldTransfer(
  db: Db,
  id: string,
  options: { username?: string; note?: string; promotions: readonly PromotionRule[]; nowSeconds: number },
): { held: HeldTransferRow; deposit: DepositRow | null } {
  return db
    .transaction(() => {
      const row = heldTransfer(db, id);
      if (row.status === 'credited') return { held: row, deposit: depositOf(db, row.deposit_id) };
      if (row.status !== 'held') throw alreadySettled();
      let memberId = row.member_id;
      if (options.username !== undefined) {
        const member = findMemberByUsername(db, options.username);
        if (!member) throw badRequest('username');
        if (memberId !== null && memberId !== member.id) throw new ApiHttpError(409, apiErrorCodes.badRequest, 'รายการนี้เป็นของสมาชิกคนอื่นแล้ว');
        memberId = member.id;
      }
      if (memberId === null) throw badRequest('username');
      const earlier = db.prepare('SELECT deposit_id FROM credited_transfers WHERE trans_ref = ?').get(row.trans_ref) as { deposit_id: string } | undefined;
      let depositId = earlier?.deposit_id ?? row.deposit_id;
      if (!earlier) {
        depositId ??= insertTransferDeposit(db, { memberId, amountSatang: row.amount_satang, transRef: row.trans_ref, reason: null, nowSeconds: options.nowSeconds });
        creditHeldDeposit(db, depositId, options.nowSeconds, options.promotions);
        recordTransfer(db, { transRef: row.trans_ref, memberId, depositId, source: 'statement', nowSeconds: options.nowSeconds });
      } else if (row.deposit_id && row.deposit_id !== depositId) {
        // Its slip credited it meanwhile: the held copy of the deposit goes, the credited one stays.
        rejectHeldDeposit(db, row.deposit_id, 'รายการนี้เติมเครดิตจากสลิปแล้ว', options.nowSeconds);
      }
      db.prepare("UPDATE held_transfers SET status = 'credited', member_id = ?, deposit_id = ?, note = ?, settled_at = ? WHERE id = ?").run(
        memberId,
        depositId,
        options.note ?? null,
        options.nowSeconds,
        id,
      );
      return { held: heldTransfer(db, id), deposit: depositOf(db, depositId) };
    })
    .immediate();
}

/** The money went back to the sender (outside the site): the transfer is closed, its member's deposit rejected with the reason. */
export function returnHeldTransfer(db: Db, id: string, options: { note?: string; nowSeconds: number }): HeldTransferRow {
  return db
    .transaction(() => {
      const row = heldTransfer(db, id);
      if (row.status === 'returned') return row;
      if (row.status !== 'held') throw alreadySettled();
      if (row.deposit_id) rejectHeldDeposit(db, row.deposit_id, returnedReason, options.nowSeconds);
      db.prepare("UPDATE held_transfers SET status = 'returned', note = ?, settled_at = ? WHERE id = ?").run(options.note ?? null, options.nowSeconds, id);
      return heldTransfer(db, id);
    })
    .immediate();
}

function depositOf(db: Db, id: string | null): DepositRow | null {
  return id === null ? null : ((db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined) ?? null);
}

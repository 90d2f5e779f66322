import { findMemberById } from '../member/store';
import type { Db } from '../platform/db';
import { creditDeposit, depositByPayAmount } from './deposits';
import { overDepositLimit } from '../limits/store';
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

/** The same reference, however a statement export or a slip QR spells its letters. */
const transferKey = (transRef: string): string => transRef.trim().toUpperCase();

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

/**
 * Why a line credited nothing: its transfer was credited before, no open request asks for its
 * amount, it is not from that member's account, or it would go over the member's deposit limit
 * (the request stays open and the operator decides what happens to the money: ADR 0017).
 */
export type StatementMiss = 'alreadyCredited' | 'noOpenRequest' | 'senderMismatch' | 'depositLimit';

export type StatementMatch = { matched: true; deposit: DepositRow } | { matched: false; reason: StatementMiss };

/**
 * Credits the open PromptPay request this line pays: the one asking for exactly its amount, when
 * the transfer came from that member's registered account. One IMMEDIATE transaction with the
 * record of the transfer, so a line sent twice, or after the transfer's slip, credits nothing.
 */
export function creditStatementLine(db: Db, line: StatementLine, promotions: readonly PromotionRule[], nowSeconds: number): StatementMatch {
  return db
    .transaction((): StatementMatch => {
      if (transferCredited(db, line.transRef)) return { matched: false, reason: 'alreadyCredited' };
      const open = depositByPayAmount(db, line.amountSatang, nowSeconds);
      if (!open) return { matched: false, reason: 'noOpenRequest' };
      const member = findMemberById(db, open.member_id);
      if (!member?.bank_code || !member.bank_account || !accountMatches(line.from, member.bank_code, member.bank_account)) {
        return { matched: false, reason: 'senderMismatch' };
      }
      if (overDepositLimit(db, open.member_id, open.amount_satang, nowSeconds)) return { matched: false, reason: 'depositLimit' };
      const deposit = creditDeposit(db, open.id, nowSeconds, promotions);
      recordTransfer(db, { transRef: line.transRef, memberId: open.member_id, depositId: open.id, source: 'statement', nowSeconds });
      return { matched: true, deposit };
    })
    .immediate();
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../base/db';
import { formatSatang, parseAmountInput } from '../base/money';
import { requireNoTurnover } from '../promotions/promotions';
import { bangkokDayStart } from '../base/clock';
import { walletErrors } from '../ledger/errors';
import { creditOf, postLedger } from '../ledger/ledger';
import { recordMemberEvent } from '../push/events';
import { maskAccountNumber, type RegisteredAccount, type WithdrawalRow } from './records';
import { bankName, type WalletSettings } from './settings';
import { memberHistoryPage } from './paging';

// Withdrawals: the amount leaves the balance when the member asks (ledger 'withdrawal'), so it
// cannot be bet meanwhile, and comes back if the operator rejects it ('withdrawal-refund').

export function findWithdrawal(db: Db, id: string): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
}

export function pendingWithdrawal(db: Db, memberId: number): WithdrawalRow | undefined {
  return db.prepare("SELECT * FROM withdrawals WHERE member_id = ? AND status = 'pending'").get(memberId) as WithdrawalRow | undefined;
}

export function withdrawalHistory(db: Db, memberId: number, page: number): { rows: WithdrawalRow[]; total: number } {
  return memberHistoryPage<WithdrawalRow>(db, 'withdrawals', memberId, page);
}

/** What the member has withdrawn (pending or paid) since 00:00 Bangkok time today. */
export function withdrawnToday(db: Db, memberId: number, nowSeconds: number): number {
  const row = db
    .prepare("SELECT COALESCE(SUM(amount_satang), 0) AS s FROM withdrawals WHERE member_id = ? AND status <> 'rejected' AND created_at >= ?")
    .get(memberId, bangkokDayStart(nowSeconds)) as { s: number };
  return row.s;
}

export function dailyLeft(db: Db, settings: WalletSettings, memberId: number, nowSeconds: number): number {
  return Math.max(0, settings.withdrawDailyLimitSatang - withdrawnToday(db, memberId, nowSeconds));
}

export interface WithdrawRequest {
  memberId: number;
  account: RegisteredAccount | null;
  amountText: string;
  idempotencyKey: string;
  nowSeconds: number;
}

function checkAmount(db: Db, settings: WalletSettings, request: WithdrawRequest): number {
  const satang = parseAmountInput(request.amountText);
  if (satang === null || satang <= 0) throw walletErrors.amountInvalid();
  requireNoTurnover(db, request.memberId);
  if (satang < settings.withdrawMinSatang) throw walletErrors.amountBelowMin(settings.withdrawMinSatang);
  if (satang > settings.withdrawMaxSatang) throw walletErrors.amountAboveMax(settings.withdrawMaxSatang);
  if (pendingWithdrawal(db, request.memberId)) throw walletErrors.withdrawalPending();
  const left = dailyLeft(db, settings, request.memberId, request.nowSeconds);
  if (satang > left) throw walletErrors.dailyLimit(left);
  if (satang > creditOf(db, request.memberId)) throw walletErrors.insufficientBalance();
  return satang;
}

/**
 * Creates the withdrawal and debits it, in one transaction. The same idempotency key again
 * answers the withdrawal it made (whatever the amount sent the second time).
 */
export function createWithdrawal(db: Db, settings: WalletSettings, request: WithdrawRequest): WithdrawalRow {
  return db
    .transaction(() => {
      const earlier = db.prepare('SELECT * FROM withdrawals WHERE member_id = ? AND idempotency_key = ?').get(request.memberId, request.idempotencyKey) as
        WithdrawalRow | undefined;
      if (earlier) return earlier;
      const { account } = request;
      if (!account) throw walletErrors.noBankAccount();
      const amount = checkAmount(db, settings, request);
      const id = `wd_${randomBytes(12).toString('base64url')}`;
      db.prepare(
        `INSERT INTO withdrawals (id, member_id, status, amount_satang, fee_satang, bank_code, bank_account, account_name, idempotency_key, created_at)
         VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        request.memberId,
        amount,
        settings.withdrawFeeSatang,
        account.bankCode,
        account.bankAccount,
        account.accountName,
        request.idempotencyKey,
        request.nowSeconds,
      );
      postLedger(db, {
        memberId: request.memberId,
        kind: 'withdrawal',
        amountSatang: -amount,
        description: `ถอนเงินเข้าบัญชี ${bankName(account.bankCode)} ${maskAccountNumber(account.bankAccount)}`,
        reference: id,
        nowSeconds: request.nowSeconds,
      });
      return findWithdrawal(db, id) as WithdrawalRow;
    })
    .immediate();
}

/** The operator sent the money. Idempotent; a rejected withdrawal cannot be paid. */
export function payWithdrawal(db: Db, id: string, nowSeconds: number): WithdrawalRow {
  return db
    .transaction(() => {
      const row = findWithdrawal(db, id);
      if (!row) throw walletErrors.notFound();
      if (row.status === 'paid') return row;
      if (row.status !== 'pending') throw walletErrors.withdrawalClosed();
      db.prepare("UPDATE withdrawals SET status = 'paid', settled_at = ? WHERE id = ?").run(nowSeconds, id);
      recordMemberEvent(db, row.member_id, { kind: 'notice', data: { kind: 'withdrawal-paid', amount: formatSatang(row.amount_satang) } }, nowSeconds);
      return findWithdrawal(db, id) as WithdrawalRow;
    })
    .immediate();
}

/** The operator refused it: the amount goes back to the balance. Idempotent; a paid one cannot be rejected. */
export function rejectWithdrawal(db: Db, id: string, reason: string, nowSeconds: number): WithdrawalRow {
  return db
    .transaction(() => {
      const row = findWithdrawal(db, id);
      if (!row) throw walletErrors.notFound();
      if (row.status === 'rejected') return row;
      if (row.status !== 'pending') throw walletErrors.withdrawalClosed();
      db.prepare("UPDATE withdrawals SET status = 'rejected', reason = ?, settled_at = ? WHERE id = ?").run(reason, nowSeconds, id);
      postLedger(db, {
        memberId: row.member_id,
        kind: 'withdrawal-refund',
        amountSatang: row.amount_satang,
        description: 'คืนเงินรายการถอนที่ไม่สำเร็จ',
        reference: id,
        nowSeconds,
      });
      recordMemberEvent(
        db,
        row.member_id,
        { kind: 'notice', data: { kind: 'withdrawal-rejected', amount: formatSatang(row.amount_satang), reason } },
        nowSeconds,
      );
      return findWithdrawal(db, id) as WithdrawalRow;
    })
    .immediate();
}

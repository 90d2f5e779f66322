import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { one, run, transaction, type Db } from '../base/db';
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

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  return one<WithdrawalRow>(db, sql`SELECT * FROM withdrawals WHERE id = ${id}`);
}

export async function pendingWithdrawal(db: Db, memberId: number): Promise<WithdrawalRow | undefined> {
  return one<WithdrawalRow>(db, sql`SELECT * FROM withdrawals WHERE member_id = ${memberId} AND status = 'pending'`);
}

export async function withdrawalHistory(db: Db, memberId: number, page: number): Promise<{ rows: WithdrawalRow[]; total: number }> {
  return memberHistoryPage<WithdrawalRow>(db, 'withdrawals', memberId, page);
}

/** What the member has withdrawn (pending or paid) since 00:00 Bangkok time today. */
export async function withdrawnToday(db: Db, memberId: number, nowSeconds: number): Promise<number> {
  const row = await one<{ s: number }>(
    db,
    sql`SELECT COALESCE(SUM(amount_satang), 0) AS s FROM withdrawals
        WHERE member_id = ${memberId} AND status <> 'rejected' AND created_at >= ${bangkokDayStart(nowSeconds)}`,
  );
  return row?.s ?? 0;
}

export async function dailyLeft(db: Db, settings: WalletSettings, memberId: number, nowSeconds: number): Promise<number> {
  return Math.max(0, settings.withdrawDailyLimitSatang - (await withdrawnToday(db, memberId, nowSeconds)));
}

export interface WithdrawRequest {
  memberId: number;
  account: RegisteredAccount | null;
  amountText: string;
  idempotencyKey: string;
  nowSeconds: number;
}

async function checkAmount(db: Db, settings: WalletSettings, request: WithdrawRequest): Promise<number> {
  const satang = parseAmountInput(request.amountText);
  if (satang === null || satang <= 0) throw walletErrors.amountInvalid();
  await requireNoTurnover(db, request.memberId);
  if (satang < settings.withdrawMinSatang) throw walletErrors.amountBelowMin(settings.withdrawMinSatang);
  if (satang > settings.withdrawMaxSatang) throw walletErrors.amountAboveMax(settings.withdrawMaxSatang);
  if (await pendingWithdrawal(db, request.memberId)) throw walletErrors.withdrawalPending();
  const left = await dailyLeft(db, settings, request.memberId, request.nowSeconds);
  if (satang > left) throw walletErrors.dailyLimit(left);
  if (satang > (await creditOf(db, request.memberId))) throw walletErrors.insufficientBalance();
  return satang;
}

/**
 * Creates the withdrawal and debits it, in one transaction. The same idempotency key again
 * answers the withdrawal it made (whatever the amount sent the second time).
 */
export async function createWithdrawal(db: Db, settings: WalletSettings, request: WithdrawRequest): Promise<WithdrawalRow> {
  return transaction(db, async (tx) => {
    const earlier = await one<WithdrawalRow>(
      tx,
      sql`SELECT * FROM withdrawals WHERE member_id = ${request.memberId} AND idempotency_key = ${request.idempotencyKey}`,
    );
    if (earlier) return earlier;
    const { account } = request;
    if (!account) throw walletErrors.noBankAccount();
    const amount = await checkAmount(tx, settings, request);
    const id = `wd_${randomBytes(12).toString('base64url')}`;
    await run(
      tx,
      sql`INSERT INTO withdrawals (id, member_id, status, amount_satang, fee_satang, bank_code, bank_account, account_name, idempotency_key, created_at)
          VALUES (${id}, ${request.memberId}, 'pending', ${amount}, ${settings.withdrawFeeSatang}, ${account.bankCode}, ${account.bankAccount},
                  ${account.accountName}, ${request.idempotencyKey}, ${request.nowSeconds})`,
    );
    await postLedger(tx, {
      memberId: request.memberId,
      kind: 'withdrawal',
      amountSatang: -amount,
      description: `ถอนเงินเข้าบัญชี ${bankName(account.bankCode)} ${maskAccountNumber(account.bankAccount)}`,
      reference: id,
      nowSeconds: request.nowSeconds,
    });
    return (await findWithdrawal(tx, id)) as WithdrawalRow;
  });
}

// Paying and rejecting each read the withdrawal and settle it in one transaction, so of a payment
// and a rejection racing each other the later one sees what the earlier one did (on PostgreSQL
// the later one runs again). The settling UPDATE passes only a pending withdrawal as well: it is
// paid or refunded once, whatever the isolation.

/** The operator sent the money. Idempotent; a rejected withdrawal cannot be paid. */
export async function payWithdrawal(db: Db, id: string, nowSeconds: number): Promise<WithdrawalRow> {
  return transaction(db, async (tx) => {
    const row = await findWithdrawal(tx, id);
    if (!row) throw walletErrors.notFound();
    if (row.status === 'paid') return row;
    if (row.status !== 'pending') throw walletErrors.withdrawalClosed();
    const paid = await one<WithdrawalRow>(
      tx,
      sql`UPDATE withdrawals SET status = 'paid', settled_at = ${nowSeconds} WHERE id = ${id} AND status = 'pending' RETURNING *`,
    );
    if (!paid) throw walletErrors.withdrawalClosed();
    await recordMemberEvent(tx, row.member_id, { kind: 'notice', data: { kind: 'withdrawal-paid', amount: formatSatang(row.amount_satang) } }, nowSeconds);
    return paid;
  });
}

/** The operator refused it: the amount goes back to the balance. Idempotent; a paid one cannot be rejected. */
export async function rejectWithdrawal(db: Db, id: string, reason: string, nowSeconds: number): Promise<WithdrawalRow> {
  return transaction(db, async (tx) => {
    const row = await findWithdrawal(tx, id);
    if (!row) throw walletErrors.notFound();
    if (row.status === 'rejected') return row;
    if (row.status !== 'pending') throw walletErrors.withdrawalClosed();
    const rejected = await one<WithdrawalRow>(
      tx,
      sql`UPDATE withdrawals SET status = 'rejected', reason = ${reason}, settled_at = ${nowSeconds} WHERE id = ${id} AND status = 'pending' RETURNING *`,
    );
    if (!rejected) throw walletErrors.withdrawalClosed();
    await postLedger(tx, {
      memberId: row.member_id,
      kind: 'withdrawal-refund',
      amountSatang: row.amount_satang,
      description: 'คืนเงินรายการถอนที่ไม่สำเร็จ',
      reference: id,
      nowSeconds,
    });
    await recordMemberEvent(
      tx,
      row.member_id,
      { kind: 'notice', data: { kind: 'withdrawal-rejected', amount: formatSatang(row.amount_satang), reason } },
      nowSeconds,
    );
    return rejected;
  });
}

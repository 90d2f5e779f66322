import type { StaffApproval, StaffDeposit, StaffHeldTransfer, StaffMemberRef, StaffWithdrawal, WithdrawalContext } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, type Db } from '../base/db';
import { instant } from '../base/clock';
import { formatSatang } from '../base/money';
import { creditOf } from '../ledger/ledger';
import { turnoverState } from '../promotions/promotions';
import { liveClaim, type StaffWithdrawalRow } from './claims';
import type { HeldTransferRow } from './held-transfers';
import type { DepositRow } from './records';
import { bankName } from './settings';

// Rows → the back office's shapes (shared/src/contract/staff-money.ts). The contract's schemas
// serialise them, so a column never reaches staff unless it is named there.

const maybeInstant = (seconds: number | null): string | null => (seconds === null ? null : instant(seconds));

export interface ApprovalRow {
  id: string;
  kind: 'withdrawal' | 'adjustment';
  status: 'pending' | 'approved' | 'declined';
  member_id: number;
  amount_satang: number;
  reason: string | null;
  withdrawal_id: string | null;
  requested_by: string;
  requested_at: number;
  decided_by: string | null;
  decided_at: number | null;
  note: string | null;
}

export async function memberRef(db: Db, memberId: number | null): Promise<StaffMemberRef | null> {
  if (memberId === null) return null;
  const row = await one<{ username: string; username2: string | null }>(db, sql`SELECT username, username2 FROM members WHERE id = ${memberId}`);
  return row ? { username: row.username, username2: row.username2 ?? '' } : null;
}

const someMember = async (db: Db, memberId: number): Promise<StaffMemberRef> => (await memberRef(db, memberId)) ?? { username: '', username2: '' };

/**
 * The views of `rows`, one after the other: inside a transaction every query goes over its one
 * connection, which takes one query at a time.
 */
export async function viewsOf<Row, View>(rows: readonly Row[], view: (row: Row) => Promise<View>): Promise<View[]> {
  const views: View[] = [];
  for (const row of rows) views.push(await view(row));
  return views;
}

/** What a cashier weighs beside a withdrawal: the member's balances, turnover (as the withdraw page computes it) and latest movements. */
export async function withdrawalContext(db: Db, memberId: number, withdrawalId: string): Promise<WithdrawalContext> {
  const bonus = await one<{ b: number }>(db, sql`SELECT bonus_balance_satang AS b FROM members WHERE id = ${memberId}`);
  const turnover = await turnoverState(db, memberId);
  // A credited deposit has its settled_at: no NULLs to place.
  const deposits = await all<DepositRow>(
    db,
    sql`SELECT * FROM deposits WHERE member_id = ${memberId} AND status = 'credited' ORDER BY settled_at DESC, rowid DESC LIMIT 5`,
  );
  const withdrawals = await all<{ amount_satang: number; created_at: number; status: StaffWithdrawal['status'] }>(
    db,
    sql`SELECT amount_satang, created_at, status FROM withdrawals WHERE member_id = ${memberId} AND id <> ${withdrawalId}
        ORDER BY created_at DESC, rowid DESC LIMIT 5`,
  );
  return {
    balance: formatSatang(await creditOf(db, memberId)),
    bonusBalance: formatSatang(bonus?.b ?? 0),
    turnoverRequired: formatSatang(turnover.requiredSatang),
    turnoverMade: formatSatang(turnover.madeSatang),
    turnoverLeft: formatSatang(turnover.leftSatang),
    recentDeposits: deposits.map((d) => ({
      amount: formatSatang(d.credited_satang ?? d.pay_amount_satang),
      at: instant(d.settled_at ?? d.created_at),
      method: d.method,
    })),
    recentWithdrawals: withdrawals.map((w) => ({ amount: formatSatang(w.amount_satang), at: instant(w.created_at), status: w.status })),
  };
}

export async function pendingApprovalOf(db: Db, withdrawalId: string): Promise<ApprovalRow | undefined> {
  return one<ApprovalRow>(db, sql`SELECT * FROM approvals WHERE withdrawal_id = ${withdrawalId} AND status = 'pending'`);
}

export async function staffWithdrawalView(db: Db, row: StaffWithdrawalRow, options: { nowSeconds: number; thresholdSatang: number }): Promise<StaffWithdrawal> {
  const claim = liveClaim(row, options.nowSeconds);
  const approval = await pendingApprovalOf(db, row.id);
  return {
    id: row.id,
    status: row.status,
    member: await someMember(db, row.member_id),
    amount: formatSatang(row.amount_satang),
    fee: formatSatang(row.fee_satang),
    netAmount: formatSatang(row.amount_satang - row.fee_satang),
    // In full: the cashier transfers to it.
    account: { bankCode: row.bank_code, bankName: bankName(row.bank_code), accountNumber: row.bank_account, accountName: row.account_name },
    createdAt: instant(row.created_at),
    settledAt: maybeInstant(row.settled_at),
    reason: row.reason,
    settledBy: row.settled_by,
    claim: claim ? { by: claim.by, until: instant(claim.until) } : null,
    approval: approval ? { id: approval.id, requestedBy: approval.requested_by, requestedAt: instant(approval.requested_at) } : null,
    needsApproval: row.amount_satang >= options.thresholdSatang,
    context: await withdrawalContext(db, row.member_id, row.id),
  };
}

export async function staffDepositView(db: Db, row: DepositRow): Promise<StaffDeposit> {
  return {
    id: row.id,
    member: await someMember(db, row.member_id),
    method: row.method,
    status: row.status,
    amount: formatSatang(row.amount_satang),
    payAmount: row.method === 'promptpay' ? formatSatang(row.pay_amount_satang) : null,
    creditedAmount: row.credited_satang === null ? null : formatSatang(row.credited_satang),
    createdAt: instant(row.created_at),
    settledAt: maybeInstant(row.settled_at),
    reason: row.reason,
  };
}

export async function staffHeldView(db: Db, row: HeldTransferRow): Promise<StaffHeldTransfer> {
  return {
    id: row.id,
    transRef: row.trans_ref,
    fromBank: row.from_bank,
    fromAccount: row.from_account,
    amount: formatSatang(row.amount_satang),
    reason: row.reason,
    status: row.status,
    member: await memberRef(db, row.member_id),
    depositId: row.deposit_id,
    note: row.note,
    createdAt: instant(row.created_at),
    settledAt: maybeInstant(row.settled_at),
  };
}

export async function staffApprovalView(db: Db, row: ApprovalRow): Promise<StaffApproval> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    member: await someMember(db, row.member_id),
    amount: formatSatang(row.amount_satang),
    reason: row.reason,
    withdrawalId: row.withdrawal_id,
    requestedBy: row.requested_by,
    requestedAt: instant(row.requested_at),
    decidedBy: row.decided_by,
    decidedAt: maybeInstant(row.decided_at),
    note: row.note,
  };
}

import type { StaffApproval, StaffDeposit, StaffHeldTransfer, StaffMemberRef, StaffWithdrawal, WithdrawalContext } from '@member-site/shared/contract';
import type { Db } from '../base/db';
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

export function memberRef(db: Db, memberId: number | null): StaffMemberRef | null {
  if (memberId === null) return null;
  const row = db.prepare('SELECT username, username2 FROM members WHERE id = ?').get(memberId) as { username: string; username2: string | null } | undefined;
  return row ? { username: row.username, username2: row.username2 ?? '' } : null;
}

const someMember = (db: Db, memberId: number): StaffMemberRef => memberRef(db, memberId) ?? { username: '', username2: '' };

/** What a cashier weighs beside a withdrawal: the member's balances, turnover (as the withdraw page computes it) and latest movements. */
export function withdrawalContext(db: Db, memberId: number, withdrawalId: string): WithdrawalContext {
  const bonus = db.prepare('SELECT bonus_balance_satang AS b FROM members WHERE id = ?').get(memberId) as { b: number } | undefined;
  const turnover = turnoverState(db, memberId);
  const deposits = db
    .prepare("SELECT * FROM deposits WHERE member_id = ? AND status = 'credited' ORDER BY settled_at DESC, rowid DESC LIMIT 5")
    .all(memberId) as DepositRow[];
  const withdrawals = db
    .prepare('SELECT amount_satang, created_at, status FROM withdrawals WHERE member_id = ? AND id <> ? ORDER BY created_at DESC, rowid DESC LIMIT 5')
    .all(memberId, withdrawalId) as { amount_satang: number; created_at: number; status: StaffWithdrawal['status'] }[];
  return {
    balance: formatSatang(creditOf(db, memberId)),
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

export function pendingApprovalOf(db: Db, withdrawalId: string): ApprovalRow | undefined {
  return db.prepare("SELECT * FROM approvals WHERE withdrawal_id = ? AND status = 'pending'").get(withdrawalId) as ApprovalRow | undefined;
}

export function staffWithdrawalView(db: Db, row: StaffWithdrawalRow, options: { nowSeconds: number; thresholdSatang: number }): StaffWithdrawal {
  const claim = liveClaim(row, options.nowSeconds);
  const approval = pendingApprovalOf(db, row.id);
  return {
    id: row.id,
    status: row.status,
    member: someMember(db, row.member_id),
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
    context: withdrawalContext(db, row.member_id, row.id),
  };
}

export function staffDepositView(db: Db, row: DepositRow): StaffDeposit {
  return {
    id: row.id,
    member: someMember(db, row.member_id),
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

export function staffHeldView(db: Db, row: HeldTransferRow): StaffHeldTransfer {
  return {
    id: row.id,
    transRef: row.trans_ref,
    fromBank: row.from_bank,
    fromAccount: row.from_account,
    amount: formatSatang(row.amount_satang),
    reason: row.reason,
    status: row.status,
    member: memberRef(db, row.member_id),
    depositId: row.deposit_id,
    note: row.note,
    createdAt: instant(row.created_at),
    settledAt: maybeInstant(row.settled_at),
  };
}

export function staffApprovalView(db: Db, row: ApprovalRow): StaffApproval {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    member: someMember(db, row.member_id),
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

import { randomBytes } from 'node:crypto';
import { apiErrorCodes, toSatang } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { ApiHttpError } from '../base/errors';
import { creditOf, postLedger } from '../ledger/ledger';
import { findMemberByUsername } from '../member/store';
import { clearClaim, staffWithdrawal, type StaffWithdrawalRow } from './claims';
import { staffMoneyErrors } from './staff-errors';
import type { ApprovalRow } from './staff-views';
import { payWithdrawal } from './withdrawals';

// Four eyes (issue 35): a withdrawal at or above the threshold, and every manual change of a
// member's balance, waits for a second staff member. The decision and what it does (the payment,
// the adjustment's ledger row) are one transaction; the decision is taken by an UPDATE that only
// a pending approval passes, so of two approvers at once exactly one decides. The table's CHECK
// (decided_by <> requested_by) holds the rule even against a caller that skipped the check here.

const newId = (): string => `apr_${randomBytes(12).toString('base64url')}`;

export function findApproval(db: Db, id: string): ApprovalRow {
  const row = db.prepare('SELECT * FROM approvals WHERE id = ?').get(id) as ApprovalRow | undefined;
  if (!row) throw new ApiHttpError(404, apiErrorCodes.notFound, 'ไม่พบคำขออนุมัติที่ระบุ');
  return row;
}

/** Pending ones oldest first (the queue); decided ones newest first. At most 200. */
export function listApprovals(db: Db, status: ApprovalRow['status']): ApprovalRow[] {
  const order = status === 'pending' ? 'requested_at ASC, rowid ASC' : 'decided_at DESC, rowid DESC';
  return db.prepare(`SELECT * FROM approvals WHERE status = ? ORDER BY ${order} LIMIT 200`).all(status) as ApprovalRow[];
}

/** The withdrawal's payment waits for a second staff member; inside the caller's transaction. */
export function requestWithdrawalApproval(db: Db, row: StaffWithdrawalRow, requestedBy: string, nowSeconds: number): ApprovalRow {
  const id = newId();
  db.prepare(
    `INSERT INTO approvals (id, kind, status, member_id, amount_satang, reason, withdrawal_id, requested_by, requested_at)
     VALUES (?, 'withdrawal', 'pending', ?, ?, NULL, ?, ?, ?)`,
  ).run(id, row.member_id, row.amount_satang, row.id, requestedBy, nowSeconds);
  // It now waits for the approver, not for the cashier who asked.
  clearClaim(db, row.id);
  return findApproval(db, id);
}

/** "-100", "250.5" → signed satang, by the one money rule (the schema bounds it to 9 digits); never zero. */
export function signedSatang(text: string): number {
  const satang = toSatang(text);
  if (satang === null || satang === 0n) throw staffMoneyErrors.adjustmentZero();
  return Number(satang);
}

/** A manual balance change, always for a second staff member to approve. */
export function requestAdjustment(
  db: Db,
  request: { username: string; amountSatang: number; reason: string; requestedBy: string; nowSeconds: number },
): ApprovalRow {
  const member = findMemberByUsername(db, request.username.trim());
  if (!member) throw staffMoneyErrors.memberNotFound();
  const id = newId();
  db.prepare(
    `INSERT INTO approvals (id, kind, status, member_id, amount_satang, reason, withdrawal_id, requested_by, requested_at)
     VALUES (?, 'adjustment', 'pending', ?, ?, ?, NULL, ?, ?)`,
  ).run(id, member.id, request.amountSatang, request.reason.trim(), request.requestedBy, request.nowSeconds);
  return findApproval(db, id);
}

/** The ledger's words for an adjustment the member reads in their statement. */
export function adjustmentDescription(reason: string): string {
  return `ปรับยอดโดยเจ้าหน้าที่: ${reason}`.slice(0, 300);
}

/** The approval, still pending and asked for by someone else: APPROVAL_SELF or APPROVAL_CLOSED otherwise. */
function openApproval(db: Db, id: string, by: string): ApprovalRow {
  const row = findApproval(db, id);
  if (row.requested_by === by) throw staffMoneyErrors.approvalSelf();
  if (row.status !== 'pending') throw staffMoneyErrors.approvalClosed();
  return row;
}

/** Takes the decision, or APPROVAL_SELF / APPROVAL_CLOSED; inside the caller's transaction. */
function decide(db: Db, row: ApprovalRow, decision: { status: 'approved' | 'declined'; by: string; note: string | null; nowSeconds: number }): void {
  if (row.requested_by === decision.by) throw staffMoneyErrors.approvalSelf();
  const taken = db
    .prepare("UPDATE approvals SET status = ?, decided_by = ?, decided_at = ?, note = ? WHERE id = ? AND status = 'pending'")
    .run(decision.status, decision.by, decision.nowSeconds, decision.note, row.id);
  if (taken.changes !== 1) throw staffMoneyErrors.approvalClosed();
}

export interface Decided {
  approval: ApprovalRow;
  /** The withdrawal it paid or sent back to the queue. */
  withdrawal: StaffWithdrawalRow | null;
}

/**
 * A second staff member approves: the withdrawal is paid (settled by the approver) or the
 * adjustment's ledger row written, with the decision, in one IMMEDIATE transaction. A debit the
 * balance cannot cover is refused by the ledger and nothing is decided.
 */
export function approve(db: Db, id: string, by: string, nowSeconds: number): Decided {
  return db
    .transaction((): Decided => {
      const row = openApproval(db, id, by);
      if (row.kind === 'withdrawal') {
        const withdrawal = staffWithdrawal(db, row.withdrawal_id ?? '');
        // Settled meanwhile (the operator key knows no approvals): nothing to approve any more.
        if (withdrawal.status !== 'pending') throw staffMoneyErrors.approvalClosed();
        decide(db, row, { status: 'approved', by, note: null, nowSeconds });
        payWithdrawal(db, withdrawal.id, nowSeconds);
        db.prepare('UPDATE withdrawals SET settled_by = ?, claimed_by = NULL, claim_until = NULL WHERE id = ?').run(by, withdrawal.id);
        return { approval: findApproval(db, id), withdrawal: staffWithdrawal(db, withdrawal.id) };
      }
      decide(db, row, { status: 'approved', by, note: null, nowSeconds });
      try {
        postLedger(db, {
          memberId: row.member_id,
          kind: 'adjustment',
          amountSatang: row.amount_satang,
          description: adjustmentDescription(row.reason ?? ''),
          reference: row.id,
          nowSeconds,
        });
      } catch (error) {
        if (error instanceof ApiHttpError && error.code === apiErrorCodes.insufficientBalance)
          throw staffMoneyErrors.adjustmentOverBalance(creditOf(db, row.member_id));
        throw error;
      }
      return { approval: findApproval(db, id), withdrawal: null };
    })
    .immediate();
}

/** A second staff member declines, with a note: a withdrawal goes back to the queue, an adjustment is not made. */
export function decline(db: Db, id: string, by: string, note: string, nowSeconds: number): Decided {
  return db
    .transaction((): Decided => {
      const row = openApproval(db, id, by);
      decide(db, row, { status: 'declined', by, note: note.trim(), nowSeconds });
      if (row.kind !== 'withdrawal' || row.withdrawal_id === null) return { approval: findApproval(db, id), withdrawal: null };
      clearClaim(db, row.withdrawal_id);
      return { approval: findApproval(db, id), withdrawal: staffWithdrawal(db, row.withdrawal_id) };
    })
    .immediate();
}

import { randomBytes } from 'node:crypto';
import { apiErrorCodes, toSatang } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
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

export async function findApproval(db: Db, id: string): Promise<ApprovalRow> {
  const row = await one<ApprovalRow>(db, sql`SELECT * FROM approvals WHERE id = ${id}`);
  if (!row) throw new ApiHttpError(404, apiErrorCodes.notFound, 'ไม่พบคำขออนุมัติที่ระบุ');
  return row;
}

/** Pending ones oldest first (the queue); decided ones newest first. At most 200. */
export async function listApprovals(db: Db, status: ApprovalRow['status']): Promise<ApprovalRow[]> {
  const order = status === 'pending' ? sql`requested_at ASC, rowid ASC` : sql`decided_at DESC, rowid DESC`;
  return all<ApprovalRow>(db, sql`SELECT * FROM approvals WHERE status = ${status} ORDER BY ${order} LIMIT 200`);
}

/** The withdrawal's payment waits for a second staff member; inside the caller's transaction (a savepoint there). */
export async function requestWithdrawalApproval(db: Db, row: StaffWithdrawalRow, requestedBy: string, nowSeconds: number): Promise<ApprovalRow> {
  return transaction(db, async (tx) => {
    const id = newId();
    await run(
      tx,
      sql`INSERT INTO approvals (id, kind, status, member_id, amount_satang, reason, withdrawal_id, requested_by, requested_at)
          VALUES (${id}, 'withdrawal', 'pending', ${row.member_id}, ${row.amount_satang}, NULL, ${row.id}, ${requestedBy}, ${nowSeconds})`,
    );
    // It now waits for the approver, not for the cashier who asked.
    await clearClaim(tx, row.id);
    return findApproval(tx, id);
  });
}

/** "-100", "250.5" → signed satang, by the one money rule (the schema bounds it to 9 digits); never zero. */
export function signedSatang(text: string): number {
  const satang = toSatang(text);
  if (satang === null || satang === 0n) throw staffMoneyErrors.adjustmentZero();
  return Number(satang);
}

/** A manual balance change, always for a second staff member to approve. */
export async function requestAdjustment(
  db: Db,
  request: { username: string; amountSatang: number; reason: string; requestedBy: string; nowSeconds: number },
): Promise<ApprovalRow> {
  return transaction(db, async (tx) => {
    const member = await findMemberByUsername(tx, request.username.trim());
    if (!member) throw staffMoneyErrors.memberNotFound();
    const id = newId();
    await run(
      tx,
      sql`INSERT INTO approvals (id, kind, status, member_id, amount_satang, reason, withdrawal_id, requested_by, requested_at)
          VALUES (${id}, 'adjustment', 'pending', ${member.id}, ${request.amountSatang}, ${request.reason.trim()}, NULL, ${request.requestedBy},
                  ${request.nowSeconds})`,
    );
    return findApproval(tx, id);
  });
}

/** The ledger's words for an adjustment the member reads in their statement. */
export function adjustmentDescription(reason: string): string {
  return `ปรับยอดโดยเจ้าหน้าที่: ${reason}`.slice(0, 300);
}

/** The approval, still pending and asked for by someone else: APPROVAL_SELF or APPROVAL_CLOSED otherwise. */
async function openApproval(db: Db, id: string, by: string): Promise<ApprovalRow> {
  const row = await findApproval(db, id);
  if (row.requested_by === by) throw staffMoneyErrors.approvalSelf();
  if (row.status !== 'pending') throw staffMoneyErrors.approvalClosed();
  return row;
}

/** Takes the decision, or APPROVAL_SELF / APPROVAL_CLOSED; inside the caller's transaction. */
async function decide(
  db: Db,
  row: ApprovalRow,
  decision: { status: 'approved' | 'declined'; by: string; note: string | null; nowSeconds: number },
): Promise<void> {
  if (row.requested_by === decision.by) throw staffMoneyErrors.approvalSelf();
  const taken = await run(
    db,
    sql`UPDATE approvals SET status = ${decision.status}, decided_by = ${decision.by}, decided_at = ${decision.nowSeconds}, note = ${decision.note}
        WHERE id = ${row.id} AND status = 'pending'`,
  );
  if (taken !== 1) throw staffMoneyErrors.approvalClosed();
}

export interface Decided {
  approval: ApprovalRow;
  /** The withdrawal it paid or sent back to the queue. */
  withdrawal: StaffWithdrawalRow | null;
}

/**
 * A second staff member approves: the withdrawal is paid (settled by the approver) or the
 * adjustment's ledger row written, with the decision, in one transaction. A debit the
 * balance cannot cover is refused by the ledger and nothing is decided.
 */
export async function approve(db: Db, id: string, by: string, nowSeconds: number): Promise<Decided> {
  return transaction(db, async (tx): Promise<Decided> => {
    const row = await openApproval(tx, id, by);
    if (row.kind === 'withdrawal') {
      const withdrawal = await staffWithdrawal(tx, row.withdrawal_id ?? '');
      // Settled meanwhile (the operator key knows no approvals): nothing to approve any more.
      if (withdrawal.status !== 'pending') throw staffMoneyErrors.approvalClosed();
      await decide(tx, row, { status: 'approved', by, note: null, nowSeconds });
      await payWithdrawal(tx, withdrawal.id, nowSeconds);
      await run(tx, sql`UPDATE withdrawals SET settled_by = ${by}, claimed_by = NULL, claim_until = NULL WHERE id = ${withdrawal.id}`);
      return { approval: await findApproval(tx, id), withdrawal: await staffWithdrawal(tx, withdrawal.id) };
    }
    await decide(tx, row, { status: 'approved', by, note: null, nowSeconds });
    try {
      await postLedger(tx, {
        memberId: row.member_id,
        kind: 'adjustment',
        amountSatang: row.amount_satang,
        description: adjustmentDescription(row.reason ?? ''),
        reference: row.id,
        nowSeconds,
      });
    } catch (error) {
      if (error instanceof ApiHttpError && error.code === apiErrorCodes.insufficientBalance)
        throw staffMoneyErrors.adjustmentOverBalance(await creditOf(tx, row.member_id));
      throw error;
    }
    return { approval: await findApproval(tx, id), withdrawal: null };
  });
}

/** A second staff member declines, with a note: a withdrawal goes back to the queue, an adjustment is not made. */
export async function decline(db: Db, id: string, by: string, note: string, nowSeconds: number): Promise<Decided> {
  return transaction(db, async (tx): Promise<Decided> => {
    const row = await openApproval(tx, id, by);
    await decide(tx, row, { status: 'declined', by, note: note.trim(), nowSeconds });
    if (row.kind !== 'withdrawal' || row.withdrawal_id === null) return { approval: await findApproval(tx, id), withdrawal: null };
    await clearClaim(tx, row.withdrawal_id);
    return { approval: await findApproval(tx, id), withdrawal: await staffWithdrawal(tx, row.withdrawal_id) };
  });
}

import { randomBytes } from 'node:crypto';
import { findMemberByUsername } from '../member/store';
import type { Db } from '../platform/db';
import { ApiHttpError, badRequest } from '../platform/errors';
import { apiErrorCodes } from '@member-site/shared/contract';
import type { PromotionRule } from '../promotions/rules';
import { creditHeldDeposit, insertTransferDeposit, rejectHeldDeposit } from './deposits';
import { walletErrors } from './errors';
import type { DepositRow } from './records';

// Bank transfers received that could not be credited when their statement line came
// (transfers.ts): they wait here for the operator, who credits each to its member (overriding the
// member's deposit limit or break: the operator's decision), assigns one that names no member to
// the right one, or marks it returned once the money went back. A member it belongs to sees it in
// their deposits as held, then credited or rejected with the reason.

/**
 * Why a line waits for the operator: no member's registered account sent it, several members'
 * accounts match its (masked) number, it would go over the member's deposit limit (ADR 0017), or it
 * came during the member's break or self-exclusion (ADR 0018).
 */
export type HoldReason = 'noMember' | 'ambiguous' | 'depositLimit' | 'restricted';

/** A transfer as its statement line shows it. */
export interface ReceivedTransfer {
  transRef: string;
  fromBank: string;
  fromAccount: string;
  amountSatang: number;
}

export interface HeldTransferRow {
  id: string;
  trans_ref: string;
  from_bank: string;
  from_account: string;
  amount_satang: number;
  reason: HoldReason;
  member_id: number | null;
  deposit_id: string | null;
  status: 'held' | 'credited' | 'returned';
  note: string | null;
  created_at: number;
  settled_at: number | null;
}

/** What the member reads on a transfer the operator sent back. */
export const returnedReason = 'เจ้าหน้าที่คืนเงินรายการนี้ไปยังบัญชีต้นทางแล้ว';

const refKey = (transRef: string): string => transRef.trim().toUpperCase();

export function heldTransferByRef(db: Db, transRef: string): HeldTransferRow | undefined {
  return db.prepare('SELECT * FROM held_transfers WHERE trans_ref = ?').get(refKey(transRef)) as HeldTransferRow | undefined;
}

function heldTransfer(db: Db, id: string): HeldTransferRow {
  const row = db.prepare('SELECT * FROM held_transfers WHERE id = ?').get(id) as HeldTransferRow | undefined;
  if (!row) throw walletErrors.notFound();
  return row;
}

/** Records a line held for the operator; inside the statement line's transaction. */
export function holdTransfer(db: Db, transfer: ReceivedTransfer, reason: HoldReason, memberId: number | null, depositId: string | null, nowSeconds: number): HeldTransferRow {
  const id = `held_${randomBytes(12).toString('base64url')}`;
  db.prepare(
    `INSERT INTO held_transfers (id, trans_ref, from_bank, from_account, amount_satang, reason, member_id, deposit_id, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'held', ?)`,
  ).run(id, refKey(transfer.transRef), transfer.fromBank, transfer.fromAccount, transfer.amountSatang, reason, memberId, depositId, nowSeconds);
  return heldTransfer(db, id);
}

/** The operator's list: held first (oldest first, the queue), then the latest settled ones. */
export function listHeldTransfers(db: Db, status: HeldTransferRow['status'] | undefined): HeldTransferRow[] {
  return (
    status
      ? db.prepare('SELECT * FROM held_transfers WHERE status = ? ORDER BY created_at, id LIMIT 500').all(status)
      : db.prepare("SELECT * FROM held_transfers ORDER BY status <> 'held', created_at DESC, id LIMIT 500").all()
  ) as HeldTransferRow[];
}

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
        db.prepare("INSERT INTO credited_transfers (trans_ref, member_id, deposit_id, source, created_at) VALUES (?, ?, ?, 'statement', ?)").run(
          row.trans_ref,
          memberId,
          depositId,
          options.nowSeconds,
        );
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

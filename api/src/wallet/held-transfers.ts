import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { all, one, run, type Db } from '../base/db';
import { walletErrors } from '../ledger/errors';

/** The same bank reference, however a statement export or a slip QR spells its letters. */
export const transferKey = (transRef: string): string => transRef.trim().toUpperCase();

// Bank transfers received that could not be credited when their statement line came
// (transfers.ts): they wait here for the operator, who credits each to its member (overriding the
// member's deposit limit or break: the operator's decision), assigns one that names no member to
// the right one, or marks it returned once the money went back (transfers.ts). A member it belongs
// to sees it in their deposits as held, then credited or rejected with the reason.

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
  /** The bank's time, when the line shows it (an imported export's). */
  sentAt?: number | null;
  /** The reference was derived from an export line (docs/statement-imports.md). */
  derived?: boolean;
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
  /** Schema version 14: the bank's time and whether the reference was derived (an imported line). */
  sent_at: number | null;
  derived: 0 | 1;
}

/** What the member reads on a transfer the operator sent back. */
export const returnedReason = 'เจ้าหน้าที่คืนเงินรายการนี้ไปยังบัญชีต้นทางแล้ว';

export async function heldTransferByRef(db: Db, transRef: string): Promise<HeldTransferRow | undefined> {
  return one<HeldTransferRow>(db, sql`SELECT * FROM held_transfers WHERE trans_ref = ${transferKey(transRef)}`);
}

export async function heldTransfer(db: Db, id: string): Promise<HeldTransferRow> {
  const row = await one<HeldTransferRow>(db, sql`SELECT * FROM held_transfers WHERE id = ${id}`);
  if (!row) throw walletErrors.notFound();
  return row;
}

/** Records a line held for the operator; inside the statement line's transaction. */
export async function holdTransfer(
  tx: Db,
  transfer: ReceivedTransfer,
  reason: HoldReason,
  memberId: number | null,
  depositId: string | null,
  nowSeconds: number,
): Promise<HeldTransferRow> {
  const id = `held_${randomBytes(12).toString('base64url')}`;
  await run(
    tx,
    sql`INSERT INTO held_transfers (id, trans_ref, from_bank, from_account, amount_satang, reason, member_id, deposit_id, status, created_at, sent_at, derived)
        VALUES (${id}, ${transferKey(transfer.transRef)}, ${transfer.fromBank}, ${transfer.fromAccount}, ${transfer.amountSatang}, ${reason},
                ${memberId}, ${depositId}, 'held', ${nowSeconds}, ${transfer.sentAt ?? null}, ${transfer.derived ? 1 : 0})`,
  );
  return heldTransfer(tx, id);
}

/** The operator's list: held first (oldest first, the queue), then the latest settled ones. */
export async function listHeldTransfers(db: Db, status: HeldTransferRow['status'] | undefined): Promise<HeldTransferRow[]> {
  return status
    ? all<HeldTransferRow>(db, sql`SELECT * FROM held_transfers WHERE status = ${status} ORDER BY created_at, rowid LIMIT 500`)
    : all<HeldTransferRow>(
        db,
        sql`SELECT * FROM held_transfers
            ORDER BY CASE WHEN status = 'held' THEN 0 ELSE 1 END, created_at DESC, rowid DESC LIMIT 500`,
      );
}

import { sql } from 'kysely';
import { one, run, transaction, type Db } from '../base/db';
import { walletErrors } from '../ledger/errors';
import type { WithdrawalRow } from './records';
import { staffMoneyErrors } from './staff-errors';

// One cashier at a time on a pending withdrawal (issue 35): a claim names the staff member and
// lapses by itself, so a cashier who walks away blocks nobody for long. Taking it is one UPDATE
// whose WHERE says who may (nobody holds it, the holder's time is up, or it is the caller's own):
// two cashiers clicking at once cannot both hold it.

/** A withdrawal as staff see it: who holds it, until when, and who settled it. */
export interface StaffWithdrawalRow extends WithdrawalRow {
  claimed_by: string | null;
  claim_until: number | null;
  settled_by: string | null;
}

export async function staffWithdrawal(db: Db, id: string): Promise<StaffWithdrawalRow> {
  const row = await one<StaffWithdrawalRow>(db, sql`SELECT * FROM withdrawals WHERE id = ${id}`);
  if (!row) throw walletErrors.notFound();
  return row;
}

/** The live claim of a pending withdrawal, or null (none, lapsed, or settled meanwhile by the operator key). */
export function liveClaim(row: StaffWithdrawalRow, nowSeconds: number): { by: string; until: number } | null {
  if (row.status !== 'pending' || row.claimed_by === null || row.claim_until === null || row.claim_until < nowSeconds) return null;
  return { by: row.claimed_by, until: row.claim_until };
}

/**
 * Claims a pending withdrawal for `username` until now + `claimSeconds`; claiming one's own again
 * extends it. Another staff member's live claim: CLAIMED_BY_OTHER, naming them and until when.
 */
export async function claimWithdrawal(db: Db, id: string, username: string, nowSeconds: number, claimSeconds: number): Promise<StaffWithdrawalRow> {
  const taken = await run(
    db,
    sql`UPDATE withdrawals SET claimed_by = ${username}, claim_until = ${nowSeconds + claimSeconds}
        WHERE id = ${id} AND status = 'pending' AND (claimed_by IS NULL OR claim_until IS NULL OR claim_until < ${nowSeconds} OR claimed_by = ${username})`,
  );
  const row = await staffWithdrawal(db, id);
  if (taken === 1) return row;
  if (row.status !== 'pending') throw walletErrors.withdrawalClosed();
  const holder = liveClaim(row, nowSeconds);
  throw staffMoneyErrors.claimedByOther(holder?.by ?? '', holder?.until ?? nowSeconds);
}

/** Gives the claim back: only its holder may; a withdrawal nobody holds is answered as it is. */
export async function releaseWithdrawal(db: Db, id: string, username: string, nowSeconds: number): Promise<StaffWithdrawalRow> {
  // The claim read is the claim cleared: another cashier cannot take it in between.
  return transaction(db, async (tx) => {
    const row = await staffWithdrawal(tx, id);
    const holder = liveClaim(row, nowSeconds);
    if (holder && holder.by !== username) throw staffMoneyErrors.claimedByOther(holder.by, holder.until);
    if (row.claimed_by !== null) await clearClaim(tx, id);
    return staffWithdrawal(tx, id);
  });
}

/** The caller must hold a live claim on the withdrawal (pay, reject): CLAIM_REQUIRED otherwise, whoever holds it. */
export function requireClaim(row: StaffWithdrawalRow, username: string, nowSeconds: number): void {
  if (liveClaim(row, nowSeconds)?.by !== username) throw staffMoneyErrors.claimRequired();
}

export async function clearClaim(db: Db, id: string): Promise<void> {
  await run(db, sql`UPDATE withdrawals SET claimed_by = NULL, claim_until = NULL WHERE id = ${id}`);
}

import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';

// The member's promotion choice and turnover lock (ADR 0013): one row each per member. The
// deposit keeps what its promotion did (title, bonus, why none), so its record can say so
// (the tables: promotionSchema in app/schema.ts).

export async function storedChoice(db: Db, memberId: number): Promise<string | null> {
  const row = await one<{ promotion_id: string }>(db, sql`SELECT promotion_id FROM promotion_choices WHERE member_id = ${memberId}`);
  return row?.promotion_id ?? null;
}

export async function storeChoice(db: Db, memberId: number, promotionId: string | null, nowSeconds: number): Promise<void> {
  if (promotionId === null) {
    await run(db, sql`DELETE FROM promotion_choices WHERE member_id = ${memberId}`);
    return;
  }
  await run(
    db,
    sql`INSERT INTO promotion_choices (member_id, promotion_id, chosen_at) VALUES (${memberId}, ${promotionId}, ${nowSeconds})
        ON CONFLICT (member_id) DO UPDATE SET promotion_id = excluded.promotion_id, chosen_at = excluded.chosen_at`,
  );
}

export interface LockRow {
  required_satang: number;
  started_at: number;
}

export async function lockOf(db: Db, memberId: number): Promise<LockRow | undefined> {
  return one<LockRow>(db, sql`SELECT required_satang, started_at FROM turnover_locks WHERE member_id = ${memberId}`);
}

export async function clearLock(db: Db, memberId: number): Promise<void> {
  await run(db, sql`DELETE FROM turnover_locks WHERE member_id = ${memberId}`);
}

export async function storeLock(db: Db, memberId: number, lock: LockRow, nowSeconds: number): Promise<void> {
  await run(
    db,
    sql`INSERT INTO turnover_locks (member_id, required_satang, started_at, updated_at)
        VALUES (${memberId}, ${lock.required_satang}, ${lock.started_at}, ${nowSeconds})
        ON CONFLICT (member_id) DO UPDATE SET required_satang = excluded.required_satang, started_at = excluded.started_at, updated_at = excluded.updated_at`,
  );
}

/** Stakes of the member's rounds settled at or after `fromSeconds` (the bets table, ADR 0012). */
export async function stakesSince(db: Db, memberId: number, fromSeconds: number): Promise<number> {
  const row = await one<{ s: number }>(
    db,
    sql`SELECT COALESCE(SUM(stake_satang), 0) AS s FROM bets WHERE member_id = ${memberId} AND settled_at >= ${fromSeconds}`,
  );
  return row?.s ?? 0;
}

/** Whether the member has a credited deposit (other than `exceptId`) settled at or after `fromSeconds`. */
export async function hasCreditedDeposit(db: Db, memberId: number, fromSeconds: number, exceptId: string | null): Promise<boolean> {
  const except = exceptId === null ? sql`` : sql` AND id <> ${exceptId}`;
  const row = await one(
    db,
    sql`SELECT 1 AS found FROM deposits WHERE member_id = ${memberId} AND status = 'credited' AND settled_at >= ${fromSeconds}${except} LIMIT 1`,
  );
  return row !== undefined;
}

export async function recordPromotion(db: Db, depositId: string, result: { title: string; bonusSatang: number; note: string | null }): Promise<void> {
  await run(
    db,
    sql`UPDATE deposits SET promotion_title = ${result.title}, bonus_satang = ${result.bonusSatang}, promotion_note = ${result.note} WHERE id = ${depositId}`,
  );
}

import type { Db } from '../base/db';

// The member's promotion choice and turnover lock (ADR 0013): one row each per member. The
// deposit keeps what its promotion did (title, bonus, why none), so its record can say so
// (the tables: promotionSchema in app/schema.ts).

export function storedChoice(db: Db, memberId: number): string | null {
  const row = db.prepare('SELECT promotion_id FROM promotion_choices WHERE member_id = ?').get(memberId) as { promotion_id: string } | undefined;
  return row?.promotion_id ?? null;
}

export function storeChoice(db: Db, memberId: number, promotionId: string | null, nowSeconds: number): void {
  if (promotionId === null) {
    db.prepare('DELETE FROM promotion_choices WHERE member_id = ?').run(memberId);
    return;
  }
  db.prepare(
    `INSERT INTO promotion_choices (member_id, promotion_id, chosen_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET promotion_id = excluded.promotion_id, chosen_at = excluded.chosen_at`,
  ).run(memberId, promotionId, nowSeconds);
}

export interface LockRow {
  required_satang: number;
  started_at: number;
}

export function lockOf(db: Db, memberId: number): LockRow | undefined {
  return db.prepare('SELECT required_satang, started_at FROM turnover_locks WHERE member_id = ?').get(memberId) as LockRow | undefined;
}

export function clearLock(db: Db, memberId: number): void {
  db.prepare('DELETE FROM turnover_locks WHERE member_id = ?').run(memberId);
}

export function storeLock(db: Db, memberId: number, lock: LockRow, nowSeconds: number): void {
  db.prepare(
    `INSERT INTO turnover_locks (member_id, required_satang, started_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET required_satang = excluded.required_satang, started_at = excluded.started_at, updated_at = excluded.updated_at`,
  ).run(memberId, lock.required_satang, lock.started_at, nowSeconds);
}

/** Stakes of the member's rounds settled at or after `fromSeconds` (the bets table, ADR 0012). */
export function stakesSince(db: Db, memberId: number, fromSeconds: number): number {
  return (
    db.prepare('SELECT COALESCE(SUM(stake_satang), 0) AS s FROM bets WHERE member_id = ? AND settled_at >= ?').get(memberId, fromSeconds) as {
      s: number;
    }
  ).s;
}

/** Whether the member has a credited deposit (other than `exceptId`) settled at or after `fromSeconds`. */
export function hasCreditedDeposit(db: Db, memberId: number, fromSeconds: number, exceptId: string | null): boolean {
  return (
    db
      .prepare("SELECT 1 FROM deposits WHERE member_id = ? AND status = 'credited' AND settled_at >= ? AND id IS NOT ? LIMIT 1")
      .get(memberId, fromSeconds, exceptId) !== undefined
  );
}

export function recordPromotion(db: Db, depositId: string, result: { title: string; bonusSatang: number; note: string | null }): void {
  db.prepare('UPDATE deposits SET promotion_title = ?, bonus_satang = ?, promotion_note = ? WHERE id = ?').run(
    result.title,
    result.bonusSatang,
    result.note,
    depositId,
  );
}

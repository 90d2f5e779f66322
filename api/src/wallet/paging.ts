import type { Db } from '../base/db';

/** Rows a history page holds (deposits, withdrawals, statement). */
export const pageSize = 20;

/** One page of a member's deposits or withdrawals, newest first, and how many there are. */
export function memberHistoryPage<Row>(db: Db, table: 'deposits' | 'withdrawals', memberId: number, page: number): { rows: Row[]; total: number } {
  // `table` is one of two literals, never input: safe to put in the statement.
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`)
    .all(memberId, pageSize, (page - 1) * pageSize) as Row[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`).get(memberId) as { n: number }).n;
  return { rows, total };
}

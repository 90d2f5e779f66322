import { sql, type RawBuilder } from 'kysely';
import { all, one, type Db } from '../base/db';
import type { StaffWithdrawalRow } from './claims';
import { pageSize } from './paging';
import type { DepositRow } from './records';

// The cashiers' lists (issue 35): the pending ones oldest first, so the one waiting longest is on
// top; settled ones newest first. Filters are bound parameters; LIKE's wildcards in what staff
// type are escaped, so "%" finds a "%".

const like = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where a member's username, secondary username (or, for a withdrawal, the account paid to)
 * contains `q`, whatever the letters' case (as SQLite's LIKE always compared; PostgreSQL's does not).
 */
function searchClause(q: string | undefined, accountColumn: RawBuilder<unknown> | null): RawBuilder<unknown> {
  const text = q?.trim() ?? '';
  if (!text) return sql``;
  const clauses = [sql`LOWER(m.username) LIKE LOWER(${like(text)}) ESCAPE '\\'`, sql`LOWER(m.username2) LIKE LOWER(${like(text)}) ESCAPE '\\'`];
  const digits = text.replace(/[^0-9]/g, '');
  if (accountColumn && digits) clauses.push(sql`${accountColumn} LIKE ${like(digits)} ESCAPE '\\'`);
  return sql` AND (${sql.join(clauses, sql` OR `)})`;
}

export interface WithdrawalFilter {
  status: StaffWithdrawalRow['status'];
  q?: string;
  minSatang?: number | null;
}

export async function withdrawalQueue(db: Db, filter: WithdrawalFilter, page: number): Promise<{ rows: StaffWithdrawalRow[]; total: number }> {
  const search = searchClause(filter.q, sql`w.bank_account`);
  const min = filter.minSatang ?? null;
  const where = sql`w.status = ${filter.status}${min === null ? sql`` : sql` AND w.amount_satang >= ${min}`}${search}`;
  const order = filter.status === 'pending' ? sql`w.created_at ASC, w.rowid ASC` : sql`w.created_at DESC, w.rowid DESC`;
  const from = sql`FROM withdrawals w JOIN members m ON m.id = w.member_id`;
  const rows = await all<StaffWithdrawalRow>(db, sql`SELECT w.* ${from} WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const total = (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n ${from} WHERE ${where}`))?.n ?? 0;
  return { rows, total };
}

export async function depositQueue(db: Db, filter: { status: DepositRow['status']; q?: string }, page: number): Promise<{ rows: DepositRow[]; total: number }> {
  const search = searchClause(filter.q, null);
  const where = sql`d.status = ${filter.status}${search}`;
  const order = filter.status === 'pending' || filter.status === 'held' ? sql`d.created_at ASC, d.rowid ASC` : sql`d.created_at DESC, d.rowid DESC`;
  const from = sql`FROM deposits d JOIN members m ON m.id = d.member_id`;
  const rows = await all<DepositRow>(db, sql`SELECT d.* ${from} WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const total = (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n ${from} WHERE ${where}`))?.n ?? 0;
  return { rows, total };
}

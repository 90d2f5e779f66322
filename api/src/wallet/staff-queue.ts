import type { Db } from '../base/db';
import type { StaffWithdrawalRow } from './claims';
import { pageSize } from './paging';
import type { DepositRow } from './records';

// The cashiers' lists (issue 35): the pending ones oldest first, so the one waiting longest is on
// top; settled ones newest first. Filters are bound parameters; LIKE's wildcards in what staff
// type are escaped, so "%" finds a "%".

const like = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where a member's username, secondary username (or, for a withdrawal, the account paid to) contains `q`. */
function searchClause(q: string | undefined, accountColumn: string | null): { sql: string; params: string[] } {
  const text = q?.trim() ?? '';
  if (!text) return { sql: '', params: [] };
  const clauses = ["m.username LIKE ? ESCAPE '\\'", "m.username2 LIKE ? ESCAPE '\\'"];
  const params = [like(text), like(text)];
  const digits = text.replace(/[^0-9]/g, '');
  if (accountColumn && digits) {
    clauses.push(`${accountColumn} LIKE ? ESCAPE '\\'`);
    params.push(like(digits));
  }
  return { sql: ` AND (${clauses.join(' OR ')})`, params };
}

export interface WithdrawalFilter {
  status: StaffWithdrawalRow['status'];
  q?: string;
  minSatang?: number | null;
}

export function withdrawalQueue(db: Db, filter: WithdrawalFilter, page: number): { rows: StaffWithdrawalRow[]; total: number } {
  const search = searchClause(filter.q, 'w.bank_account');
  const min = filter.minSatang ?? null;
  const where = `w.status = ?${min === null ? '' : ' AND w.amount_satang >= ?'}${search.sql}`;
  const params: (string | number)[] = [filter.status, ...(min === null ? [] : [min]), ...search.params];
  const order = filter.status === 'pending' ? 'w.created_at ASC, w.rowid ASC' : 'w.created_at DESC, w.rowid DESC';
  const from = 'FROM withdrawals w JOIN members m ON m.id = w.member_id';
  const rows = db
    .prepare(`SELECT w.* ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as StaffWithdrawalRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...params) as { n: number }).n;
  return { rows, total };
}

export function depositQueue(db: Db, filter: { status: DepositRow['status']; q?: string }, page: number): { rows: DepositRow[]; total: number } {
  const search = searchClause(filter.q, null);
  const where = `d.status = ?${search.sql}`;
  const params = [filter.status, ...search.params];
  const order = filter.status === 'pending' || filter.status === 'held' ? 'd.created_at ASC, d.rowid ASC' : 'd.created_at DESC, d.rowid DESC';
  const from = 'FROM deposits d JOIN members m ON m.id = d.member_id';
  const rows = db
    .prepare(`SELECT d.* ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as DepositRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...params) as { n: number }).n;
  return { rows, total };
}

import { createHash } from 'node:crypto';
import type { Db } from '../base/db';
import { instant } from '../base/clock';

// The audit trail (issue 35, ADR 0046): who did what, when, from which address, before and after.
// Rows are only ever added (the table's triggers refuse UPDATE and DELETE, audit/schema.ts), each
// in the same transaction as the action it records, so an action and its row stand or fall
// together. Each row's hash covers the one before it.

/** Who acted: a staff member, or `system` (the operator key of a machine caller, the CLI). */
export type AuditActor = { kind: 'staff'; username: string } | { kind: 'system'; name?: string };

export interface AuditEvent {
  actor: AuditActor;
  /** `<thing>.<verb>`: `withdrawal.pay`, `member.view`, `site.update`, `staff.sign-in`. */
  action: string;
  target?: { kind: string; id: string } | null;
  ip?: string | null;
  /** Any JSON value: the state before and after (secrets left out by the caller). */
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  id: number;
  at: number;
  actor: string;
  actor_kind: 'staff' | 'system';
  action: string;
  target_kind: string | null;
  target_id: string | null;
  ip: string | null;
  before_json: string | null;
  after_json: string | null;
  prev_hash: string;
  hash: string;
}

const genesis = '0'.repeat(64);

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

function rowHash(prevHash: string, fields: (string | number | null)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([prevHash, ...fields]))
    .digest('hex');
}

/** The hashed fields of a row, in order. */
function hashedFields(row: Omit<AuditRow, 'id' | 'prev_hash' | 'hash'>): (string | number | null)[] {
  return [row.at, row.actor, row.actor_kind, row.action, row.target_kind, row.target_id, row.ip, row.before_json, row.after_json];
}

/**
 * Appends one row. Call it inside the transaction of the action it records (better-sqlite3
 * transactions nest), so the row exists exactly when the action happened.
 */
export function recordAudit(db: Db, event: AuditEvent, nowSeconds: number): void {
  const row = {
    at: nowSeconds,
    actor: event.actor.kind === 'staff' ? event.actor.username : (event.actor.name ?? 'system'),
    actor_kind: event.actor.kind,
    action: event.action,
    target_kind: event.target?.kind ?? null,
    target_id: event.target?.id ?? null,
    ip: event.ip ?? null,
    before_json: json(event.before),
    after_json: json(event.after),
  };
  const append = db.transaction(() => {
    const last = db.prepare('SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1').get() as { hash: string } | undefined;
    const prev = last?.hash ?? genesis;
    db.prepare(
      `INSERT INTO audit_log (at, actor, actor_kind, action, target_kind, target_id, ip, before_json, after_json, prev_hash, hash)
       VALUES (@at, @actor, @actor_kind, @action, @target_kind, @target_id, @ip, @before_json, @after_json, @prev, @hash)`,
    ).run({ ...row, prev, hash: rowHash(prev, hashedFields(row)) });
  });
  append.immediate();
}

export interface AuditFilter {
  actor?: string;
  /** A prefix of the action. */
  action?: string;
  target?: string;
  /** Seconds, inclusive. */
  fromSeconds?: number;
  /** Seconds, exclusive. */
  toSeconds?: number;
}

function whereOf(filter: AuditFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.actor) {
    clauses.push('actor = ?');
    params.push(filter.actor);
  }
  if (filter.action) {
    clauses.push("action LIKE ? ESCAPE '\\'");
    params.push(`${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.target) {
    clauses.push('target_id = ?');
    params.push(filter.target);
  }
  if (filter.fromSeconds !== undefined) {
    clauses.push('at >= ?');
    params.push(filter.fromSeconds);
  }
  if (filter.toSeconds !== undefined) {
    clauses.push('at < ?');
    params.push(filter.toSeconds);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** Rows matching the filter, newest first. */
export function queryAudit(db: Db, filter: AuditFilter, page: number, pageSize: number): { rows: AuditRow[]; total: number } {
  const { sql, params } = whereOf(filter);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM audit_log ${sql}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`SELECT * FROM audit_log ${sql} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...params, pageSize, (page - 1) * pageSize) as AuditRow[];
  return { rows, total };
}

/** A row as the contract's AuditEntry. */
export function auditEntry(row: AuditRow) {
  return {
    id: row.id,
    at: instant(row.at),
    actor: row.actor,
    actorKind: row.actor_kind,
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    ip: row.ip,
    before: row.before_json,
    after: row.after_json,
  };
}

/** At most this many rows in one export. */
export const auditExportMax = 50_000;

/** One CSV field: quoted, quotes doubled; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The filtered rows, oldest first, as CSV (UTF-8 with a BOM, so Thai opens right in a spreadsheet). */
export function auditCsv(db: Db, filter: AuditFilter): { csv: string; rows: number } {
  const { sql, params } = whereOf(filter);
  const rows = db.prepare(`SELECT * FROM audit_log ${sql} ORDER BY id ASC LIMIT ?`).all(...params, auditExportMax) as AuditRow[];
  const header = ['id', 'at', 'actor', 'actor_kind', 'action', 'target_kind', 'target_id', 'ip', 'before', 'after', 'hash'];
  const lines = rows.map((row) =>
    [row.id, instant(row.at), row.actor, row.actor_kind, row.action, row.target_kind, row.target_id, row.ip, row.before_json, row.after_json, row.hash]
      .map(csvField)
      .join(','),
  );
  return { csv: `\uFEFF${[header.map(csvField).join(','), ...lines].join('\r\n')}\r\n`, rows: rows.length };
}

/** Walks the chain: the first row whose hash does not follow from the one before, or null when whole. */
export function verifyAuditChain(db: Db): { rows: number; brokenAt: number | null } {
  let prev = genesis;
  let count = 0;
  for (const row of db.prepare('SELECT * FROM audit_log ORDER BY id ASC').iterate() as IterableIterator<AuditRow>) {
    count += 1;
    if (row.prev_hash !== prev || row.hash !== rowHash(prev, hashedFields(row))) return { rows: count, brokenAt: row.id };
    prev = row.hash;
  }
  return { rows: count, brokenAt: null };
}

import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
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
 * Appends one row. Call it inside the transaction of the action it records, with its `tx` (a
 * savepoint there), so the row exists exactly when the action happened.
 */
export async function recordAudit(db: Db, event: AuditEvent, nowSeconds: number): Promise<void> {
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
  // The last hash and the new row in one transaction: two appends at once cannot both follow one row.
  await transaction(db, async (tx) => {
    const last = await one<{ hash: string }>(tx, sql`SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1`);
    const prev = last?.hash ?? genesis;
    await run(
      tx,
      sql`INSERT INTO audit_log (at, actor, actor_kind, action, target_kind, target_id, ip, before_json, after_json, prev_hash, hash)
          VALUES (${row.at}, ${row.actor}, ${row.actor_kind}, ${row.action}, ${row.target_kind}, ${row.target_id}, ${row.ip},
                  ${row.before_json}, ${row.after_json}, ${prev}, ${rowHash(prev, hashedFields(row))})`,
    );
  });
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

function whereOf(filter: AuditFilter): RawBuilder<unknown> {
  const clauses: RawBuilder<unknown>[] = [];
  if (filter.actor) clauses.push(sql`actor = ${filter.actor}`);
  // Any case, as SQLite's LIKE always matched (PostgreSQL's LIKE tells cases apart).
  if (filter.action) clauses.push(sql`LOWER(action) LIKE LOWER(${`${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) ESCAPE '\\'`);
  if (filter.target) clauses.push(sql`target_id = ${filter.target}`);
  if (filter.fromSeconds !== undefined) clauses.push(sql`at >= ${filter.fromSeconds}`);
  if (filter.toSeconds !== undefined) clauses.push(sql`at < ${filter.toSeconds}`);
  return clauses.length ? sql`WHERE ${sql.join(clauses, sql` AND `)}` : sql``;
}

/** Rows matching the filter, newest first. */
export async function queryAudit(db: Db, filter: AuditFilter, page: number, pageSize: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const total = (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM audit_log ${where}`))?.n ?? 0;
  const rows = await all<AuditRow>(db, sql`SELECT * FROM audit_log ${where} ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
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
export async function auditCsv(db: Db, filter: AuditFilter): Promise<{ csv: string; rows: number }> {
  const rows = await all<AuditRow>(db, sql`SELECT * FROM audit_log ${whereOf(filter)} ORDER BY id ASC LIMIT ${auditExportMax}`);
  const header = ['id', 'at', 'actor', 'actor_kind', 'action', 'target_kind', 'target_id', 'ip', 'before', 'after', 'hash'];
  const lines = rows.map((row) =>
    [row.id, instant(row.at), row.actor, row.actor_kind, row.action, row.target_kind, row.target_id, row.ip, row.before_json, row.after_json, row.hash]
      .map(csvField)
      .join(','),
  );
  return { csv: `\uFEFF${[header.map(csvField).join(','), ...lines].join('\r\n')}\r\n`, rows: rows.length };
}

/** Rows read at a time by the chain's walk: the whole trail is never in memory at once. */
const chainBatch = 1000;

/** Walks the chain: the first row whose hash does not follow from the one before, or null when whole. */
export async function verifyAuditChain(db: Db): Promise<{ rows: number; brokenAt: number | null }> {
  let prev = genesis;
  let count = 0;
  let afterId = 0;
  for (;;) {
    const rows = await all<AuditRow>(db, sql`SELECT * FROM audit_log WHERE id > ${afterId} ORDER BY id ASC LIMIT ${chainBatch}`);
    for (const row of rows) {
      count += 1;
      if (row.prev_hash !== prev || row.hash !== rowHash(prev, hashedFields(row))) return { rows: count, brokenAt: row.id };
      prev = row.hash;
    }
    if (rows.length < chainBatch) return { rows: count, brokenAt: null };
    afterId = (rows[rows.length - 1] as AuditRow).id;
  }
}

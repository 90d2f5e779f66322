import type { LedgerKind } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { formatSatang } from '../base/money';
import { walletErrors } from './errors';
import { recordMemberEvent } from '../push/events';

// The one door to members.credit_satang: the balance and its ledger row change together, in one
// transaction, so balance == sum(ledger) always holds and the balance never goes below zero.

export interface LedgerEntry {
  memberId: number;
  kind: LedgerKind;
  /** Signed satang: negative takes money out. */
  amountSatang: number;
  /** Thai, shown to the member in the statement. */
  description: string;
  /** The deposit, withdrawal or spin it belongs to. */
  reference?: string | null;
  nowSeconds: number;
}

export interface LedgerRow {
  id: number;
  member_id: number;
  kind: LedgerKind;
  amount_satang: number;
  balance_after_satang: number;
  description: string;
  reference: string | null;
  created_at: number;
}

/**
 * Moves the member's credit by `amountSatang` and records it; returns the balance after.
 * Throws INSUFFICIENT_BALANCE (nothing written) when it would go below zero. Safe inside an
 * outer transaction (better-sqlite3 nests it as a savepoint).
 */
export function postLedger(db: Db, entry: LedgerEntry): number {
  if (!Number.isSafeInteger(entry.amountSatang)) throw new Error(`[api] E4 not a whole satang amount: ${entry.amountSatang}`);
  return db.transaction(() => {
    const row = db
      .prepare('UPDATE members SET credit_satang = credit_satang + ? WHERE id = ? AND credit_satang + ? >= 0 RETURNING credit_satang')
      .get(entry.amountSatang, entry.memberId, entry.amountSatang) as { credit_satang: number } | undefined;
    if (!row) throw walletErrors.insufficientBalance();
    db.prepare(
      `INSERT INTO ledger (member_id, kind, amount_satang, balance_after_satang, description, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(entry.memberId, entry.kind, entry.amountSatang, row.credit_satang, entry.description, entry.reference ?? null, entry.nowSeconds);
    // The member's pages follow at once (ADR 0062): the event commits with the row.
    recordMemberEvent(db, entry.memberId, { kind: 'balance', data: { credit: formatSatang(row.credit_satang) } }, entry.nowSeconds);
    return row.credit_satang;
  })();
}

/** The sum of a member's ledger: what the balance must equal. */
export function ledgerSum(db: Db, memberId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_satang), 0) AS s FROM ledger WHERE member_id = ?').get(memberId) as { s: number }).s;
}

export function creditOf(db: Db, memberId: number): number {
  return (db.prepare('SELECT credit_satang FROM members WHERE id = ?').get(memberId) as { credit_satang: number } | undefined)?.credit_satang ?? 0;
}

/** The member's credit as the wire carries it: /credit's answer, and every answer that moved money. */
export function creditText(db: Db, memberId: number): string {
  return formatSatang(creditOf(db, memberId));
}

/** The version of the member's balance: the id of their latest ledger row (0 before any). Every change is a new row. */
export function balanceVersion(db: Db, memberId: number): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS v FROM ledger WHERE member_id = ?').get(memberId) as { v: number }).v;
}

/** One page of a member's ledger, newest first, between two instants (seconds, `to` exclusive). */
export function ledgerPage(
  db: Db,
  query: { memberId: number; fromSeconds: number; toSeconds: number; limit: number; offset: number },
): { rows: LedgerRow[]; total: number } {
  const where = 'member_id = ? AND created_at >= ? AND created_at < ?';
  const args = [query.memberId, query.fromSeconds, query.toSeconds];
  const rows = db.prepare(`SELECT * FROM ledger WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, query.limit, query.offset) as LedgerRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ledger WHERE ${where}`).get(...args) as { n: number }).n;
  return { rows, total };
}

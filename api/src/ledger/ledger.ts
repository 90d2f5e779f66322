import type { LedgerKind } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
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
 * outer transaction (a savepoint there).
 */
export async function postLedger(db: Db, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.amountSatang)) throw new Error(`[api] E4 not a whole satang amount: ${entry.amountSatang}`);
  return transaction(db, async (tx) => {
    const row = await one<{ credit_satang: number }>(
      tx,
      sql`UPDATE members SET credit_satang = credit_satang + ${entry.amountSatang}
          WHERE id = ${entry.memberId} AND credit_satang + ${entry.amountSatang} >= 0 RETURNING credit_satang`,
    );
    if (!row) throw walletErrors.insufficientBalance();
    await run(
      tx,
      sql`INSERT INTO ledger (member_id, kind, amount_satang, balance_after_satang, description, reference, created_at)
          VALUES (${entry.memberId}, ${entry.kind}, ${entry.amountSatang}, ${row.credit_satang}, ${entry.description},
                  ${entry.reference ?? null}, ${entry.nowSeconds})`,
    );
    // The member's pages follow at once (ADR 0062): the event commits with the row.
    await recordMemberEvent(tx, entry.memberId, { kind: 'balance', data: { credit: formatSatang(row.credit_satang) } }, entry.nowSeconds);
    return row.credit_satang;
  });
}

/** The sum of a member's ledger: what the balance must equal. */
export async function ledgerSum(db: Db, memberId: number): Promise<number> {
  const row = await one<{ s: number }>(db, sql`SELECT COALESCE(SUM(amount_satang), 0) AS s FROM ledger WHERE member_id = ${memberId}`);
  return row?.s ?? 0;
}

export async function creditOf(db: Db, memberId: number): Promise<number> {
  return (await one<{ credit_satang: number }>(db, sql`SELECT credit_satang FROM members WHERE id = ${memberId}`))?.credit_satang ?? 0;
}

/** The member's credit as the wire carries it: /credit's answer, and every answer that moved money. */
export async function creditText(db: Db, memberId: number): Promise<string> {
  return formatSatang(await creditOf(db, memberId));
}

/** The version of the member's balance: the id of their latest ledger row (0 before any). Every change is a new row. */
export async function balanceVersion(db: Db, memberId: number): Promise<number> {
  return (await one<{ v: number }>(db, sql`SELECT COALESCE(MAX(id), 0) AS v FROM ledger WHERE member_id = ${memberId}`))?.v ?? 0;
}

/** One page of a member's ledger, newest first, between two instants (seconds, `to` exclusive). */
export async function ledgerPage(
  db: Db,
  query: { memberId: number; fromSeconds: number; toSeconds: number; limit: number; offset: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = sql`member_id = ${query.memberId} AND created_at >= ${query.fromSeconds} AND created_at < ${query.toSeconds}`;
  const rows = await all<LedgerRow>(db, sql`SELECT * FROM ledger WHERE ${where} ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`);
  const total = (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM ledger WHERE ${where}`))?.n ?? 0;
  return { rows, total };
}

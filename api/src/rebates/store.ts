import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { all, exec, one, run, type Db } from '../base/db';

// Play data and rebate claims (issue 8). The reference API has no game provider: `bets` stands in
// for the rounds a provider reports. Recording a round does NOT move credit (ADR 0012): the
// provider's own wallet is where stakes and wins would move, and the demo balances other tests
// expect stay as they are. Claims DO move credit, through postLedger.
const tables = `
  CREATE TABLE IF NOT EXISTS bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    provider TEXT NOT NULL,
    category TEXT NOT NULL,
    stake_satang INTEGER NOT NULL CHECK (stake_satang >= 0),
    payout_satang INTEGER NOT NULL CHECK (payout_satang >= 0),
    settled_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS bets_member ON bets(member_id, settled_at);
  CREATE TABLE IF NOT EXISTS rebate_claims (
    id TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    period_from TEXT NOT NULL,
    period_to TEXT NOT NULL,
    base_satang INTEGER NOT NULL,
    amount_satang INTEGER NOT NULL CHECK (amount_satang > 0),
    created_at INTEGER NOT NULL,
    UNIQUE (member_id, kind, period_from)
  );
  CREATE INDEX IF NOT EXISTS rebate_claims_member ON rebate_claims(member_id, created_at);
`;

/** Idempotent: the rebates' own tables, outside the numbered migrations (ADR 0012). */
export async function ensureRebateTables(db: Db): Promise<void> {
  await exec(db, tables);
}

export interface BetInput {
  memberId: number;
  game: string;
  provider: string;
  category: string;
  stakeSatang: number;
  payoutSatang: number;
  settledAt: number;
}

export interface BetRow {
  id: number;
  member_id: number;
  game: string;
  provider: string;
  category: string;
  stake_satang: number;
  payout_satang: number;
  settled_at: number;
}

/** Records the rounds, all or none (one statement; a request carries at most 500). */
export async function addBets(db: Db, bets: readonly BetInput[]): Promise<void> {
  if (bets.length === 0) return;
  const rows = bets.map((b) => sql`(${b.memberId}, ${b.game}, ${b.provider}, ${b.category}, ${b.stakeSatang}, ${b.payoutSatang}, ${b.settledAt})`);
  await run(db, sql`INSERT INTO bets (member_id, game, provider, category, stake_satang, payout_satang, settled_at) VALUES ${sql.join(rows)}`);
}

/** Sum of stakes and of payouts of a member's rounds settled in [from, to) (seconds). */
export async function playSums(db: Db, memberId: number, fromSeconds: number, toSeconds: number): Promise<{ rounds: number; stake: number; payout: number }> {
  const row = await one<{ rounds: number; stake: number; payout: number }>(
    db,
    sql`SELECT COUNT(*) AS rounds, COALESCE(SUM(stake_satang), 0) AS stake, COALESCE(SUM(payout_satang), 0) AS payout
        FROM bets WHERE member_id = ${memberId} AND settled_at >= ${fromSeconds} AND settled_at < ${toSeconds}`,
  );
  return row ?? { rounds: 0, stake: 0, payout: 0 };
}

export async function betPage(db: Db, memberId: number, fromSeconds: number, toSeconds: number, limit: number, offset: number): Promise<BetRow[]> {
  return all<BetRow>(
    db,
    sql`SELECT * FROM bets WHERE member_id = ${memberId} AND settled_at >= ${fromSeconds} AND settled_at < ${toSeconds}
        ORDER BY settled_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface ClaimRow {
  id: string;
  member_id: number;
  kind: 'cashback' | 'payback';
  period_from: string;
  period_to: string;
  base_satang: number;
  amount_satang: number;
  created_at: number;
}

export async function findClaim(db: Db, memberId: number, kind: string, periodFrom: string): Promise<ClaimRow | undefined> {
  return one<ClaimRow>(db, sql`SELECT * FROM rebate_claims WHERE member_id = ${memberId} AND kind = ${kind} AND period_from = ${periodFrom}`);
}

/** Writes the claim; undefined when the member already has one of the kind for the period (the UNIQUE key). */
export async function insertClaim(db: Db, claim: Omit<ClaimRow, 'id'>): Promise<ClaimRow | undefined> {
  const row: ClaimRow = { id: randomUUID(), ...claim };
  const written = await run(
    db,
    sql`INSERT INTO rebate_claims (id, member_id, kind, period_from, period_to, base_satang, amount_satang, created_at)
        VALUES (${row.id}, ${row.member_id}, ${row.kind}, ${row.period_from}, ${row.period_to}, ${row.base_satang}, ${row.amount_satang}, ${row.created_at})
        ON CONFLICT (member_id, kind, period_from) DO NOTHING`,
  );
  return written === 1 ? row : undefined;
}

export async function claimHistory(
  db: Db,
  memberId: number,
  kind: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const where = kind ? sql`member_id = ${memberId} AND kind = ${kind}` : sql`member_id = ${memberId}`;
  // The id breaks a tie of the same second (a random UUID: a fixed order, not the order written).
  const rows = await all<ClaimRow>(db, sql`SELECT * FROM rebate_claims WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`);
  const total = (await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM rebate_claims WHERE ${where}`))?.n ?? 0;
  return { rows, total };
}

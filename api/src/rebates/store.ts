import { randomUUID } from 'node:crypto';
import type { Db } from '../base/db';

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
export function ensureRebateTables(db: Db): void {
  db.exec(tables);
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

export function addBets(db: Db, bets: readonly BetInput[]): void {
  const insert = db.prepare('INSERT INTO bets (member_id, game, provider, category, stake_satang, payout_satang, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const b of bets) insert.run(b.memberId, b.game, b.provider, b.category, b.stakeSatang, b.payoutSatang, b.settledAt);
  })();
}

/** Sum of stakes and of payouts of a member's rounds settled in [from, to) (seconds). */
export function playSums(db: Db, memberId: number, fromSeconds: number, toSeconds: number): { rounds: number; stake: number; payout: number } {
  return db
    .prepare(
      `SELECT COUNT(*) AS rounds, COALESCE(SUM(stake_satang), 0) AS stake, COALESCE(SUM(payout_satang), 0) AS payout
       FROM bets WHERE member_id = ? AND settled_at >= ? AND settled_at < ?`,
    )
    .get(memberId, fromSeconds, toSeconds) as { rounds: number; stake: number; payout: number };
}

export function betPage(db: Db, memberId: number, fromSeconds: number, toSeconds: number, limit: number, offset: number): BetRow[] {
  return db
    .prepare('SELECT * FROM bets WHERE member_id = ? AND settled_at >= ? AND settled_at < ? ORDER BY settled_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(memberId, fromSeconds, toSeconds, limit, offset) as BetRow[];
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

export function findClaim(db: Db, memberId: number, kind: string, periodFrom: string): ClaimRow | undefined {
  return db.prepare('SELECT * FROM rebate_claims WHERE member_id = ? AND kind = ? AND period_from = ?').get(memberId, kind, periodFrom) as ClaimRow | undefined;
}

export function insertClaim(db: Db, claim: Omit<ClaimRow, 'id'>): ClaimRow {
  const row: ClaimRow = { id: randomUUID(), ...claim };
  db.prepare(
    `INSERT INTO rebate_claims (id, member_id, kind, period_from, period_to, base_satang, amount_satang, created_at)
     VALUES (@id, @member_id, @kind, @period_from, @period_to, @base_satang, @amount_satang, @created_at)`,
  ).run(row);
  return row;
}

export function claimHistory(db: Db, memberId: number, kind: string | undefined, limit: number, offset: number): { rows: ClaimRow[]; total: number } {
  const where = kind ? 'member_id = ? AND kind = ?' : 'member_id = ?';
  const args = kind ? [memberId, kind] : [memberId];
  const rows = db
    .prepare(`SELECT * FROM rebate_claims WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as ClaimRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM rebate_claims WHERE ${where}`).get(...args) as { n: number }).n;
  return { rows, total };
}

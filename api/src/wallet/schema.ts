import { sql } from 'kysely';
import { addColumn, dialectOf, exec, one, run, type Db } from '../base/db';

// Version 4: the wallet. Every credit change is a ledger row (ADR 0010); deposits and withdrawals
// keep their own state. Partial unique indexes make the one-open-request rules hold under any race.
const tables = `
  CREATE TABLE IF NOT EXISTS ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    amount_satang INTEGER NOT NULL,
    balance_after_satang INTEGER NOT NULL CHECK (balance_after_satang >= 0),
    description TEXT NOT NULL,
    reference TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ledger_member ON ledger(member_id, id);
  CREATE TABLE IF NOT EXISTS deposits (
    id TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    method TEXT NOT NULL,
    status TEXT NOT NULL,
    amount_satang INTEGER NOT NULL,
    pay_amount_satang INTEGER NOT NULL,
    payload TEXT NOT NULL,
    credited_satang INTEGER,
    reason TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS deposits_member ON deposits(member_id, created_at);
  CREATE UNIQUE INDEX IF NOT EXISTS deposits_one_open ON deposits(member_id) WHERE status = 'pending';
  CREATE UNIQUE INDEX IF NOT EXISTS deposits_open_pay_amount ON deposits(pay_amount_satang) WHERE status = 'pending';
  CREATE TABLE IF NOT EXISTS withdrawals (
    id TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    amount_satang INTEGER NOT NULL,
    fee_satang INTEGER NOT NULL,
    bank_code TEXT NOT NULL,
    bank_account TEXT NOT NULL,
    account_name TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    reason TEXT,
    created_at INTEGER NOT NULL,
    settled_at INTEGER,
    UNIQUE (member_id, idempotency_key)
  );
  CREATE INDEX IF NOT EXISTS withdrawals_member ON withdrawals(member_id, created_at);
  CREATE UNIQUE INDEX IF NOT EXISTS withdrawals_one_pending ON withdrawals(member_id) WHERE status = 'pending';
`;

export const openingDescription = 'ยอดยกมา';

/**
 * Members from before the ledger get one opening 'adjustment' row for their credit, so that
 * balance == sum(ledger) holds from the first day.
 */
export async function openLedgers(db: Db, nowSeconds: number): Promise<void> {
  await run(
    db,
    sql`INSERT INTO ledger (member_id, kind, amount_satang, balance_after_satang, description, reference, created_at)
        SELECT id, 'adjustment', credit_satang, credit_satang, CAST(${openingDescription} AS TEXT), NULL, CAST(${nowSeconds} AS BIGINT)
        FROM members m
        WHERE credit_satang <> 0 AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.member_id = m.id)`,
  );
}

export async function walletSchema(db: Db): Promise<void> {
  await exec(db, tables);
  await openLedgers(db, Math.floor(Date.now() / 1000));
}

// Version 5: slip upload. A bank transaction reference credits once, whoever sends it: the
// primary key is what refuses the second (and the racing) submission.
export async function slipSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
    CREATE TABLE IF NOT EXISTS used_slips (
      trans_ref TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      deposit_id TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
  `,
  );
}

// Version 7: one bank transfer credits once, whichever way it arrives (the member's slip or the
// operator's bank-statement line): used_slips becomes credited_transfers, keyed by the bank's
// transaction reference, with where it came from. Old rows move over; the step can run again.
export async function creditedTransfersSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
    CREATE TABLE IF NOT EXISTS credited_transfers (
      trans_ref TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      deposit_id TEXT NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('slip', 'statement')),
      created_at INTEGER NOT NULL
    );
  `,
  );
  // Only an SQLite database from before version 7 has used_slips (PostgreSQL starts later).
  if (dialectOf(db) !== 'sqlite') return;
  if (await one(db, sql`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'used_slips'`)) {
    // WHERE true: SQLite reads an ON CONFLICT after a bare SELECT's FROM as part of a join.
    await run(
      db,
      sql`INSERT INTO credited_transfers (trans_ref, member_id, deposit_id, source, created_at)
          SELECT trans_ref, member_id, deposit_id, 'slip', created_at FROM used_slips WHERE true
          ON CONFLICT DO NOTHING`,
    );
    await exec(db, 'DROP TABLE used_slips');
  }
}

// Version 13: money that arrives is credited or held, never dropped (issue 22). A bank-statement
// line from a member's registered account credits that member (the open PromptPay request it pays,
// or a `transfer` deposit); a line that cannot be credited now (no member's account, several, over
// the member's deposit limit, during a break) waits in held_transfers for the operator. Open
// requests may share a pay amount: the sending account names the member, so no group of accounts
// can use up an amount's 99 satang tails and block others' deposits.
export async function heldTransfersSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
    CREATE TABLE IF NOT EXISTS held_transfers (
      id TEXT PRIMARY KEY,
      trans_ref TEXT NOT NULL UNIQUE,
      from_bank TEXT NOT NULL,
      from_account TEXT NOT NULL,
      amount_satang INTEGER NOT NULL CHECK (amount_satang > 0),
      reason TEXT NOT NULL CHECK (reason IN ('noMember', 'ambiguous', 'depositLimit', 'restricted')),
      member_id INTEGER REFERENCES members(id) ON DELETE SET NULL,
      deposit_id TEXT,
      status TEXT NOT NULL CHECK (status IN ('held', 'credited', 'returned')),
      note TEXT,
      created_at INTEGER NOT NULL,
      settled_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS held_transfers_status ON held_transfers(status, created_at);
    DROP INDEX IF EXISTS deposits_open_pay_amount;
  `,
  );
}

// Version 14, the back office (issue 35, ADR 0046): who holds a pending withdrawal (a claim that
// lapses by itself) and who settled it; money actions waiting for a second staff member (four
// eyes: a large withdrawal's payment, every balance adjustment), at most one open per
// withdrawal; and the bank statements staff imported (a repeated import credits nothing: each
// line's transRef credits once, ADR 0014).
export async function staffMoneySchema(db: Db): Promise<void> {
  for (const column of ['claimed_by', 'settled_by']) await addColumn(db, 'withdrawals', column, 'TEXT');
  await addColumn(db, 'withdrawals', 'claim_until', 'INTEGER');
  await addColumn(db, 'deposits', 'settled_by', 'TEXT');
  // A transfer's bank time (a slip's, an imported statement line's) and whether its reference was
  // derived from an export line that has none (docs/statement-imports.md): a slip and an imported
  // line of the same transfer then credit once, though their references differ. A held line keeps
  // both until staff credit it.
  await addColumn(db, 'credited_transfers', 'sent_at', 'INTEGER');
  await addColumn(db, 'credited_transfers', 'derived', 'INTEGER NOT NULL DEFAULT 0');
  await addColumn(db, 'held_transfers', 'sent_at', 'INTEGER');
  await addColumn(db, 'held_transfers', 'derived', 'INTEGER NOT NULL DEFAULT 0');
  await exec(
    db,
    `
    CREATE INDEX IF NOT EXISTS credited_transfers_member ON credited_transfers(member_id, sent_at);
    CREATE INDEX IF NOT EXISTS members_bank_account_tail ON members(bank_code, substr(bank_account, -4)) WHERE bank_account IS NOT NULL;
    CREATE INDEX IF NOT EXISTS withdrawals_status ON withdrawals(status, created_at);
    CREATE INDEX IF NOT EXISTS deposits_status ON deposits(status, created_at);
    CREATE TABLE IF NOT EXISTS approvals (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('withdrawal', 'adjustment')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined')),
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount_satang INTEGER NOT NULL CHECK (amount_satang <> 0),
      reason TEXT,
      withdrawal_id TEXT REFERENCES withdrawals(id),
      requested_by TEXT NOT NULL,
      requested_at INTEGER NOT NULL,
      decided_by TEXT,
      decided_at INTEGER,
      note TEXT,
      CHECK (decided_by IS NULL OR decided_by <> requested_by)
    );
    CREATE INDEX IF NOT EXISTS approvals_status ON approvals(status, requested_at);
    CREATE UNIQUE INDEX IF NOT EXISTS approvals_one_open_per_withdrawal ON approvals(withdrawal_id) WHERE status = 'pending' AND withdrawal_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS statement_imports (
      id TEXT PRIMARY KEY,
      bank TEXT NOT NULL,
      file_name TEXT NOT NULL,
      file_sha256 TEXT NOT NULL,
      imported_by TEXT NOT NULL,
      imported_at INTEGER NOT NULL,
      credited INTEGER NOT NULL,
      already_credited INTEGER NOT NULL,
      held INTEGER NOT NULL,
      skipped INTEGER NOT NULL
    );
  `,
  );
}

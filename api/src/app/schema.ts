// The database's schema, in the order it grew: the base's runner applies it (base/db.ts), each
// feature owns its tables' step (*/schema.ts), and this list puts them in order.
import { addColumn, dialectOf, exec, runMigrations, type Db, type Migration } from '../base/db';
import { ensureDefaultSettings } from '../site/settings';
import { creditedTransfersSchema, heldTransfersSchema, slipSchema, staffMoneySchema, walletSchema } from '../wallet/schema';
import { accountSchema, staffAccountSchema } from '../account/schema';
import { auditSchema } from '../audit/schema';
import { staffSchema } from '../staff/schema';
import { siteImagesSchema } from '../site/schema';
import { depositLimitSchema } from '../limits/schema';
import { saferPlaySchema } from '../safer-play/schema';
import { pushSchema } from '../push/schema';
import { loginGuardSchema } from '../session/login-guard';
import { rateWindowsSchema } from '../base/rate-windows';

/** Version 2: registration (bank account, LINE link), one-time codes, the SMS outbox, spent tickets. */
async function registrationSchema(db: Db): Promise<void> {
  const memberColumns = ['bank_code', 'bank_account', 'account_name', 'line_id', 'referral_source', 'line_user_id'];
  for (const column of memberColumns) await addColumn(db, 'members', column, 'TEXT');
  await exec(
    db,
    `
  CREATE UNIQUE INDEX IF NOT EXISTS members_bank_account ON members(bank_code, bank_account) WHERE bank_account IS NOT NULL;
  CREATE UNIQUE INDEX IF NOT EXISTS members_line_user_id ON members(line_user_id) WHERE line_user_id IS NOT NULL;
  CREATE TABLE IF NOT EXISTS otp_requests (
    id TEXT PRIMARY KEY,
    phone TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    verified_at INTEGER,
    created_at INTEGER NOT NULL,
    ip TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS otp_requests_phone ON otp_requests(phone, created_at);
  CREATE INDEX IF NOT EXISTS otp_requests_ip ON otp_requests(ip, created_at);
  CREATE TABLE IF NOT EXISTS sms_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    phone TEXT NOT NULL,
    request_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS used_tickets (
    jti TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS used_tickets_expires_at ON used_tickets(expires_at);
  `,
  );
}

/** Version 3: the lucky wheel's daily allowance and its spins. */
const luckyWheelSchema = `
  CREATE TABLE IF NOT EXISTS lucky_wheel_days (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    allowance INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (member_id, day)
  );
  CREATE TABLE IF NOT EXISTS lucky_wheel_spins (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    segment_index INTEGER NOT NULL,
    prize_satang INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS lucky_wheel_spins_member ON lucky_wheel_spins(member_id, created_at);
`;

/**
 * Version 6: what each SMS was (a code, or the notice to a phone that is already a member's), and
 * the index the site-wide hourly cap on codes counts with.
 */
async function smsKindSchema(db: Db): Promise<void> {
  await addColumn(db, 'sms_outbox', 'kind', "TEXT NOT NULL DEFAULT 'otp'");
  await exec(db, 'CREATE INDEX IF NOT EXISTS otp_requests_created ON otp_requests(created_at)');
}

/** Version 9: deposit promotions (ADR 0013): the member's choice, the turnover lock, what a deposit's promotion did. */
async function promotionSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
    CREATE TABLE IF NOT EXISTS promotion_choices (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      promotion_id TEXT NOT NULL,
      chosen_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS turnover_locks (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      required_satang INTEGER NOT NULL CHECK (required_satang >= 0),
      started_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
  `,
  );
  for (const column of ['promotion_title', 'promotion_note']) await addColumn(db, 'deposits', column, 'TEXT');
  await addColumn(db, 'deposits', 'bonus_satang', 'INTEGER');
}

/**
 * Version 10: promotion codes and the referral programme (issue 9, ADR 0016): the codes, one redemption per
 * member and code (the bonus wallet's record), each member's referral code and who referred them.
 */
async function promotionCodeSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS promotion_codes (
    code TEXT PRIMARY KEY,
    amount_satang INTEGER NOT NULL CHECK (amount_satang > 0),
    starts_at INTEGER NOT NULL,
    ends_at INTEGER,
    max_redemptions INTEGER CHECK (max_redemptions IS NULL OR max_redemptions > 0),
    rule TEXT NOT NULL DEFAULT 'none',
    min_deposit_satang INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit_satang >= 0),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS promotion_code_redemptions (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    code TEXT NOT NULL REFERENCES promotion_codes(code),
    amount_satang INTEGER NOT NULL CHECK (amount_satang > 0),
    redeemed_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, code)
  );
  CREATE INDEX IF NOT EXISTS promotion_code_redemptions_code ON promotion_code_redemptions(code);
  `,
  );
  await addColumn(db, 'members', 'referral_code', 'TEXT');
  await addColumn(db, 'members', 'referred_by', 'INTEGER REFERENCES members(id)');
  await exec(
    db,
    `
  CREATE UNIQUE INDEX IF NOT EXISTS members_referral_code ON members(referral_code) WHERE referral_code IS NOT NULL;
  CREATE INDEX IF NOT EXISTS members_referred_by ON members(referred_by) WHERE referred_by IS NOT NULL;
  `,
  );
}

/** Version 14: the staff back office (issue 35, ADR 0046), each feature's tables for it. */
async function backOfficeSchema(db: Db): Promise<void> {
  await auditSchema(db);
  await staffSchema(db);
  await staffMoneySchema(db);
  await staffAccountSchema(db);
  await siteImagesSchema(db);
}

// Append only: a database that has run migration N never runs it again (schema_version says so).
// Each step is still idempotent so a half-applied file from an old build cannot break start-up.
const migrations: readonly Migration[] = [
  `
  CREATE TABLE IF NOT EXISTS members (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    username2 TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    sportsbook_password TEXT NOT NULL,
    web_agent_group TEXT NOT NULL DEFAULT '',
    site_api TEXT NOT NULL DEFAULT '',
    credit_satang INTEGER NOT NULL DEFAULT 0,
    bonus_balance_satang INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sessions (
    jti TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions(expires_at);
  CREATE TABLE IF NOT EXISTS event_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    ip_address TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    last_entry TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS event_logs_member ON event_logs(member_id, created_at);
  CREATE TABLE IF NOT EXISTS settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  registrationSchema,
  luckyWheelSchema,
  walletSchema,
  slipSchema,
  smsKindSchema,
  creditedTransfersSchema,
  accountSchema,
  promotionSchema,
  promotionCodeSchema,
  depositLimitSchema,
  saferPlaySchema,
  heldTransfersSchema,
  backOfficeSchema,
  pushSchema,
  sharedStateSchema,
  writtenOrderSchema,
  bankTailSchema,
];

/** Version 16: what every process of the API must count as one (ADR 0063): sign-in failures and checks, rate windows. */
async function sharedStateSchema(db: Db): Promise<void> {
  await loginGuardSchema(db);
  await rateWindowsSchema(db);
}

/** The tables whose rows of one second are listed in the order they were written (by `rowid`). */
const writtenOrderTables = ['deposits', 'withdrawals', 'approvals', 'held_transfers', 'statement_imports'];

/**
 * Version 17 (ADR 0064): SQLite numbers every row in the order it was written (`rowid`); a
 * PostgreSQL table gets the same column, so both order those tables' rows alike with one query.
 */
async function writtenOrderSchema(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of writtenOrderTables) await exec(db, `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS rowid BIGINT GENERATED BY DEFAULT AS IDENTITY`);
}

/**
 * Version 18 (ADR 0064): the index on a registered account's last four digits (statement lines
 * show only those), in an expression both databases read alike; version 14's
 * `substr(bank_account, -4)` counts from the end on SQLite only.
 */
async function bankTailSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
    CREATE INDEX IF NOT EXISTS members_bank_account_last4 ON members(bank_code, substr(bank_account, length(bank_account) - 3)) WHERE bank_account IS NOT NULL;
    DROP INDEX IF EXISTS members_bank_account_tail;
    `,
  );
}

/**
 * Brings any database (file or ':memory:') to the current schema and fills in missing settings.
 * `target` stops at an older version: tests build yesterday's database with it.
 */
export async function migrate(db: Db, target: number = migrations.length): Promise<void> {
  await runMigrations(db, migrations, target, ensureDefaultSettings);
}

export function currentSchemaVersion(): number {
  return migrations.length;
}

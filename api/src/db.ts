import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ensureDefaultSettings } from './settings';

export type Db = Database.Database;

// Append only: a database that has run migration N never runs it again (schema_version says so).
// Each statement is still idempotent so a half-applied file from an old build cannot break start-up.
const migrations: readonly string[] = [
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
];

function schemaVersion(db: Db): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  return row.version ?? 0;
}

/** Brings any database (file or ':memory:') to the current schema and fills in missing settings. */
export function migrate(db: Db): void {
  db.pragma('foreign_keys = ON');
  const apply = db.transaction(() => {
    const from = schemaVersion(db);
    migrations.slice(from).forEach((sql, index) => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(from + index + 1);
    });
    ensureDefaultSettings(db);
  });
  apply.immediate();
}

export function currentSchemaVersion(): number {
  return migrations.length;
}

/** Opens (creating folder and file when needed) and migrates the database file. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers continue while a write commits; busy_timeout rides out a second process.
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

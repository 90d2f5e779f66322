import { exec, type Db } from '../base/db';

/**
 * Version 14, the back office (issue 35, ADR 0046): staff accounts (never members), each with its
 * own TOTP secret (sealed with a key derived from the token secret, staff/totp.ts) and recovery
 * codes (hashed, single use), and staff sessions: an opaque token (only its hash is kept) that
 * ends after 15 idle minutes, after 8 hours, at sign-out, or when the account is disabled.
 */
export async function staffSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS staff (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    roles TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
    totp_secret TEXT,
    totp_last_step INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    last_sign_in_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS staff_recovery_codes (
    staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at INTEGER,
    PRIMARY KEY (staff_id, code_hash)
  );
  CREATE TABLE IF NOT EXISTS staff_sessions (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_at INTEGER,
    ip TEXT,
    user_agent TEXT
  );
  CREATE INDEX IF NOT EXISTS staff_sessions_staff ON staff_sessions(staff_id, ended_at);
  `,
  );
}

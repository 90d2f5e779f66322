import { dialectOf, exec, type Db } from '../base/db';

/**
 * Version 14, the back office (issue 35, ADR 0046): the audit trail. Every staff action and every
 * staff view of a member's data is a row; the triggers make the table append-only for anyone
 * writing through SQL (an UPDATE or DELETE aborts), and each row carries the hash of the one
 * before it, so a rewrite by other means (the file edited, the triggers dropped) shows as a
 * broken chain (audit/store.ts `verifyChain`).
 */
export async function auditSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    actor_kind TEXT NOT NULL CHECK (actor_kind IN ('staff', 'system')),
    action TEXT NOT NULL,
    target_kind TEXT,
    target_id TEXT,
    ip TEXT,
    before_json TEXT,
    after_json TEXT,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log(at);
  CREATE INDEX IF NOT EXISTS audit_log_actor ON audit_log(actor, at);
  CREATE INDEX IF NOT EXISTS audit_log_target ON audit_log(target_id, at);
  `,
  );
  await exec(db, dialectOf(db) === 'postgres' ? postgresTriggers : sqliteTriggers);
}

const sqliteTriggers = `
  CREATE TRIGGER IF NOT EXISTS audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS audit_log_no_delete BEFORE DELETE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
`;

// PostgreSQL's triggers call a function; the same names and the same message as SQLite's.
const postgresTriggers = `
  CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$;
  CREATE OR REPLACE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
  CREATE OR REPLACE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
`;

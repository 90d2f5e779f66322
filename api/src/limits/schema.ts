import { exec, type Db } from '../base/db';

/**
 * Deposit limits (ADR 0017): one row per member and window with the limit in force and the raise
 * or removal waiting out its cooling-off (pending_effective_at set; pending_satang NULL = removal),
 * and every requested change with its old and new values and its requested and effective times.
 */
export async function depositLimitSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS deposit_limits (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
    limit_satang INTEGER CHECK (limit_satang > 0),
    pending_satang INTEGER CHECK (pending_satang > 0),
    pending_effective_at INTEGER,
    PRIMARY KEY (member_id, period)
  );
  CREATE TABLE IF NOT EXISTS deposit_limit_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    period TEXT NOT NULL,
    old_satang INTEGER,
    new_satang INTEGER,
    requested_at INTEGER NOT NULL,
    effective_at INTEGER NOT NULL,
    cancelled_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS deposit_limit_changes_member ON deposit_limit_changes(member_id, id);
  CREATE INDEX IF NOT EXISTS deposits_member_settled ON deposits(member_id, status, settled_at);
  `,
  );
}

import { exec, type Db } from '../base/db';

/**
 * Safer play (ADR 0018): one row per member who changed a setting (a break or exclusion's end,
 * the reality check's interval) and every change with its old and new value.
 */
export async function saferPlaySchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS safer_play (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    restriction_kind TEXT,
    restricted_until INTEGER,
    reality_check_minutes INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS safer_play_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    setting TEXT NOT NULL,
    old_value TEXT NOT NULL,
    new_value TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS safer_play_changes_member ON safer_play_changes(member_id, id);
  `,
  );
}

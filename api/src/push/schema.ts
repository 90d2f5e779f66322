import { exec, type Db } from '../base/db';

/**
 * Version 15: the member's event stream (ADR 0062). `member_events` is the change feed: one row
 * written in the transaction of each change a member page shows (a ledger row, a settled
 * withdrawal, an answered ticket), read in id order by every process that holds streams.
 * `stream_tickets` are the single-use tickets that open a stream, kept by their hash.
 */
export async function pushSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS member_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_events_member ON member_events(member_id, id);
  CREATE INDEX IF NOT EXISTS member_events_created_at ON member_events(created_at);
  CREATE TABLE IF NOT EXISTS stream_tickets (
    hash TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    session_jti TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS stream_tickets_expires_at ON stream_tickets(expires_at);
  CREATE INDEX IF NOT EXISTS sessions_revoked_at ON sessions(revoked_at) WHERE revoked_at IS NOT NULL;
  `,
  );
}

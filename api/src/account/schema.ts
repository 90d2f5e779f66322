import type { Db } from '../base/db';

/** The member's account (issue 9): announcements with per-member read state, support tickets. */
export function accountSchema(db: Db): void {
  db.exec(`
  CREATE TABLE IF NOT EXISTS announcements (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    published_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS announcements_published ON announcements(published_at);
  CREATE TABLE IF NOT EXISTS announcement_reads (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    announcement_id TEXT NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
    read_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, announcement_id)
  );
  CREATE TABLE IF NOT EXISTS support_tickets (
    id TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    category TEXT NOT NULL,
    message TEXT NOT NULL,
    reference TEXT,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS support_tickets_member ON support_tickets(member_id, created_at);
  CREATE TABLE IF NOT EXISTS support_ticket_replies (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_id TEXT NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS support_ticket_replies_ticket ON support_ticket_replies(ticket_id, id);
  `);
}

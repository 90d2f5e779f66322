import { addColumn, exec, type Db } from '../base/db';

/** The member's account (issue 9): announcements with per-member read state, support tickets. */
export async function accountSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
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
  `,
  );
}

/**
 * Version 14, the back office (issue 35, ADR 0046): a member suspended by staff (who, when, why;
 * sign-in refused), a password reset by staff (the member must choose a new one at the next
 * sign-in), every sign-in attempt of a member (the back office's sign-in history), announcements
 * written as drafts or taken down (`hidden_at`), promotion codes paused, and who replied to a ticket.
 */
export async function staffAccountSchema(db: Db): Promise<void> {
  await addColumn(db, 'members', 'suspended_at', 'INTEGER');
  for (const column of ['suspended_by', 'suspend_reason']) await addColumn(db, 'members', column, 'TEXT');
  await addColumn(db, 'members', 'password_reset_required', 'INTEGER NOT NULL DEFAULT 0');
  await addColumn(db, 'announcements', 'hidden_at', 'INTEGER');
  await addColumn(db, 'announcements', 'created_at', 'INTEGER');
  await addColumn(db, 'promotion_codes', 'paused_at', 'INTEGER');
  await addColumn(db, 'support_ticket_replies', 'staff_username', 'TEXT');
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS member_sign_ins (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    outcome TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS member_sign_ins_member ON member_sign_ins(member_id, at);
  CREATE INDEX IF NOT EXISTS member_sign_ins_at ON member_sign_ins(at);
  `,
  );
}

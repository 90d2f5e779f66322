import { randomBytes } from 'node:crypto';
import { ticketMessageMax, type SupportTicket, type TicketCategory, type TicketCreate, type TicketStatus } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { instant } from '../base/clock';
import { accountErrors, accountMessages } from './errors';

interface TicketRow {
  id: string;
  category: TicketCategory;
  message: string;
  reference: string | null;
  status: TicketStatus;
  created_at: number;
}

interface ReplyRow {
  ticket_id: string;
  message: string;
  created_at: number;
}

// Line breaks and tabs are part of a message; other control characters are invisible and refused.
const hiddenControl = /(?![\n\r\t])\p{Cc}/u;

/** A member's or operator's message: trimmed, not empty, within the limit, no hidden characters. Stored as typed. */
export function checkMessage(value: string): string {
  const text = value.trim();
  if (!text || hiddenControl.test(text)) throw accountErrors.badRequest(accountMessages.ticketMessage);
  if ([...text].length > ticketMessageMax) throw accountErrors.badRequest(accountMessages.ticketMessageTooLong(ticketMessageMax));
  return text;
}

function checkReference(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/\p{Cc}/u.test(text)) throw accountErrors.badRequest(accountMessages.ticketReference);
  return text;
}

/** TK + 10 characters of base32 (no look-alike letters): short enough to read out to support. */
function newTicketId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `TK${[...randomBytes(10)].map((b) => alphabet.charAt(b % alphabet.length)).join('')}`;
}

function toTicket(row: TicketRow, replies: ReplyRow[]): SupportTicket {
  return {
    id: row.id,
    category: row.category,
    message: row.message,
    reference: row.reference,
    status: row.status,
    createdAt: instant(row.created_at),
    replies: replies.filter((r) => r.ticket_id === row.id).map((r) => ({ message: r.message, createdAt: instant(r.created_at) })),
  };
}

export function createTicket(db: Db, memberId: number, input: TicketCreate, nowSeconds: number): SupportTicket {
  const message = checkMessage(input.message);
  const reference = checkReference(input.reference);
  const id = newTicketId();
  db.prepare(
    `INSERT INTO support_tickets (id, member_id, category, message, reference, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
  ).run(id, memberId, input.category, message, reference, nowSeconds, nowSeconds);
  return toTicket({ id, category: input.category, message, reference, status: 'open', created_at: nowSeconds }, []);
}

// A member sees their latest tickets; older ones stay in the database for the back office.
const listLimit = 50;

/** The member's tickets, newest first, each with its replies. */
export function ticketsOf(db: Db, memberId: number): SupportTicket[] {
  const rows = db
    .prepare('SELECT * FROM support_tickets WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?')
    .all(memberId, listLimit) as TicketRow[];
  if (rows.length === 0) return [];
  const replies = db
    .prepare(`SELECT ticket_id, message, created_at FROM support_ticket_replies WHERE ticket_id IN (${rows.map(() => '?').join(',')}) ORDER BY id`)
    .all(...rows.map((r) => r.id)) as ReplyRow[];
  return rows.map((row) => toTicket(row, replies));
}

/** The back office answers: the reply is added and the ticket becomes answered (or closed). */
export function replyToTicket(db: Db, id: string, message: string, close: boolean, nowSeconds: number): SupportTicket {
  const text = checkMessage(message);
  const row = db.prepare('SELECT * FROM support_tickets WHERE id = ?').get(id) as TicketRow | undefined;
  if (!row) throw accountErrors.notFound(accountMessages.ticketNotFound);
  const status: TicketStatus = close ? 'closed' : 'answered';
  db.transaction(() => {
    db.prepare('INSERT INTO support_ticket_replies (ticket_id, message, created_at) VALUES (?, ?, ?)').run(id, text, nowSeconds);
    db.prepare('UPDATE support_tickets SET status = ?, updated_at = ? WHERE id = ?').run(status, nowSeconds, id);
  })();
  const replies = db.prepare('SELECT ticket_id, message, created_at FROM support_ticket_replies WHERE ticket_id = ? ORDER BY id').all(id) as ReplyRow[];
  return toTicket({ ...row, status }, replies);
}

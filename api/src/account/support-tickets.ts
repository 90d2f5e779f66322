import { randomBytes } from 'node:crypto';
import {
  ticketMessageMax,
  type StaffTicket,
  type SupportTicket,
  type TicketCategory,
  type TicketCreate,
  type TicketStatus,
} from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { instant } from '../base/clock';
import { accountErrors, accountMessages } from './errors';
import { recordMemberEvent } from '../push/events';

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
  /** The staff member who wrote it (issue 35); null for the operator key's and older replies. */
  staff_username?: string | null;
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

export async function createTicket(db: Db, memberId: number, input: TicketCreate, nowSeconds: number): Promise<SupportTicket> {
  const message = checkMessage(input.message);
  const reference = checkReference(input.reference);
  const id = newTicketId();
  await run(
    db,
    sql`INSERT INTO support_tickets (id, member_id, category, message, reference, status, created_at, updated_at)
        VALUES (${id}, ${memberId}, ${input.category}, ${message}, ${reference}, 'open', ${nowSeconds}, ${nowSeconds})`,
  );
  return toTicket({ id, category: input.category, message, reference, status: 'open', created_at: nowSeconds }, []);
}

// A member sees their latest tickets; older ones stay in the database for the back office.
const listLimit = 50;

/** The member's tickets, newest first (one second's tickets in id order: the rows keep no order of their own), each with its replies. */
export async function ticketsOf(db: Db, memberId: number): Promise<SupportTicket[]> {
  const rows = await all<TicketRow>(db, sql`SELECT * FROM support_tickets WHERE member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT ${listLimit}`);
  if (rows.length === 0) return [];
  const replies = await all<ReplyRow>(
    db,
    sql`SELECT ticket_id, message, created_at FROM support_ticket_replies WHERE ticket_id IN (${sql.join(rows.map((r) => r.id))}) ORDER BY id`,
  );
  return rows.map((row) => toTicket(row, replies));
}

/**
 * The back office answers: the reply is added and the ticket becomes answered (or closed). `by`:
 * the staff member who wrote it, null for the operator key.
 */
export async function replyToTicket(db: Db, id: string, message: string, close: boolean, nowSeconds: number, by: string | null = null): Promise<SupportTicket> {
  const text = checkMessage(message);
  const status: TicketStatus = close ? 'closed' : 'answered';
  return transaction(db, async (tx) => {
    const row = await one<TicketRow & { member_id: number }>(tx, sql`SELECT * FROM support_tickets WHERE id = ${id}`);
    if (!row) throw accountErrors.notFound(accountMessages.ticketNotFound);
    await run(tx, sql`INSERT INTO support_ticket_replies (ticket_id, message, created_at, staff_username) VALUES (${id}, ${text}, ${nowSeconds}, ${by})`);
    await run(tx, sql`UPDATE support_tickets SET status = ${status}, updated_at = ${nowSeconds} WHERE id = ${id}`);
    await recordMemberEvent(tx, row.member_id, { kind: 'notice', data: { kind: 'ticket-answered' } }, nowSeconds);
    const replies = await all<ReplyRow>(tx, sql`SELECT ticket_id, message, created_at FROM support_ticket_replies WHERE ticket_id = ${id} ORDER BY id`);
    return toTicket({ ...row, status }, replies);
  });
}

// ---- the back office (issue 35) ------------------------------------------------------------

interface StaffTicketRow extends TicketRow {
  updated_at: number;
  username: string;
  username2: string;
}

/** At most this many tickets in one staff list. */
export const staffTicketLimit = 200;

const staffTicketSelect = sql`SELECT t.*, m.username, m.username2 FROM support_tickets t JOIN members m ON m.id = t.member_id`;

async function staffTicketsWithReplies(db: Db, rows: StaffTicketRow[]): Promise<StaffTicket[]> {
  if (rows.length === 0) return [];
  const replies = await all<ReplyRow>(
    db,
    sql`SELECT ticket_id, message, created_at, staff_username FROM support_ticket_replies WHERE ticket_id IN (${sql.join(rows.map((r) => r.id))}) ORDER BY id`,
  );
  return rows.map((row) => ({
    id: row.id,
    member: { username: row.username, username2: row.username2 },
    category: row.category,
    message: row.message,
    reference: row.reference,
    status: row.status,
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    replies: replies.filter((r) => r.ticket_id === row.id).map((r) => ({ message: r.message, createdAt: instant(r.created_at), by: r.staff_username ?? null })),
  }));
}

/**
 * Tickets for support, with each member and the replies: of one status, or all of them. Open ones
 * come first and oldest first (the longest wait on top); answered and closed ones follow, most
 * recently touched first (one second's tickets in id order: the rows keep no order of their own).
 */
export async function staffTickets(db: Db, status: TicketStatus | undefined): Promise<StaffTicket[]> {
  const rows = await all<StaffTicketRow>(
    db,
    sql`${staffTicketSelect} ${status === undefined ? sql`` : sql`WHERE t.status = ${status}`}
        ORDER BY CASE t.status WHEN 'open' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END,
                 CASE WHEN t.status = 'open' THEN t.created_at ELSE -t.updated_at END, t.id
        LIMIT ${staffTicketLimit}`,
  );
  return staffTicketsWithReplies(db, rows);
}

export async function staffTicket(db: Db, id: string): Promise<StaffTicket> {
  const row = await one<StaffTicketRow>(db, sql`${staffTicketSelect} WHERE t.id = ${id}`);
  if (!row) throw accountErrors.notFound(accountMessages.ticketNotFound);
  return (await staffTicketsWithReplies(db, [row]))[0] as StaffTicket;
}

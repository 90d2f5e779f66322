import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../base/db';

// The tickets that open a member's event stream (ADR 0062). `EventSource` cannot send the bearer
// header, so the page buys a ticket with it and puts the ticket in the stream's URL: random (it
// names nobody, unlike the signed tickets of session/tickets.ts), kept only as its hash, alive
// for at most a minute and spent when the stream opens. In the database, so any process of the
// API can take the ticket another one sold.

export const streamTicketSeconds = 60;

export interface StreamTicketHolder {
  memberId: number;
  /** The session that bought it: the stream ends with it. */
  sessionJti: string;
}

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** A new ticket for the member's session, valid for `streamTicketSeconds`. */
export function issueStreamTicket(db: Db, holder: StreamTicketHolder, nowSeconds: number): string {
  const ticket = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM stream_tickets WHERE expires_at < ?').run(nowSeconds);
  db.prepare('INSERT INTO stream_tickets (hash, member_id, session_jti, expires_at) VALUES (?, ?, ?, ?)').run(
    hashOf(ticket),
    holder.memberId,
    holder.sessionJti,
    nowSeconds + streamTicketSeconds,
  );
  return ticket;
}

/** Spends the ticket: its holder when it was sold and is still alive, else null. Never twice. */
export function spendStreamTicket(db: Db, ticket: string, nowSeconds: number): StreamTicketHolder | null {
  const row = db.prepare('DELETE FROM stream_tickets WHERE hash = ? RETURNING member_id, session_jti, expires_at').get(hashOf(ticket)) as
    { member_id: number; session_jti: string; expires_at: number } | undefined;
  if (!row || row.expires_at < nowSeconds) return null;
  return { memberId: row.member_id, sessionJti: row.session_jti };
}

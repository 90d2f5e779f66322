import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';

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
export async function issueStreamTicket(db: Db, holder: StreamTicketHolder, nowSeconds: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await run(db, sql`DELETE FROM stream_tickets WHERE expires_at < ${nowSeconds}`);
  await run(
    db,
    sql`INSERT INTO stream_tickets (hash, member_id, session_jti, expires_at)
        VALUES (${hashOf(ticket)}, ${holder.memberId}, ${holder.sessionJti}, ${nowSeconds + streamTicketSeconds})`,
  );
  return ticket;
}

/** Spends the ticket: its holder when it was sold and is still alive, else null. Never twice. */
export async function spendStreamTicket(db: Db, ticket: string, nowSeconds: number): Promise<StreamTicketHolder | null> {
  const row = await one<{ member_id: number; session_jti: string; expires_at: number }>(
    db,
    sql`DELETE FROM stream_tickets WHERE hash = ${hashOf(ticket)} RETURNING member_id, session_jti, expires_at`,
  );
  if (!row || row.expires_at < nowSeconds) return null;
  return { memberId: row.member_id, sessionJti: row.session_jti };
}

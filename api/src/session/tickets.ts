import { createHmac, randomUUID } from 'node:crypto';
import { isSignature } from './tokens';
import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';

/**
 * Signed values handed to the browser: between two steps, the one-time-code ticket (otpToken), the
 * LINE registration token, the LINE test double's authorization code and the game-launch session
 * of the demo game pages; for months, the device token of a browser a member signed in from
 * (login-guard.ts).
 * Each kind signs with its own key derived from the token secret, so no ticket can pass for
 * another kind or for a bearer token.
 */
export type TicketKind = 'otp' | 'line-register' | 'line-code' | 'game' | 'member-service' | 'device' | 'staff-challenge';

/** What a ticket carries besides its id and expiry: a few strings. */
export type TicketData = Record<string, string>;

export interface Ticket {
  jti: string;
  exp: number;
  data: TicketData;
}

export type TicketReading = { status: 'valid'; ticket: Ticket } | { status: 'expired'; ticket: Ticket } | { status: 'invalid' };

export interface TicketService {
  issue(kind: TicketKind, data: TicketData, ttlSeconds: number): string;
  read(kind: TicketKind, token: string): TicketReading;
  isSpent(ticket: Ticket): Promise<boolean>;
  /** Records the ticket as used; false when it already was. Call inside the transaction it guards, with its `tx`. */
  spend(kind: TicketKind, ticket: Ticket, tx?: Db): Promise<boolean>;
}

// A LINE code carries a redirect address; anything longer than this is not one of ours.
const maxTicketLength = 4096;
const base64url = /^[A-Za-z0-9_-]+$/;
// Spent rows matter only until the ticket expires; a day later they go.
const purgeGraceSeconds = 24 * 60 * 60;

/** HMAC key for one purpose, derived from the token secret (also used for one-time-code hashes). */
export function purposeKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`member-api:${purpose}`).digest();
}

function parsePayload(payload: string): Ticket | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { jti, exp, data } = value as Record<string, unknown>;
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > 64 || !Number.isSafeInteger(exp)) return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  if (!Object.values(data).every((v) => typeof v === 'string')) return null;
  return { jti, exp: exp as number, data: data as TicketData };
}

export function createTicketService(options: { db: Db; secret: string; now: () => number }): TicketService {
  const { db, secret } = options;
  const nowSeconds = (): number => Math.floor(options.now() / 1000);
  const keys = new Map<TicketKind, Buffer>();
  const keyOf = (kind: TicketKind): Buffer => {
    let key = keys.get(kind);
    if (!key) keys.set(kind, (key = purposeKey(secret, `ticket:${kind}`)));
    return key;
  };
  const sign = (kind: TicketKind, payload: string): Buffer => createHmac('sha256', keyOf(kind)).update(payload).digest();

  return {
    issue(kind, data, ttlSeconds) {
      const ticket: Ticket = { jti: randomUUID(), exp: nowSeconds() + ttlSeconds, data };
      const payload = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
      return `${payload}.${sign(kind, payload).toString('base64url')}`;
    },
    read(kind, token) {
      if (token.length > maxTicketLength) return { status: 'invalid' };
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0 || !base64url.test(payload) || !base64url.test(signature)) {
        return { status: 'invalid' };
      }
      if (!isSignature(signature, sign(kind, payload))) return { status: 'invalid' };
      const ticket = parsePayload(payload);
      if (!ticket) return { status: 'invalid' };
      return ticket.exp > nowSeconds() ? { status: 'valid', ticket } : { status: 'expired', ticket };
    },
    async isSpent(ticket) {
      return (await one<{ ok: number }>(db, sql`SELECT 1 AS ok FROM used_tickets WHERE jti = ${ticket.jti}`)) !== undefined;
    },
    async spend(kind, ticket, tx = db) {
      await run(tx, sql`DELETE FROM used_tickets WHERE expires_at < ${nowSeconds() - purgeGraceSeconds}`);
      // One statement decides: of two spends of one ticket, only one inserts its row.
      return (await run(tx, sql`INSERT INTO used_tickets (jti, kind, expires_at) VALUES (${ticket.jti}, ${kind}, ${ticket.exp}) ON CONFLICT DO NOTHING`)) === 1;
    },
  };
}

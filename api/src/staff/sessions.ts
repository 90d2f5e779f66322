import { createHash, randomBytes } from 'node:crypto';
import { staffSessionLimits } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';
import { staffById, type StaffRow } from './accounts';

// Staff sessions (issue 35, ADR 0046): an opaque random token (only its SHA-256 is stored), ended
// after `idleSeconds` without a request, at `maxSeconds` after sign-in in any case, at sign-out,
// and at once for every session of an account that is disabled (its row says so at each request).

export interface StaffSessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

export interface StaffAuthenticated {
  sessionId: string;
  staff: StaffRow;
  expiresAt: number;
}

export interface StaffSessionService {
  readonly limits: StaffSessionLimits;
  /** Opens a session; `tx`: the transaction to do it in (the sign-in's). */
  start(staffId: number, client: { ip: string; userAgent: string }, tx?: Db): Promise<{ token: string; expiresAt: number }>;
  /** The session behind a bearer header, touched (its idle time starts again); null when none is live. */
  authenticate(authorization: string | undefined): Promise<StaffAuthenticated | null>;
  /** Ends the session; `tx`: the transaction to do it in. */
  end(sessionId: string, tx?: Db): Promise<void>;
  /** Ends every live session of the account (disabled, password or authenticator reset); `tx`: the transaction to do it in. */
  endAll(staffId: number, tx?: Db): Promise<number>;
}

const tokenPattern = /^Bearer (st_[A-Za-z0-9_-]{43})$/i;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createStaffSessions(db: Db, now: () => number, limits: StaffSessionLimits = staffSessionLimits): StaffSessionService {
  const seconds = (): number => Math.floor(now() / 1000);
  return {
    limits,
    async start(staffId, client, tx = db) {
      const at = seconds();
      const token = `st_${randomBytes(32).toString('base64url')}`;
      const id = randomBytes(12).toString('base64url');
      const expiresAt = at + limits.maxSeconds;
      await run(tx, sql`DELETE FROM staff_sessions WHERE expires_at < ${at - 30 * 24 * 60 * 60}`);
      await run(
        tx,
        sql`INSERT INTO staff_sessions (id, token_hash, staff_id, created_at, last_seen_at, expires_at, ip, user_agent)
            VALUES (${id}, ${hashOf(token)}, ${staffId}, ${at}, ${at}, ${expiresAt}, ${client.ip}, ${client.userAgent.slice(0, 300)})`,
      );
      return { token, expiresAt };
    },
    // Not one transaction: each write stands alone (an end only ends, a touch only moves the idle
    // time on), so a sign-out or a disable landing in between still ends the session.
    async authenticate(authorization) {
      const token = tokenPattern.exec(authorization?.trim() ?? '')?.[1];
      if (!token) return null;
      const at = seconds();
      const row = await one<{ id: string; staff_id: number; last_seen_at: number; expires_at: number }>(
        db,
        sql`SELECT id, staff_id, last_seen_at, expires_at FROM staff_sessions WHERE token_hash = ${hashOf(token)} AND ended_at IS NULL`,
      );
      if (!row) return null;
      const staff = await staffById(db, row.staff_id);
      if (at >= row.expires_at || at - row.last_seen_at >= limits.idleSeconds || staff?.status !== 'active') {
        await run(db, sql`UPDATE staff_sessions SET ended_at = ${at} WHERE id = ${row.id} AND ended_at IS NULL`);
        return null;
      }
      await run(db, sql`UPDATE staff_sessions SET last_seen_at = ${at} WHERE id = ${row.id}`);
      return { sessionId: row.id, staff, expiresAt: row.expires_at };
    },
    async end(sessionId, tx = db) {
      await run(tx, sql`UPDATE staff_sessions SET ended_at = ${seconds()} WHERE id = ${sessionId} AND ended_at IS NULL`);
    },
    async endAll(staffId, tx = db) {
      return run(tx, sql`UPDATE staff_sessions SET ended_at = ${seconds()} WHERE staff_id = ${staffId} AND ended_at IS NULL`);
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { staffSessionLimits } from '@member-site/shared/contract';
import type { Db } from '../base/db';
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
  start(staffId: number, client: { ip: string; userAgent: string }): { token: string; expiresAt: number };
  /** The session behind a bearer header, touched (its idle time starts again); null when none is live. */
  authenticate(authorization: string | undefined): StaffAuthenticated | null;
  end(sessionId: string): void;
  /** Ends every live session of the account (disabled, password or authenticator reset). */
  endAll(staffId: number): number;
}

const tokenPattern = /^Bearer (st_[A-Za-z0-9_-]{43})$/i;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createStaffSessions(db: Db, now: () => number, limits: StaffSessionLimits = staffSessionLimits): StaffSessionService {
  const seconds = (): number => Math.floor(now() / 1000);
  return {
    limits,
    start(staffId, client) {
      const at = seconds();
      const token = `st_${randomBytes(32).toString('base64url')}`;
      const id = randomBytes(12).toString('base64url');
      const expiresAt = at + limits.maxSeconds;
      db.prepare('DELETE FROM staff_sessions WHERE expires_at < ?').run(at - 30 * 24 * 60 * 60);
      db.prepare(
        'INSERT INTO staff_sessions (id, token_hash, staff_id, created_at, last_seen_at, expires_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(id, hashOf(token), staffId, at, at, expiresAt, client.ip, client.userAgent.slice(0, 300));
      return { token, expiresAt };
    },
    authenticate(authorization) {
      const token = tokenPattern.exec(authorization?.trim() ?? '')?.[1];
      if (!token) return null;
      const at = seconds();
      const row = db
        .prepare('SELECT id, staff_id, last_seen_at, expires_at FROM staff_sessions WHERE token_hash = ? AND ended_at IS NULL')
        .get(hashOf(token)) as { id: string; staff_id: number; last_seen_at: number; expires_at: number } | undefined;
      if (!row) return null;
      const staff = staffById(db, row.staff_id);
      if (at >= row.expires_at || at - row.last_seen_at >= limits.idleSeconds || staff?.status !== 'active') {
        db.prepare('UPDATE staff_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').run(at, row.id);
        return null;
      }
      db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?').run(at, row.id);
      return { sessionId: row.id, staff, expiresAt: row.expires_at };
    },
    end(sessionId) {
      db.prepare('UPDATE staff_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').run(seconds(), sessionId);
    },
    endAll(staffId) {
      return db.prepare('UPDATE staff_sessions SET ended_at = ? WHERE staff_id = ? AND ended_at IS NULL').run(seconds(), staffId).changes;
    },
  };
}

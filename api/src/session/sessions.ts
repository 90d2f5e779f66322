import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { readSignedToken, signToken, verifyToken } from './tokens';

export interface SessionServiceOptions {
  db: Db;
  secret: string;
  ttlSeconds: number;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now: () => number;
}

export interface SessionService {
  issue(memberId: number): LoginResponse;
  /** The member id behind a valid, unexpired, unrevoked bearer header, else null. */
  authenticate(authorization: string | undefined): number | null;
  /** Ends the session named by the header; does nothing for a missing or foreign token. */
  revoke(authorization: string | undefined): void;
  /** Ends every other live session of the member (a password change); answers how many. */
  revokeOthers(memberId: number, authorization: string | undefined): number;
  /** Ends every live session of the member (staff suspended it or reset its password); answers how many. */
  revokeAll(memberId: number): number;
  /** When the session named by the header was issued (seconds), else null: the reality check's start. */
  startedAt(authorization: string | undefined): number | null;
  /** The live session behind the header (its id and end), else null: what a stream ticket is tied to. */
  sessionOf(authorization: string | undefined): { memberId: number; jti: string; expiresAt: number } | null;
  /** When the live session `jti` ends (seconds); null when it was revoked or has ended. */
  liveUntil(jti: string): number | null;
  /** The ids of sessions revoked at or after `sinceSeconds`: the event streams that must end. */
  revokedSince(sinceSeconds: number): string[];
}

const bearerPattern = /^Bearer ([A-Za-z0-9_.-]+)$/i;

function bearerToken(authorization: string | undefined): string | null {
  return bearerPattern.exec(authorization?.trim() ?? '')?.[1] ?? null;
}

// Expired rows are useless after expiry; dropping them a day later keeps the table small.
const purgeGraceSeconds = 24 * 60 * 60;

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { db, secret, ttlSeconds } = options;
  const nowSeconds = (): number => Math.floor(options.now() / 1000);
  const insert = db.prepare('INSERT INTO sessions (jti, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at < ?');
  const active = db.prepare('SELECT 1 FROM sessions WHERE jti = ? AND member_id = ? AND revoked_at IS NULL AND expires_at > ?');
  const created = db.prepare('SELECT created_at FROM sessions WHERE jti = ?');
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND jti <> ? AND revoked_at IS NULL AND expires_at > ?');

  const liveUntil = db.prepare('SELECT expires_at FROM sessions WHERE jti = ? AND revoked_at IS NULL AND expires_at > ?').pluck();
  const revokedSince = db.prepare('SELECT jti FROM sessions WHERE revoked_at IS NOT NULL AND revoked_at >= ?').pluck();

  const revokeAll = db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ?');

  function sessionOf(authorization: string | undefined): { memberId: number; jti: string; expiresAt: number } | null {
    const token = bearerToken(authorization);
    const now = nowSeconds();
    const claims = token ? verifyToken(token, secret, now) : null;
    if (!claims || !active.get(claims.jti, claims.sub, now)) return null;
    return { memberId: claims.sub, jti: claims.jti, expiresAt: claims.exp };
  }

  return {
    issue(memberId) {
      const now = nowSeconds();
      const claims = { sub: memberId, jti: randomUUID(), exp: now + ttlSeconds };
      purge.run(now - purgeGraceSeconds);
      insert.run(claims.jti, memberId, now, claims.exp);
      return { accessToken: signToken(claims, secret), expiresIn: ttlSeconds };
    },
    authenticate: (authorization) => sessionOf(authorization)?.memberId ?? null,
    sessionOf,
    liveUntil(jti) {
      return (liveUntil.get(jti, nowSeconds()) as number | undefined) ?? null;
    },
    revokedSince(sinceSeconds) {
      return revokedSince.all(sinceSeconds) as string[];
    },
    revoke(authorization) {
      const token = bearerToken(authorization);
      const claims = token ? readSignedToken(token, secret) : null;
      if (claims) revoke.run(nowSeconds(), claims.jti);
    },
    revokeOthers(memberId, authorization) {
      const token = bearerToken(authorization);
      const claims = token ? readSignedToken(token, secret) : null;
      // Without its own session to keep, the caller is not signed in: nothing to spare, nothing to end.
      if (!claims || claims.sub !== memberId) return 0;
      const now = nowSeconds();
      return revokeOthers.run(now, memberId, claims.jti, now).changes;
    },
    revokeAll(memberId) {
      const now = nowSeconds();
      return revokeAll.run(now, memberId, now).changes;
    },
    startedAt(authorization) {
      const token = bearerToken(authorization);
      const claims = token ? readSignedToken(token, secret) : null;
      const row = claims ? (created.get(claims.jti) as { created_at: number } | undefined) : undefined;
      return row?.created_at ?? null;
    },
  };
}

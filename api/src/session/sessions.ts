import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, type Db } from '../base/db';
import { readSignedToken, signToken, verifyToken } from './tokens';

export interface SessionServiceOptions {
  db: Db;
  secret: string;
  ttlSeconds: number;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now: () => number;
}

export interface SessionService {
  issue(memberId: number): Promise<LoginResponse>;
  /** The member id behind a valid, unexpired, unrevoked bearer header, else null. */
  authenticate(authorization: string | undefined): Promise<number | null>;
  /** Ends the session named by the header; does nothing for a missing or foreign token. */
  revoke(authorization: string | undefined): Promise<void>;
  /** Ends every other live session of the member (a password change); answers how many. `tx`: the transaction to do it in. */
  revokeOthers(memberId: number, authorization: string | undefined, tx?: Db): Promise<number>;
  /** Ends every live session of the member (staff suspended it or reset its password); answers how many. `tx`: the transaction to do it in. */
  revokeAll(memberId: number, tx?: Db): Promise<number>;
  /** When the session named by the header was issued (seconds), else null: the reality check's start. */
  startedAt(authorization: string | undefined): Promise<number | null>;
  /** The live session behind the header (its id and end), else null: what a stream ticket is tied to. */
  sessionOf(authorization: string | undefined): Promise<{ memberId: number; jti: string; expiresAt: number } | null>;
  /** When the live session `jti` ends (seconds); null when it was revoked or has ended. */
  liveUntil(jti: string): Promise<number | null>;
  /** The ids of sessions revoked at or after `sinceSeconds`: the event streams that must end. */
  revokedSince(sinceSeconds: number): Promise<string[]>;
}

const bearerPattern = /^Bearer ([A-Za-z0-9_.-]+)$/i;

function bearerToken(authorization: string | undefined): string | null {
  return bearerPattern.exec(authorization?.trim() ?? '')?.[1] ?? null;
}

// Expired rows are useless after expiry; dropping them a day later keeps the table small.
const purgeGraceSeconds = 24 * 60 * 60;

// The methods use no `this`: the app hands some of them on alone (the push hub's revokedSince).
export function createSessionService(options: SessionServiceOptions): SessionService {
  const { db, secret, ttlSeconds } = options;
  const nowSeconds = (): number => Math.floor(options.now() / 1000);

  async function sessionOf(authorization: string | undefined): Promise<{ memberId: number; jti: string; expiresAt: number } | null> {
    const token = bearerToken(authorization);
    const now = nowSeconds();
    const claims = token ? verifyToken(token, secret, now) : null;
    if (!claims) return null;
    const active = await one<{ ok: number }>(
      db,
      sql`SELECT 1 AS ok FROM sessions WHERE jti = ${claims.jti} AND member_id = ${claims.sub} AND revoked_at IS NULL AND expires_at > ${now}`,
    );
    return active ? { memberId: claims.sub, jti: claims.jti, expiresAt: claims.exp } : null;
  }

  /** The claims of a header's token we signed, expired or not: what revoking and the start time need. */
  const signedClaims = (authorization: string | undefined) => {
    const token = bearerToken(authorization);
    return token ? readSignedToken(token, secret) : null;
  };

  return {
    async issue(memberId) {
      const now = nowSeconds();
      const claims = { sub: memberId, jti: randomUUID(), exp: now + ttlSeconds };
      await run(db, sql`DELETE FROM sessions WHERE expires_at < ${now - purgeGraceSeconds}`);
      await run(db, sql`INSERT INTO sessions (jti, member_id, created_at, expires_at) VALUES (${claims.jti}, ${memberId}, ${now}, ${claims.exp})`);
      return { accessToken: signToken(claims, secret), expiresIn: ttlSeconds };
    },
    authenticate: async (authorization) => (await sessionOf(authorization))?.memberId ?? null,
    sessionOf,
    async liveUntil(jti) {
      const row = await one<{ expires_at: number }>(
        db,
        sql`SELECT expires_at FROM sessions WHERE jti = ${jti} AND revoked_at IS NULL AND expires_at > ${nowSeconds()}`,
      );
      return row?.expires_at ?? null;
    },
    async revokedSince(sinceSeconds) {
      const rows = await all<{ jti: string }>(db, sql`SELECT jti FROM sessions WHERE revoked_at IS NOT NULL AND revoked_at >= ${sinceSeconds}`);
      return rows.map((row) => row.jti);
    },
    async revoke(authorization) {
      const claims = signedClaims(authorization);
      if (claims) await run(db, sql`UPDATE sessions SET revoked_at = ${nowSeconds()} WHERE jti = ${claims.jti} AND revoked_at IS NULL`);
    },
    async revokeOthers(memberId, authorization, tx = db) {
      const claims = signedClaims(authorization);
      // Without its own session to keep, the caller is not signed in: nothing to spare, nothing to end.
      if (!claims || claims.sub !== memberId) return 0;
      const now = nowSeconds();
      return run(
        tx,
        sql`UPDATE sessions SET revoked_at = ${now}
            WHERE member_id = ${memberId} AND jti <> ${claims.jti} AND revoked_at IS NULL AND expires_at > ${now}`,
      );
    },
    async revokeAll(memberId, tx = db) {
      const now = nowSeconds();
      return run(tx, sql`UPDATE sessions SET revoked_at = ${now} WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > ${now}`);
    },
    async startedAt(authorization) {
      const claims = signedClaims(authorization);
      const row = claims ? await one<{ created_at: number }>(db, sql`SELECT created_at FROM sessions WHERE jti = ${claims.jti}`) : undefined;
      return row?.created_at ?? null;
    },
  };
}

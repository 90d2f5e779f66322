import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints, type LoginRequest } from '@member-site/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginGuard } from './login-guard';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import type { Db } from '../platform/db';
import { ApiHttpError, errorMessages } from '../platform/errors';
import { findMemberByUsername, setPasswordHash } from '../member/store';
import { schemaOf } from '../platform/contract-route';

export interface SessionRoutesOptions {
  db: Db;
  sessions: SessionService;
  loginRateLimit: { max: number; timeWindowMs: number };
  loginGuard: LoginGuard;
}

// Per address and username: a member mistyping on a shared network does not lock out the others.
function loginRateKey(request: FastifyRequest): string {
  const body = request.body as Partial<LoginRequest> | undefined;
  const username = typeof body?.username === 'string' ? body.username.toLowerCase() : '';
  return `${request.ip}|${username}`;
}

/** Route config of a credential check: attempts per address and username (the member service's too). */
export function loginAttemptLimit(limit: { max: number; timeWindowMs: number }) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      // After validation, so the key can use the parsed username.
      hook: 'preHandler' as const,
      keyGenerator: loginRateKey,
      errorResponseBuilder: () => new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited),
    },
  };
}

/**
 * Runs a credential check under the login guard: refused with 429 and Retry-After while the
 * address or the username must wait, and the outcome counted. `check` answers whether the
 * credential was right; its own answer is passed through.
 */
export async function guardedCheck<T>(
  guard: LoginGuard,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  check: () => Promise<{ ok: boolean; answer: T }>,
): Promise<T> {
  const waitMs = guard.waitMs(request.ip, username);
  if (waitMs > 0) {
    void reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    throw new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited);
  }
  const { ok, answer } = await check();
  if (ok) guard.succeeded(username);
  else guard.failed(request.ip, username);
  return answer;
}

const invalidCredentials = (): ApiHttpError =>
  new ApiHttpError(401, apiErrorCodes.invalidCredentials, errorMessages.invalidCredentials);

/** Sign in (rate limited) and sign out. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const { db, sessions, loginRateLimit, loginGuard } = opts;

  app.post(
    endpoints.login.path,
    { schema: schemaOf(endpoints.login), config: loginAttemptLimit(loginRateLimit) },
    async (request, reply) => {
      const { username, password } = request.body;
      const member = await guardedCheck(loginGuard, request, reply, username, async () => {
        const found = findMemberByUsername(db, username);
        const valid = found ? await verifyPassword(password, found.password_hash) : await verifyAgainstDummy(password);
        return { ok: Boolean(found && valid), answer: found && valid ? found : null };
      });
      if (member === null) throw invalidCredentials();
      // A hash from older parameters is replaced now, while the password is at hand.
      if (needsRehash(member.password_hash)) setPasswordHash(db, member.id, await hashPassword(password));
      return sessions.issue(member.id);
    },
  );

  // Always succeeds: signing out must work even when the session is already gone.
  app.post(endpoints.logout.path, { schema: schemaOf(endpoints.logout) }, async (request) => {
    sessions.revoke(request.headers.authorization);
    return { ok: true as const };
  });
};

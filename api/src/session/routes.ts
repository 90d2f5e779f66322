import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints, type LoginRequest } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import type { Db } from '../platform/db';
import { ApiHttpError, errorMessages } from '../platform/errors';
import { findMemberByUsername } from '../member/store';
import { schemaOf } from '../platform/contract-route';

export interface SessionRoutesOptions {
  db: Db;
  sessions: SessionService;
  loginRateLimit: { max: number; timeWindowMs: number };
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

const invalidCredentials = (): ApiHttpError =>
  new ApiHttpError(401, apiErrorCodes.invalidCredentials, errorMessages.invalidCredentials);

/** Sign in (rate limited) and sign out. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const { db, sessions, loginRateLimit } = opts;

  app.post(
    endpoints.login.path,
    { schema: schemaOf(endpoints.login), config: loginAttemptLimit(loginRateLimit) },
    async (request) => {
      const { username, password } = request.body;
      const member = findMemberByUsername(db, username);
      const valid = member ? await verifyPassword(password, member.password_hash) : await verifyAgainstDummy(password);
      if (!member || !valid) throw invalidCredentials();
      return sessions.issue(member.id);
    },
  );

  // Always succeeds: signing out must work even when the session is already gone.
  app.post(endpoints.logout.path, { schema: schemaOf(endpoints.logout) }, async (request) => {
    sessions.revoke(request.headers.authorization);
    return { ok: true as const };
  });
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiErrorCodes, apiPaths } from '../../../shared/src/contract/paths';
import type { LoginRequest, LoginResponse, OkResponse } from '../../../shared/src/contract/session';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { SessionService } from '../auth/sessions';
import type { Db } from '../db';
import { ApiHttpError, errorMessages } from '../errors';
import { findMemberByUsername } from '../members';

export interface SessionRoutesOptions {
  db: Db;
  sessions: SessionService;
  loginRateLimit: { max: number; timeWindowMs: number };
}

/** `{ username, password }`, nothing else: the site login's body, and the member service's. */
export const credentialsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

const loginSchema = {
  body: credentialsBodySchema,
  response: {
    200: { type: 'object', properties: { accessToken: { type: 'string' }, expiresIn: { type: 'integer' } } },
  },
};

const okSchema = { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } };

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
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, opts) => {
  const { db, sessions, loginRateLimit } = opts;

  app.post<{ Body: LoginRequest }>(
    apiPaths.login,
    { schema: loginSchema, config: loginAttemptLimit(loginRateLimit) },
    async (request): Promise<LoginResponse> => {
      const { username, password } = request.body;
      const member = findMemberByUsername(db, username);
      const valid = member ? await verifyPassword(password, member.password_hash) : await verifyAgainstDummy(password);
      if (!member || !valid) throw invalidCredentials();
      return sessions.issue(member.id);
    },
  );

  // Always succeeds: signing out must work even when the session is already gone.
  app.post(apiPaths.logout, { schema: okSchema }, async (request): Promise<OkResponse> => {
    sessions.revoke(request.headers.authorization);
    return { ok: true };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints, type LoginRequest } from '@member-site/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginGuard } from '../session/login-guard';
import type { TicketService } from '../session/tickets';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../session/passwords';
import type { SessionService } from '../session/sessions';
import type { Db } from '../base/db';
import { ApiHttpError, errorMessages } from '../base/errors';
import { findMemberByUsername, setPasswordHash } from './store';
import { schemaOf } from '../base/contract-route';

export interface SessionRoutesOptions {
  db: Db;
  sessions: SessionService;
  loginRateLimit: { max: number; timeWindowMs: number };
  loginGuard: LoginGuard;
  tickets: TicketService;
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
 * credential was right; its own answer is passed through. `device` is the id of the device token
 * the browser showed, when valid for this username: `check` is then told to go first.
 */
export async function guardedCheck<T>(
  guard: LoginGuard,
  request: FastifyRequest,
  reply: FastifyReply,
  client: { username: string; device?: string | null },
  check: (first: boolean) => Promise<{ ok: boolean; answer: T }>,
): Promise<T> {
  const admission = guard.admit({ address: request.ip, ...client });
  if (admission.waitMs !== undefined) {
    void reply.header('retry-after', String(Math.ceil(admission.waitMs / 1000)));
    throw new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited);
  }
  const { attempt } = admission;
  try {
    const { ok, answer } = await check(Boolean(client.device));
    if (ok) attempt.succeeded();
    else attempt.failed();
    return answer;
  } catch (error) {
    // Not checked (the hash queue was full, say): counted as a failure, so a burst cannot retry past the limits.
    attempt.failed();
    throw error;
  }
}

/** How long a browser stays one the member signed in from, since its last sign-in there. */
const deviceTokenSeconds = 180 * 24 * 60 * 60;
const deviceName = (username: string): string => username.trim().toLowerCase();

/** The device token's id when it was issued here for this username and is still valid, else null. */
function deviceOf(tickets: TicketService, token: string | undefined, username: string): string | null {
  if (!token) return null;
  const reading = tickets.read('device', token);
  return reading.status === 'valid' && reading.ticket.data.username === deviceName(username) ? reading.ticket.jti : null;
}

const invalidCredentials = (): ApiHttpError =>
  new ApiHttpError(401, apiErrorCodes.invalidCredentials, errorMessages.invalidCredentials);

/** Sign in (rate limited) and sign out. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const { db, sessions, loginRateLimit, loginGuard, tickets } = opts;

  app.post(
    endpoints.login.path,
    { schema: schemaOf(endpoints.login), config: loginAttemptLimit(loginRateLimit) },
    async (request, reply) => {
      const { username, password, device } = request.body;
      const member = await guardedCheck(loginGuard, request, reply, { username, device: deviceOf(tickets, device, username) }, async (first) => {
        const found = findMemberByUsername(db, username);
        const valid = found ? await verifyPassword(password, found.password_hash, first) : await verifyAgainstDummy(password, first);
        return { ok: Boolean(found && valid), answer: found && valid ? found : null };
      });
      if (member === null) throw invalidCredentials();
      // A hash from older parameters is replaced now, while the password is at hand.
      if (needsRehash(member.password_hash)) setPasswordHash(db, member.id, await hashPassword(password));
      // This browser is now one the member signed in from (a new token each time, each valid for months).
      return { ...sessions.issue(member.id), deviceToken: tickets.issue('device', { username: deviceName(username) }, deviceTokenSeconds) };
    },
  );

  // Always succeeds: signing out must work even when the session is already gone.
  app.post(endpoints.logout.path, { schema: schemaOf(endpoints.logout) }, async (request) => {
    sessions.revoke(request.headers.authorization);
    return { ok: true as const };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints } from '@member-site/shared/contract';
import { guardedCheck, loginAttemptLimit } from '../session/guarded-check';
import type { LoginGuard } from '../session/login-guard';
import type { TicketService } from '../session/tickets';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../session/passwords';
import type { SessionService } from '../session/sessions';
import type { Db } from '../base/db';
import { ApiHttpError, errorMessages } from '../base/errors';
import { findMemberByUsername, setPasswordHash } from './store';
import { admitSignIn, recordSignIn } from './sign-ins';
import { schemaOf } from '../base/contract-route';

export interface SessionRoutesOptions {
  db: Db;
  sessions: SessionService;
  loginRateLimit: { max: number; timeWindowMs: number };
  loginGuard: LoginGuard;
  tickets: TicketService;
  now: () => number;
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

const invalidCredentials = (): ApiHttpError => new ApiHttpError(401, apiErrorCodes.invalidCredentials, errorMessages.invalidCredentials);

/** Sign in (rate limited) and sign out. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (app, opts) => {
  const { db, sessions, loginRateLimit, loginGuard, tickets, now } = opts;
  const nowSeconds = (): number => Math.floor(now() / 1000);

  app.post(endpoints.login.path, { schema: schemaOf(endpoints.login), config: loginAttemptLimit(loginRateLimit) }, async (request, reply) => {
    const { username, password, device } = request.body;
    const member = await guardedCheck(loginGuard, request, reply, { username, device: deviceOf(tickets, device, username) }, async (first) => {
      const found = await findMemberByUsername(db, username);
      const valid = found ? await verifyPassword(password, found.password_hash, first) : await verifyAgainstDummy(password, first);
      if (found && !valid) await recordSignIn(db, request, found.id, 'password', nowSeconds());
      return { ok: Boolean(found && valid), answer: found && valid ? found : null };
    });
    if (member === null) throw invalidCredentials();
    // Only now, after the right password: a stranger never learns that a suspended account exists.
    await admitSignIn(db, request, member, nowSeconds());
    // A hash from older parameters is replaced now, while the password is at hand.
    if (needsRehash(member.password_hash)) await setPasswordHash(db, member.id, await hashPassword(password));
    // This browser is now one the member signed in from (a new token each time, each valid for months).
    return { ...(await sessions.issue(member.id)), deviceToken: tickets.issue('device', { username: deviceName(username) }, deviceTokenSeconds) };
  });

  // Always succeeds: signing out must work even when the session is already gone.
  app.post(endpoints.logout.path, { schema: schemaOf(endpoints.logout) }, async (request) => {
    await sessions.revoke(request.headers.authorization);
    return { ok: true as const };
  });
};

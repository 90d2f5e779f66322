import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { transaction, type Db } from '../base/db';
import { ApiHttpError, errorMessages } from '../base/errors';
import { instant } from '../base/clock';
import { recordAudit } from '../audit/store';
import { guardedCheck, loginAttemptLimit } from '../session/guarded-check';
import type { LoginGuard } from '../session/login-guard';
import { verifyAgainstDummy, verifyPassword } from '../session/passwords';
import { purposeKey, type Ticket, type TicketService } from '../session/tickets';
import { enrolStaffTotp, findStaff, identityOf, recordStaffSignIn, staffById, useRecoveryCode, useTotpStep, type StaffRow } from './accounts';
import { auditStaff, requireStaff, staffOf, staffRoute } from './access';
import type { StaffSessionService } from './sessions';
import { acceptTotp, looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, openSecret, sealSecret, totpUrl } from './totp';

// Staff sign-in (issue 35, ADR 0046): the password first (argon2id), then a code from the staff
// member's own authenticator (TOTP) or one of their recovery codes. The first step never gives a
// session: it gives a challenge (a signed ticket, 10 minutes, spent by the session it opens). A
// staff member without an authenticator enrols at that point: the secret is shown once, inside
// the challenge (sealed), and stored only when the first code from it is right. Both steps count
// against the same login guard as members' sign-ins (per address, per account).

export interface StaffRoutesOptions {
  db: Db;
  sessions: StaffSessionService;
  tickets: TicketService;
  loginGuard: LoginGuard;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** The key that seals TOTP secrets (derived from the token secret). */
  totpKey: Buffer;
  /** The authenticator's name for the account: the site's title. */
  issuer: () => Promise<string>;
  now: () => number;
}

const challengeSeconds = 10 * 60;

const invalidCredentials = (): ApiHttpError => new ApiHttpError(401, apiErrorCodes.invalidCredentials, errorMessages.staffInvalidCredentials);
const codeInvalid = (): ApiHttpError => new ApiHttpError(401, apiErrorCodes.staffCodeInvalid, errorMessages.staffCodeInvalid);
const challengeOver = (): ApiHttpError => new ApiHttpError(401, apiErrorCodes.staffCodeInvalid, errorMessages.staffChallengeExpired);

/** The TOTP key of a token secret: sealing and opening the staff's authenticator secrets. */
export const staffTotpKey = (tokenSecret: string): Buffer => purposeKey(tokenSecret, 'staff-totp');

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

export const staffRoutes: FastifyPluginAsyncTypebox<StaffRoutesOptions> = async (app, options) => {
  const { db, sessions, tickets, loginGuard, totpKey, now } = options;
  const nowSeconds = (): number => Math.floor(now() / 1000);
  requireStaff(app, sessions);

  /** The challenge's account when the ticket is live, unspent, of this step, and the account still active. */
  async function challengeOf(token: string, mode: 'code' | 'enrol'): Promise<{ ticket: Ticket; staff: StaffRow }> {
    const reading = tickets.read('staff-challenge', token);
    if (reading.status !== 'valid' || reading.ticket.data.mode !== mode || (await tickets.isSpent(reading.ticket))) throw challengeOver();
    const staff = await staffById(db, Number(reading.ticket.data.staff));
    if (!staff || staff.status !== 'active') throw challengeOver();
    if ((mode === 'enrol') !== (staff.totp_secret === null)) throw challengeOver();
    return { ticket: reading.ticket, staff };
  }

  /** Spends the challenge and opens the session, with its audit row, in one transaction (`into`'s, when given one). */
  async function openSession(into: Db, request: FastifyRequest, ticket: Ticket, staff: StaffRow, method: string) {
    const opened = await transaction(into, async (tx) => {
      if (!(await tickets.spend('staff-challenge', ticket, tx))) throw challengeOver();
      const session = await sessions.start(staff.id, clientOf(request), tx);
      await recordStaffSignIn(tx, staff.id, nowSeconds());
      await recordAudit(
        tx,
        {
          actor: { kind: 'staff', username: staff.username },
          action: 'staff.sign-in',
          target: { kind: 'staff', id: staff.username },
          ip: request.ip,
          after: { method },
        },
        nowSeconds(),
      );
      return session;
    });
    return { token: opened.token, staff: identityOf(staff), idleSeconds: sessions.limits.idleSeconds, expiresAt: instant(opened.expiresAt) };
  }

  app.post(
    endpoints.staffLogin.path,
    { ...staffRoute(endpoints.staffLogin), config: { ...staffRoute(endpoints.staffLogin).config, ...loginAttemptLimit(options.loginRateLimit) } },
    async (request, reply) => {
      const { username, password } = request.body;
      const staff = await guardedCheck(loginGuard, request, reply, { username: `staff:${username}` }, async () => {
        const found = await findStaff(db, username);
        const valid = found ? await verifyPassword(password, found.password_hash) : await verifyAgainstDummy(password);
        const ok = Boolean(found && valid && found.status === 'active');
        if (found && !ok)
          await recordAudit(
            db,
            {
              actor: { kind: 'staff', username: found.username },
              action: 'staff.sign-in-failed',
              target: { kind: 'staff', id: found.username },
              ip: request.ip,
              after: { step: 'password' },
            },
            nowSeconds(),
          );
        return { ok, answer: ok ? found : undefined };
      });
      if (!staff) throw invalidCredentials();
      if (staff.totp_secret !== null) {
        return { status: 'code' as const, challenge: tickets.issue('staff-challenge', { staff: String(staff.id), mode: 'code' }, challengeSeconds) };
      }
      const secret = newTotpSecret();
      return {
        status: 'enrol' as const,
        challenge: tickets.issue('staff-challenge', { staff: String(staff.id), mode: 'enrol', secret: sealSecret(secret, totpKey) }, challengeSeconds),
        secret,
        otpauthUrl: totpUrl(await options.issuer(), staff.username, secret),
      };
    },
  );

  app.post(
    endpoints.staffLoginCode.path,
    { ...staffRoute(endpoints.staffLoginCode), config: { ...staffRoute(endpoints.staffLoginCode).config, ...loginAttemptLimit(options.loginRateLimit) } },
    async (request, reply) => {
      const { ticket, staff } = await challengeOf(request.body.challenge, 'code');
      const code = request.body.code;
      const { ok, method } = await guardedCheck(loginGuard, request, reply, { username: `staff:${staff.username}` }, async () => {
        if (looksLikeRecoveryCode(code)) {
          const spent = await useRecoveryCode(db, staff.id, code, nowSeconds());
          return { ok: spent, answer: { ok: spent, method: 'recovery-code' } };
        }
        const secret = staff.totp_secret === null ? null : openSecret(staff.totp_secret, totpKey);
        const step = secret === null ? null : acceptTotp(secret, code, staff.totp_last_step, now());
        const accepted = step !== null && (await useTotpStep(db, staff.id, step));
        return { ok: accepted, answer: { ok: accepted, method: 'totp' } };
      });
      if (!ok) {
        await recordAudit(
          db,
          {
            actor: { kind: 'staff', username: staff.username },
            action: 'staff.sign-in-failed',
            target: { kind: 'staff', id: staff.username },
            ip: request.ip,
            after: { step: 'code' },
          },
          nowSeconds(),
        );
        throw codeInvalid();
      }
      return openSession(db, request, ticket, staff, method);
    },
  );

  app.post(
    endpoints.staffEnrol.path,
    { ...staffRoute(endpoints.staffEnrol), config: { ...staffRoute(endpoints.staffEnrol).config, ...loginAttemptLimit(options.loginRateLimit) } },
    async (request, reply) => {
      const { ticket, staff } = await challengeOf(request.body.challenge, 'enrol');
      const secret = openSecret(ticket.data.secret ?? '', totpKey);
      if (secret === null) throw challengeOver();
      const step = await guardedCheck(loginGuard, request, reply, { username: `staff:${staff.username}` }, async () => {
        const accepted = acceptTotp(secret, request.body.code, 0, now());
        return { ok: accepted !== null, answer: accepted };
      });
      if (step === null) throw codeInvalid();
      const recoveryCodes = newRecoveryCodes();
      const session = await transaction(db, async (tx) => {
        await enrolStaffTotp(tx, staff.id, sealSecret(secret, totpKey), step, recoveryCodes);
        await recordAudit(
          tx,
          { actor: { kind: 'staff', username: staff.username }, action: 'staff.enrol', target: { kind: 'staff', id: staff.username }, ip: request.ip },
          nowSeconds(),
        );
        return openSession(tx, request, ticket, staff, 'enrolment');
      });
      return { ...session, recoveryCodes };
    },
  );

  app.post(endpoints.staffLogout.path, staffRoute(endpoints.staffLogout), async (request) => {
    const { sessionId, staff } = staffOf(request);
    await transaction(db, async (tx) => {
      await sessions.end(sessionId, tx);
      await auditStaff(tx, request, { action: 'staff.sign-out', target: { kind: 'staff', id: staff.username } }, nowSeconds());
    });
    return { ok: true as const };
  });

  app.get(endpoints.staffMe.path, staffRoute(endpoints.staffMe), async (request) => {
    const { staff, expiresAt } = staffOf(request);
    return { staff: identityOf(staff), idleSeconds: sessions.limits.idleSeconds, expiresAt: instant(expiresAt) };
  });
};

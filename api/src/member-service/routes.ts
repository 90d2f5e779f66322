import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type MemberServiceLoginAnswer } from '@member-site/shared/contract';
import { sameSecret } from '../games/login-routes';
import { findMemberByUsername } from '../member/store';
import { isSuspended, recordSignIn } from '../member/sign-ins';
import { errorMessages } from '../base/errors';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import type { LoginGuard } from '../session/login-guard';
import { guardedCheck, loginAttemptLimit } from '../session/guarded-check';
import type { TicketService } from '../session/tickets';

// The earlier member service (spec sections 4 and 7), played by the reference API so the site's
// silent sign-in can run end to end. It knows members by their sportsbook credential, as the
// service did; its token is a signed ticket of its own kind, never a bearer token of this API.

/** Test support: an answer the service gives instead of checking (browser tests of a refusal). */
export interface MemberServiceOverride {
  answer: MemberServiceLoginAnswer | null;
}

export interface MemberServiceRoutesOptions {
  db: Db;
  tickets: TicketService;
  loginRateLimit: { max: number; timeWindowMs: number };
  loginGuard: LoginGuard;
  override: MemberServiceOverride;
  now: () => number;
}

/** Its answers are HTTP 200 with a code, as the spec reads them: 0 signs in, anything else refuses. */
export const memberServiceCodes = { ok: 0, wrongCredential: 1, suspended: 2 } as const;
export const memberServiceMessages = { wrongCredential: 'รหัสผู้ใช้หรือรหัสผ่านผิด' } as const;

const tokenSeconds = 12 * 60 * 60;

/** POST /spa/member/login: a credential check, rate limited like the site's own login. */
export const memberServiceRoutes: FastifyPluginAsyncTypebox<MemberServiceRoutesOptions> = async (
  app,
  { db, tickets, loginRateLimit, loginGuard, override, now },
) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const endpoint = endpoints.memberServiceLogin;
  app.post(
    endpoint.path,
    { schema: schemaOf(endpoint), config: loginAttemptLimit(loginRateLimit) },
    async (request, reply): Promise<MemberServiceLoginAnswer> => {
      if (override.answer) return override.answer;
      const { username, password } = request.body;
      return guardedCheck<MemberServiceLoginAnswer>(loginGuard, request, reply, { username }, async () => {
        const member = await findMemberByUsername(db, username);
        // Compared even for an unknown member, so the answer's timing does not say which it was.
        const passwordOk = sameSecret(password, member?.sportsbook_password ?? '');
        if (!member || !passwordOk) {
          if (member) await recordSignIn(db, request, member.id, 'password', nowSeconds());
          return { ok: false, answer: { code: memberServiceCodes.wrongCredential, message: memberServiceMessages.wrongCredential } };
        }
        // Said only after the right credential, as the site's own sign-in does.
        if (isSuspended(member)) {
          await recordSignIn(db, request, member.id, 'suspended', nowSeconds());
          return { ok: true, answer: { code: memberServiceCodes.suspended, message: errorMessages.accountSuspended } };
        }
        await recordSignIn(db, request, member.id, 'ok', nowSeconds());
        const profile = { username: member.username, username2: member.username2, web_agent_group: member.web_agent_group };
        const accessToken = tickets.issue('member-service', { member: String(member.id) }, tokenSeconds);
        return { ok: true, answer: { code: memberServiceCodes.ok, result: { access_token: accessToken, profile } } };
      });
    },
  );
};

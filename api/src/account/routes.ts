import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, thaiMobilePattern } from '@member-site/shared/contract';
import { requireMember } from '../member/routes';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import type { SessionService } from '../session/sessions';
import { instant } from '../base/clock';
import { formatSatang } from '../base/money';
import { creditText } from '../ledger/ledger';
import { findMemberById } from '../member/store';
import { maskedAccount, registeredAccount } from '../wallet/records';
import { announcementsFor, markRead, unreadCount } from './announcements';
import { createAttemptCounter, type AttemptLimit } from './attempts';
import { affiliateSummary } from './affiliate';
import { accountErrors, accountMessages, promotionCodeMessages } from './errors';
import { changePassword } from './password';
import { redeemPromotionCode, redemptionsOf } from './promotion-codes';
import { createTicket, ticketsOf } from './support-tickets';

export interface AccountRateLimits {
  /** Password-change attempts per member. */
  passwordPerMember: AttemptLimit;
  /** Password-change attempts per address (several members may share one). */
  passwordPerAddress: AttemptLimit;
  /** New support tickets per member. */
  ticketsPerMember: AttemptLimit;
  /** Promotion-code attempts per member (every attempt counts: guessing codes is the abuse). */
  promotionCodePerMember: AttemptLimit;
  /** Promotion-code attempts per address. */
  promotionCodePerAddress: AttemptLimit;
}

export const defaultAccountRateLimits: AccountRateLimits = {
  passwordPerMember: { max: 5, timeWindowMs: 15 * 60_000 },
  passwordPerAddress: { max: 20, timeWindowMs: 15 * 60_000 },
  ticketsPerMember: { max: 5, timeWindowMs: 60 * 60_000 },
  promotionCodePerMember: { max: 10, timeWindowMs: 15 * 60_000 },
  promotionCodePerAddress: { max: 30, timeWindowMs: 15 * 60_000 },
};

export interface AccountRoutesOptions {
  db: Db;
  sessions: SessionService;
  now: () => number;
  limits: AccountRateLimits;
}

/** The member's account (bearer): profile, password change, announcements, support tickets, promotion codes, affiliate. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { db, sessions, now, limits }) => {
  const memberOf = requireMember(app, db, sessions);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const passwordByMember = createAttemptCounter(db, 'password-member', limits.passwordPerMember, now);
  const passwordByAddress = createAttemptCounter(db, 'password-address', limits.passwordPerAddress, now);
  const ticketsByMember = createAttemptCounter(db, 'tickets-member', limits.ticketsPerMember, now);
  const codesByMember = createAttemptCounter(db, 'codes-member', limits.promotionCodePerMember, now);
  const codesByAddress = createAttemptCounter(db, 'codes-address', limits.promotionCodePerAddress, now);

  app.get(endpoints.profile.path, { schema: schemaOf(endpoints.profile) }, async (request) => {
    const member = await memberOf(request);
    const account = registeredAccount(member);
    return {
      username: member.username,
      username2: member.username2,
      phone: thaiMobilePattern.test(member.username) ? member.username : '',
      bankAccount: account ? maskedAccount(account) : null,
      memberSince: instant(member.created_at),
    };
  });

  // The body (both passwords) is never logged: Fastify's request log has method and URL only.
  app.post(endpoints.passwordChange.path, { schema: schemaOf(endpoints.passwordChange) }, async (request) => {
    const member = await memberOf(request);
    // Both counters count every attempt: one spent key must not spare the other.
    const memberOk = await passwordByMember.take(String(member.id));
    const addressOk = await passwordByAddress.take(request.ip);
    if (!memberOk || !addressOk) throw accountErrors.rateLimited(accountMessages.passwordRateLimited);
    const endedSessions = await changePassword(db, member, request.body.currentPassword, request.body.newPassword, (tx) =>
      sessions.revokeOthers(member.id, request.headers.authorization, tx),
    );
    return { ok: true as const, endedSessions };
  });

  app.get(endpoints.announcements.path, { schema: schemaOf(endpoints.announcements) }, async (request) => {
    const member = await memberOf(request);
    const data = await announcementsFor(db, member.id, nowSeconds());
    return { data, unread: data.filter((a) => !a.read).length };
  });

  app.get(endpoints.announcementsUnread.path, { schema: schemaOf(endpoints.announcementsUnread) }, async (request) => ({
    unread: await unreadCount(db, (await memberOf(request)).id, nowSeconds()),
  }));

  app.post(endpoints.announcementRead.path, { schema: schemaOf(endpoints.announcementRead) }, async (request) => {
    const member = await memberOf(request);
    await markRead(db, member.id, request.body.id, nowSeconds());
    return { unread: await unreadCount(db, member.id, nowSeconds()) };
  });

  app.get(endpoints.tickets.path, { schema: schemaOf(endpoints.tickets) }, async (request) => ({
    data: await ticketsOf(db, (await memberOf(request)).id),
  }));

  app.post(endpoints.ticketCreate.path, { schema: schemaOf(endpoints.ticketCreate) }, async (request, reply) => {
    const member = await memberOf(request);
    if (!(await ticketsByMember.take(String(member.id)))) throw accountErrors.rateLimited(accountMessages.ticketRateLimited);
    return reply.code(201).send(await createTicket(db, member.id, request.body, nowSeconds()));
  });

  app.get(endpoints.promotionCodes.path, { schema: schemaOf(endpoints.promotionCodes) }, async (request) => ({
    data: await redemptionsOf(db, (await memberOf(request)).id),
  }));

  app.post(endpoints.promotionCodeRedeem.path, { schema: schemaOf(endpoints.promotionCodeRedeem) }, async (request, reply) => {
    const member = await memberOf(request);
    const memberOk = await codesByMember.take(String(member.id));
    const addressOk = await codesByAddress.take(request.ip);
    if (!memberOk || !addressOk) throw accountErrors.rateLimited(promotionCodeMessages.rateLimited);
    const redemption = await redeemPromotionCode(db, member.id, request.body.code, nowSeconds());
    // What it moved comes with it: the page shows the bonus wallet the code paid into, and the
    // credit, from this answer, as /wallet and /credit would answer them now.
    const after = (await findMemberById(db, member.id)) ?? member;
    return reply.code(201).send({ ...redemption, credit: await creditText(db, member.id), bonusWallet: formatSatang(after.bonus_balance_satang) });
  });

  app.get(endpoints.affiliate.path, { schema: schemaOf(endpoints.affiliate) }, async (request) => affiliateSummary(db, (await memberOf(request)).id));
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import { schemaOf } from '../platform/contract-route';
import type { SessionService } from '../session/sessions';
import type { TicketService } from '../session/tickets';
import type { Db } from '../platform/db';
import { errorMessages, lineFailed } from '../platform/errors';
import { type LineClient, LineExchangeError, type LineProfile } from './client';
import { findMemberByLineUserId } from '../member/store';

export interface LineRoutesOptions {
  db: Db;
  sessions: SessionService;
  tickets: TicketService;
  /** Null: LINE Login is not configured and the exchange answers 503. */
  lineClient: LineClient | null;
}

/** How long an unknown LINE account has to finish the register form. */
export const lineRegistrationTtlSeconds = 30 * 60;

/** POST /line/exchange: a known LINE account signs in; an unknown one gets a registration token. */
export const lineRoutes: FastifyPluginAsyncTypebox<LineRoutesOptions> = async (app, { db, sessions, tickets, lineClient }) => {
  app.post(endpoints.lineExchange.path, { schema: schemaOf(endpoints.lineExchange) }, async (request) => {
    if (!lineClient) throw lineFailed(503, errorMessages.lineUnavailable);
    let profile: LineProfile;
    try {
      profile = await lineClient.exchange(request.body.code, request.body.redirectUri);
    } catch (error) {
      if (!(error instanceof LineExchangeError)) throw error;
      request.log.warn(error.message);
      throw lineFailed(400, errorMessages.lineFailed);
    }
    const member = findMemberByLineUserId(db, profile.lineUserId);
    if (member) return { status: 'signed-in' as const, ...sessions.issue(member.id) };
    return {
      status: 'register' as const,
      lineRegistrationToken: tickets.issue('line-register', { lineUserId: profile.lineUserId }, lineRegistrationTtlSeconds),
      displayName: profile.displayName,
    };
  });
};

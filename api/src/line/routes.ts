import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints } from '@member-site/shared/contract';
import { schemaOf } from '../base/contract-route';
import type { SessionService } from '../session/sessions';
import type { TicketService } from '../session/tickets';
import type { Db } from '../base/db';
import { ApiHttpError, errorMessages, lineFailed } from '../base/errors';
import { type LineClient, LineExchangeError, type LineProfile } from './client';
import { findMemberByLineUserId } from '../member/store';
import { admitSignIn } from '../member/sign-ins';

export interface LineRoutesOptions {
  db: Db;
  sessions: SessionService;
  tickets: TicketService;
  /** Null: LINE Login is not configured and the exchange answers 503. */
  lineClient: LineClient | null;
  /** Code exchanges per address. */
  exchangeRateLimit: { max: number; timeWindowMs: number };
  now: () => number;
}

export const defaultLineExchangeRateLimit = { max: 20, timeWindowMs: 60_000 } as const;

/** How long an unknown LINE account has to finish the register form. */
export const lineRegistrationTtlSeconds = 30 * 60;

/** POST /line/exchange: a known LINE account signs in; an unknown one gets a registration token. */
export const lineRoutes: FastifyPluginAsyncTypebox<LineRoutesOptions> = async (app, { db, sessions, tickets, lineClient, exchangeRateLimit, now }) => {
  // Each exchange calls LINE: a few a minute per address is what a visitor needs.
  const exchangeLimit = {
    rateLimit: {
      max: exchangeRateLimit.max,
      timeWindow: exchangeRateLimit.timeWindowMs,
      errorResponseBuilder: () => new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited),
    },
  };
  app.post(endpoints.lineExchange.path, { schema: schemaOf(endpoints.lineExchange), config: exchangeLimit }, async (request) => {
    if (!lineClient) throw lineFailed(503, errorMessages.lineUnavailable);
    let profile: LineProfile;
    try {
      const { code, redirectUri, codeVerifier, nonce } = request.body;
      profile = await lineClient.exchange(code, redirectUri, codeVerifier, nonce);
    } catch (error) {
      if (!(error instanceof LineExchangeError)) throw error;
      request.log.warn(error.message);
      throw lineFailed(400, errorMessages.lineFailed);
    }
    const member = await findMemberByLineUserId(db, profile.lineUserId);
    if (member) {
      // LINE vouched for the member: recorded, and refused while staff have suspended the account.
      await admitSignIn(db, request, member, Math.floor(now() / 1000));
      return { status: 'signed-in' as const, ...(await sessions.issue(member.id)) };
    }
    return {
      status: 'register' as const,
      lineRegistrationToken: tickets.issue('line-register', { lineUserId: profile.lineUserId }, lineRegistrationTtlSeconds),
      displayName: profile.displayName,
    };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../shared/src/contract/paths';
import type { LineExchangeRequest, LineExchangeResponse } from '../../../shared/src/contract/register';
import type { SessionService } from '../auth/sessions';
import type { TicketService } from '../auth/tickets';
import type { Db } from '../db';
import { errorMessages, lineFailed } from '../errors';
import { type LineClient, LineExchangeError, type LineProfile } from '../line/client';
import { findMemberByLineUserId } from '../members';

export interface LineRoutesOptions {
  db: Db;
  sessions: SessionService;
  tickets: TicketService;
  /** Null: LINE Login is not configured and the exchange answers 503. */
  lineClient: LineClient | null;
}

/** How long an unknown LINE account has to finish the register form. */
export const lineRegistrationTtlSeconds = 30 * 60;

const exchangeSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'redirectUri'],
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 4096 },
      redirectUri: { type: 'string', minLength: 1, maxLength: 1024, pattern: '^https?://' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'string' },
        accessToken: { type: 'string' },
        expiresIn: { type: 'integer' },
        lineRegistrationToken: { type: 'string' },
        displayName: { type: 'string' },
      },
    },
  },
};

/** POST /line/exchange: a known LINE account signs in; an unknown one gets a registration token. */
export const lineRoutes: FastifyPluginAsync<LineRoutesOptions> = async (app, { db, sessions, tickets, lineClient }) => {
  app.post<{ Body: LineExchangeRequest }>(apiPaths.lineExchange, { schema: exchangeSchema }, async (request): Promise<LineExchangeResponse> => {
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
    if (member) return { status: 'signed-in', ...sessions.issue(member.id) };
    return {
      status: 'register',
      lineRegistrationToken: tickets.issue('line-register', { lineUserId: profile.lineUserId }, lineRegistrationTtlSeconds),
      displayName: profile.displayName,
    };
  });
};

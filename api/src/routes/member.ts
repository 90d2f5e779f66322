import { isIP } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../../shared/src/contract/paths';
import type {
  AuthUser,
  CreditResponse,
  EventLogRequest,
  OkResponse,
  WalletResponse,
} from '../../../shared/src/contract/session';
import type { SessionService } from '../auth/sessions';
import type { Db } from '../db';
import { badRequest, unauthorized } from '../errors';
import { findMemberById, insertEventLog, type MemberRow } from '../members';
import { formatSatang } from '../money';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member routes' bearer check; null elsewhere. */
    memberId: number | null;
  }
}

export interface MemberRoutesOptions {
  db: Db;
  sessions: SessionService;
  now: () => number;
}

// Response schemas double as an allow-list: a column added to members can never leak by accident.
const authSchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        username: { type: 'string' },
        username2: { type: 'string' },
        password: { type: 'string' },
        web_agent_group: { type: 'string' },
        site_api: { type: 'string' },
        client_api: { type: ['string', 'null'] },
      },
    },
  },
};

const creditSchema = { response: { 200: { type: 'object', properties: { credit: { type: 'string' } } } } };

const walletSchema = {
  response: {
    200: { type: 'object', properties: { data: { type: 'object', properties: { balance: { type: 'string' } } } } },
  },
};

/** The client sends the literal `{ip}` to mean "the address you see me at". */
const callerIpMarker = '{ip}';

const eventLogSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['ip_address', 'user_agent', 'last_entry'],
    properties: {
      ip_address: { type: 'string', minLength: 1, maxLength: 64 },
      user_agent: { type: 'string', maxLength: 512 },
      last_entry: { type: 'string', minLength: 1, maxLength: 512, pattern: '^/' },
    },
  },
  response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
};

/**
 * Turns the plugin scope `app` into a member-only one: every route in it needs a valid bearer
 * token. Returns the lookup of the signed-in member.
 */
export function requireMember(app: FastifyInstance, db: Db, sessions: SessionService): (request: FastifyRequest) => MemberRow {
  app.decorateRequest('memberId', null);

  // onRequest: an anonymous caller is turned away before its body is even parsed.
  app.addHook('onRequest', async (request) => {
    request.memberId = sessions.authenticate(request.headers.authorization);
    if (request.memberId === null) throw unauthorized();
  });

  // A member deleted while signed in has a dangling session: treat it as expired.
  return (request) => {
    const member = request.memberId === null ? undefined : findMemberById(db, request.memberId);
    if (!member) throw unauthorized();
    return member;
  };
}

/** Member endpoints: every route in this scope needs a valid bearer token. */
export const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (app, { db, sessions, now }) => {
  const memberOf = requireMember(app, db, sessions);

  app.get(apiPaths.auth, { schema: authSchema }, async (request): Promise<AuthUser> => {
    const m = memberOf(request);
    return {
      username: m.username,
      username2: m.username2,
      password: m.sportsbook_password,
      web_agent_group: m.web_agent_group,
      site_api: m.site_api,
      client_api: null,
    };
  });

  app.get(apiPaths.credit, { schema: creditSchema }, async (request): Promise<CreditResponse> => ({
    credit: formatSatang(memberOf(request).credit_satang),
  }));

  app.get(apiPaths.wallet, { schema: walletSchema }, async (request): Promise<WalletResponse> => ({
    data: { balance: formatSatang(memberOf(request).bonus_balance_satang) },
  }));

  app.post<{ Body: EventLogRequest }>(apiPaths.eventLog, { schema: eventLogSchema }, async (request): Promise<OkResponse> => {
    const { ip_address, user_agent, last_entry } = request.body;
    if (ip_address !== callerIpMarker && isIP(ip_address) === 0) throw badRequest('ip_address');
    const member = memberOf(request);
    insertEventLog(
      db,
      {
        memberId: member.id,
        ipAddress: ip_address === callerIpMarker ? request.ip : ip_address,
        userAgent: user_agent,
        lastEntry: last_entry,
      },
      Math.floor(now() / 1000),
    );
    return { ok: true };
  });
};

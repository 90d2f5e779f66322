import { isIP } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type RealityCheckMinutes, type RestrictionKind } from '@member-site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaOf } from '../base/contract-route';
import type { SessionService } from '../session/sessions';
import type { Db } from '../base/db';
import { badRequest, unauthorized } from '../base/errors';
import { findMemberById, insertEventLog, type MemberRow } from './store';
import { formatSatang } from '../base/money';
import { instant } from '../base/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member routes' bearer check; null elsewhere. */
    memberId: number | null;
  }
}

/**
 * Safer play's part of the /auth answer (ADR 0018). Safer play is a feature above this one (it
 * uses `requireMember`), so the app passes its reading in rather than this file importing it.
 */
export interface AuthSaferPlay {
  restriction: { kind: RestrictionKind; until: number } | null;
  realityCheckMinutes: RealityCheckMinutes;
}

export interface MemberRoutesOptions {
  db: Db;
  sessions: SessionService;
  now: () => number;
  saferPlayOf: (memberId: number, nowSeconds: number) => Promise<AuthSaferPlay>;
}

/** The client sends the literal `{ip}` ("the address you see me at"); an address it claims is checked, never stored. */
const callerIpMarker = '{ip}';

/**
 * Turns the plugin scope `app` into a member-only one: every route in it needs a valid bearer
 * token. Returns the lookup of the signed-in member.
 */
export function requireMember(app: FastifyInstance, db: Db, sessions: SessionService): (request: FastifyRequest) => Promise<MemberRow> {
  app.decorateRequest('memberId', null);

  // onRequest: an anonymous caller is turned away before its body is even parsed.
  app.addHook('onRequest', async (request) => {
    request.memberId = await sessions.authenticate(request.headers.authorization);
    if (request.memberId === null) throw unauthorized();
  });

  // A member deleted while signed in has a dangling session: treat it as expired.
  return async (request) => {
    const member = request.memberId === null ? undefined : await findMemberById(db, request.memberId);
    if (!member) throw unauthorized();
    return member;
  };
}

/** Member endpoints: every route in this scope needs a valid bearer token. */
export const memberRoutes: FastifyPluginAsyncTypebox<MemberRoutesOptions> = async (app, { db, sessions, now, saferPlayOf }) => {
  const memberOf = requireMember(app, db, sessions);

  app.get(endpoints.auth.path, { schema: schemaOf(endpoints.auth) }, async (request) => {
    const m = await memberOf(request);
    const nowSeconds = Math.floor(now() / 1000);
    const { restriction, realityCheckMinutes } = await saferPlayOf(m.id, nowSeconds);
    const changeRequired = m.password_reset_required === 1;
    return {
      username: m.username,
      username2: m.username2,
      // Until the member has chosen a new password no game opens, the sportsbook's redirect
      // included: its credential is withheld (the site then says the sportsbook is unavailable).
      password: changeRequired ? '' : m.sportsbook_password,
      web_agent_group: m.web_agent_group,
      site_api: m.site_api,
      client_api: null,
      restriction: restriction ? { kind: restriction.kind, until: instant(restriction.until) } : null,
      reality_check: {
        everyMinutes: realityCheckMinutes,
        signedInAt: instant((await sessions.startedAt(request.headers.authorization)) ?? nowSeconds),
      },
      ...(changeRequired ? { password_change_required: true } : {}),
    };
  });

  app.get(endpoints.credit.path, { schema: schemaOf(endpoints.credit) }, async (request) => ({
    credit: formatSatang((await memberOf(request)).credit_satang),
  }));

  app.get(endpoints.wallet.path, { schema: schemaOf(endpoints.wallet) }, async (request) => ({
    data: { balance: formatSatang((await memberOf(request)).bonus_balance_satang) },
  }));

  app.post(endpoints.eventLog.path, { schema: schemaOf(endpoints.eventLog) }, async (request) => {
    const { ip_address, user_agent, last_entry } = request.body;
    if (ip_address !== callerIpMarker && isIP(ip_address) === 0) throw badRequest('ip_address');
    const member = await memberOf(request);
    await insertEventLog(
      db,
      {
        memberId: member.id,
        // The request's own address (through trusted proxies only): a client's claim is not evidence.
        ipAddress: request.ip,
        userAgent: user_agent,
        lastEntry: last_entry,
      },
      Math.floor(now() / 1000),
    );
    return { ok: true as const };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import { requireMember } from '../member/routes';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { formatSatang } from '../base/money';
import type { SessionService } from '../session/sessions';
import { instant } from '../base/clock';
import { playNetSince, saferPlayState, setRealityCheck, takeBreak } from './store';

export interface SaferPlayRoutesOptions {
  db: Db;
  sessions: SessionService;
  now: () => number;
}

/** Safer play (bearer): the settings, a break or exclusion, the reality check and its numbers. */
export const saferPlayRoutes: FastifyPluginAsyncTypebox<SaferPlayRoutesOptions> = async (app, { db, sessions, now }) => {
  const memberOf = requireMember(app, db, sessions);
  const nowSeconds = (): number => Math.floor(now() / 1000);

  app.get(endpoints.saferPlay.path, { schema: schemaOf(endpoints.saferPlay) }, async (request) =>
    saferPlayState(db, (await memberOf(request)).id, nowSeconds()),
  );

  app.post(endpoints.takeBreak.path, { schema: schemaOf(endpoints.takeBreak) }, async (request) => {
    const member = await memberOf(request);
    await takeBreak(db, member.id, request.body.length, nowSeconds());
    return saferPlayState(db, member.id, nowSeconds());
  });

  app.post(endpoints.realityCheckSet.path, { schema: schemaOf(endpoints.realityCheckSet) }, async (request) => {
    const member = await memberOf(request);
    await setRealityCheck(db, member.id, request.body.everyMinutes, nowSeconds());
    return saferPlayState(db, member.id, nowSeconds());
  });

  app.get(endpoints.sessionSummary.path, { schema: schemaOf(endpoints.sessionSummary) }, async (request) => {
    const member = await memberOf(request);
    const signedInAt = (await sessions.startedAt(request.headers.authorization)) ?? nowSeconds();
    return { signedInAt: instant(signedInAt), net: formatSatang(await playNetSince(db, member.id, signedInAt)) };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import { requireMember } from '../member/routes';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { creditText } from '../ledger/ledger';
import type { SessionService } from '../session/sessions';
import { playHistory } from './play';
import { claimRebate, claimRecord, rebateOffer } from './rebates';
import type { RebateSettings } from './rules';
import { claimHistory } from './store';

export interface RebateRoutesOptions {
  db: Db;
  sessions: SessionService;
  settings: RebateSettings;
  now: () => number;
}

export const claimPageSize = 20;

/** Play history, the rebates on offer and their claims (bearer). */
export const rebateRoutes: FastifyPluginAsyncTypebox<RebateRoutesOptions> = async (app, { db, sessions, settings, now }) => {
  const memberOf = requireMember(app, db, sessions);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  // Query strings are text; the contract's page is an integer and ajv does not coerce (as the wallet's).
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query.page === 'string' && /^[0-9]{1,6}$/.test(query.page)) query.page = Number(query.page);
  });

  app.get(endpoints.playHistory.path, { schema: schemaOf(endpoints.playHistory) }, async (request) =>
    playHistory(db, (await memberOf(request)).id, request.query, nowSeconds()),
  );

  app.get(endpoints.rebates.path, { schema: schemaOf(endpoints.rebates) }, async (request) => {
    const member = await memberOf(request);
    const at = nowSeconds();
    const page = request.query.page ?? 1;
    const { rows, total } = await claimHistory(db, member.id, request.query.kind, claimPageSize, (page - 1) * claimPageSize);
    return {
      cashback: await rebateOffer(db, settings, member.id, 'cashback', at),
      payback: await rebateOffer(db, settings, member.id, 'payback', at),
      history: { data: rows.map(claimRecord), page, pageSize: claimPageSize, total },
    };
  });

  app.post(endpoints.rebateClaim.path, { schema: schemaOf(endpoints.rebateClaim) }, async (request, reply) => {
    const member = await memberOf(request);
    const row = await claimRebate(db, settings, member.id, request.body.kind, nowSeconds());
    // What it moved comes with it: the page shows the credit from this answer.
    return reply.code(201).send({ ...claimRecord(row), credit: await creditText(db, member.id) });
  });
};

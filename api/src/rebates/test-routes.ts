import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, OkResponse } from '@member-site/shared/contract';
import { Type } from 'typebox';
import type { Db } from '../base/db';
import { ApiHttpError, badRequest, errorMessages } from '../base/errors';
import { parseBaht } from '../base/money';
import { findMemberByUsername } from '../member/store';
import { addBets, type BetInput } from './store';

// Test only (API_ENABLE_TEST_ROUTES=1), unauthenticated: e2e adds a member's rounds the way a
// game provider would report them. No credit moves (ADR 0012).
export const rebateTestPaths = { memberBets: '/api/test/members/:username/bets' } as const;

const money = Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' });

const betsSchema = {
  params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }),
  body: Type.Object(
    {
      bets: Type.Array(
        Type.Object(
          {
            game: Type.String({ minLength: 1, maxLength: 120 }),
            provider: Type.String({ minLength: 1, maxLength: 120 }),
            category: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
            stake: money,
            payout: money,
            /** ISO 8601 instant the round was settled. */
            at: Type.String({ minLength: 10, maxLength: 40 }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 500 },
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: OkResponse },
};

export const rebateTestRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(rebateTestPaths.memberBets, { schema: betsSchema }, async (request) => {
    const member = await findMemberByUsername(db, request.params.username);
    if (!member) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound);
    const bets: BetInput[] = request.body.bets.map((b) => {
      const ms = Date.parse(b.at);
      const stakeSatang = parseBaht(b.stake);
      const payoutSatang = parseBaht(b.payout);
      if (Number.isNaN(ms)) throw badRequest('at');
      if (stakeSatang === null || payoutSatang === null) throw badRequest('stake');
      return {
        memberId: member.id,
        game: b.game,
        provider: b.provider,
        category: b.category ?? 'slot',
        stakeSatang,
        payoutSatang,
        settledAt: Math.floor(ms / 1000),
      };
    });
    await addBets(db, bets);
    return { ok: true as const };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, limitPeriods, limitProblem, type DepositLimits, type DepositLimitsUpdate, type LimitPeriodName } from '@member-site/shared/contract';
import { requireMember } from '../member/routes';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { formatSatang } from '../base/money';
import type { SessionService } from '../session/sessions';
import { instant } from '../base/clock';
import { limitErrors } from './errors';
import { cancelPendingLimit, changeLimits, limitState, type LimitWindow } from './store';

export interface LimitRoutesOptions {
  db: Db;
  sessions: SessionService;
  now: () => number;
  /** The minimum deposit: no limit may be lower. */
  depositMinSatang: number;
}

const moneyOrNull = (satang: number | null): string | null => (satang === null ? null : formatSatang(satang));

const windowAnswer = (w: LimitWindow): DepositLimits['day'] => ({
  limit: moneyOrNull(w.limitSatang),
  used: formatSatang(w.usedSatang),
  pending: w.pending ? { limit: moneyOrNull(w.pending.limitSatang), effectiveAt: instant(w.pending.effectiveAt) } : null,
});

/** Each typed limit checked with the page's own rule; whole baht → satang. */
function wantedLimits(body: DepositLimitsUpdate, minSatang: number): Record<LimitPeriodName, number | null> {
  const one = (text: string | null): number | null => {
    if (text === null) return null;
    const problem = limitProblem(text, formatSatang(minSatang));
    if (problem) throw limitErrors.invalid(problem);
    return Number(text) * 100;
  };
  return { day: one(body.day), week: one(body.week), month: one(body.month) };
}

/** The member's deposit limits (bearer): read, change, cancel a waiting raise. */
export const limitRoutes: FastifyPluginAsyncTypebox<LimitRoutesOptions> = async (app, { db, sessions, now, depositMinSatang }) => {
  const memberOf = requireMember(app, db, sessions);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const answer = async (memberId: number): Promise<DepositLimits> => {
    const state = await limitState(db, memberId, nowSeconds());
    const [day, week, month] = limitPeriods.map((p) => windowAnswer(state.windows[p])) as [DepositLimits['day'], DepositLimits['day'], DepositLimits['day']];
    return { day, week, month, left: moneyOrNull(state.leftSatang), minAmount: formatSatang(depositMinSatang) };
  };

  app.get(endpoints.depositLimits.path, { schema: schemaOf(endpoints.depositLimits) }, async (request) => answer((await memberOf(request)).id));

  app.post(endpoints.depositLimitsUpdate.path, { schema: schemaOf(endpoints.depositLimitsUpdate) }, async (request) => {
    const member = await memberOf(request);
    await changeLimits(db, member.id, wantedLimits(request.body, depositMinSatang), nowSeconds());
    return answer(member.id);
  });

  app.post(endpoints.depositLimitCancel.path, { schema: schemaOf(endpoints.depositLimitCancel) }, async (request) => {
    const member = await memberOf(request);
    if (!(await cancelPendingLimit(db, member.id, request.body.period, nowSeconds()))) throw limitErrors.noPending();
    return answer(member.id);
  });
};

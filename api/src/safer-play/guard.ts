import { endpoints, type EndpointDef } from '@member-site/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../base/db';
import type { SessionService } from '../session/sessions';
import { saferPlayErrors } from './errors';
import { activeRestriction } from './store';

/**
 * What restricted mode refuses (ADR 0018): every game launch, every way to deposit, the deposit
 * promotion choice and the lucky wheel's spin. Balance, withdrawal, histories, profile and
 * tickets stay open.
 */
export const restrictedEndpoints: readonly EndpointDef[] = [
  endpoints.gameLogin,
  endpoints.lottoLogin,
  endpoints.hotgraphLogin,
  endpoints.hotgraphGameLogin,
  endpoints.luckyWheelSpin,
  endpoints.promptPayCreate,
  endpoints.slipSubmit,
  endpoints.promotionChoose,
  endpoints.promotionCodeRedeem,
];

const keyOf = (method: string, path: string): string => `${method} ${path}`;

/**
 * One app-wide hook rather than a line in each route: a new way to deposit or play added to the
 * list is covered without touching its route. It runs after the routes' own bearer check
 * (onRequest), so an anonymous caller still gets 401 first.
 */
export function addRestrictionGuard(app: FastifyInstance, db: Db, sessions: SessionService, now: () => number): void {
  const restricted = new Set(restrictedEndpoints.map((endpoint) => keyOf(endpoint.method, endpoint.path)));
  app.addHook('preHandler', async (request) => {
    if (!restricted.has(keyOf(request.method, request.routeOptions.url ?? ''))) return;
    const memberId = await sessions.authenticate(request.headers.authorization);
    if (memberId === null) return;
    const restriction = await activeRestriction(db, memberId, Math.floor(now() / 1000));
    if (restriction) throw saferPlayErrors.restricted(restriction.kind, restriction.until);
  });
}

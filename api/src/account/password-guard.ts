import { apiErrorCodes, endpoints, type EndpointDef } from '@member-site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { one, type Db } from '../base/db';
import { ApiHttpError, errorMessages } from '../base/errors';
import type { SessionService } from '../session/sessions';
import { restrictedEndpoints } from '../safer-play/guard';

/**
 * What a member whose password staff reset may not do before choosing a new one (issue 35):
 * launch a game, spin the wheel, deposit, withdraw, claim a rebate, redeem a code or choose a
 * deposit promotion. Reading the balance, the histories, the profile and the password change
 * itself stay open, so the site can send the member to /password-change.
 */
export const passwordChangeEndpoints: readonly EndpointDef[] = [...restrictedEndpoints, endpoints.withdrawCreate, endpoints.rebateClaim];

const keyOf = (method: string, path: string): string => `${method} ${path}`;

// 423 Locked, as restricted mode answers (ADR 0018): 401/403 would send the member down the
// site's one session-expired path, and the member must stay signed in to change the password.
export const passwordChangeRequired = (): ApiHttpError => new ApiHttpError(423, apiErrorCodes.passwordChangeRequired, errorMessages.passwordChangeRequired);

/**
 * One app-wide hook over the listed routes, as restricted mode's (safer-play/guard.ts): it runs
 * after each route's own bearer check, so an anonymous caller still gets 401 first.
 */
export function addPasswordChangeGuard(app: FastifyInstance, db: Db, sessions: SessionService): void {
  const guarded = new Set(passwordChangeEndpoints.map((endpoint) => keyOf(endpoint.method, endpoint.path)));
  app.addHook('preHandler', async (request) => {
    if (!guarded.has(keyOf(request.method, request.routeOptions.url ?? ''))) return;
    const memberId = await sessions.authenticate(request.headers.authorization);
    if (memberId === null) return;
    const row = await one<{ required: number }>(db, sql`SELECT password_reset_required AS required FROM members WHERE id = ${memberId}`);
    if (row?.required === 1) throw passwordChangeRequired();
  });
}

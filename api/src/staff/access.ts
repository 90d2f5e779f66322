import type { EndpointDef, StaffPermission } from '@member-site/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { forbidden, staffUnauthorized } from '../base/errors';
import { recordAudit, type AuditEvent } from '../audit/store';
import { identityOf } from './accounts';
import type { StaffAuthenticated, StaffSessionService } from './sessions';

// Roles enforced by the API on every staff route (issue 35, ADR 0046): each staff route is
// registered with its endpoint's permission (`staffRoute`), and the scope's check runs before
// the body is read. A route registered without one is refused: the check fails closed.

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of a staff route; null elsewhere. */
    staff: StaffAuthenticated | null;
  }
  interface FastifyContextConfig {
    /** A staff route's rule, from its endpoint row (`staffRoute`). */
    staffPermission?: StaffPermission | 'session' | 'public';
  }
}

/** A staff endpoint's route options: its contract schema and its permission. */
export function staffRoute<E extends EndpointDef>(endpoint: E) {
  if (endpoint.feature !== 'staff') throw new Error(`[api] E30 ${endpoint.path} is not a staff endpoint`);
  return { schema: schemaOf(endpoint), config: { staffPermission: endpoint.permission ?? ('session' as const) } };
}

/**
 * Makes the plugin scope a staff one: every route in it needs a live staff session whose roles
 * give the route's permission (401 without a session, 403 without the permission). A member's
 * token is no staff session.
 */
export function requireStaff(app: FastifyInstance, sessions: StaffSessionService): void {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.staffPermission;
    if (permission === 'public') return;
    const session = await sessions.authenticate(request.headers.authorization);
    if (!session) throw staffUnauthorized();
    request.staff = session;
    if (permission === undefined) throw forbidden();
    if (permission !== 'session' && !identityOf(session.staff).permissions.includes(permission)) throw forbidden();
  });
}

/** The signed-in staff member of a staff route (requireStaff made sure there is one). */
export function staffOf(request: FastifyRequest): StaffAuthenticated {
  if (!request.staff) throw staffUnauthorized();
  return request.staff;
}

/**
 * Records the signed-in staff member's action or view, with their address. Call it inside the
 * transaction of the action it records, with its `tx`.
 */
export async function auditStaff(db: Db, request: FastifyRequest, event: Omit<AuditEvent, 'actor' | 'ip'>, nowSeconds: number): Promise<void> {
  await recordAudit(db, { ...event, actor: { kind: 'staff', username: staffOf(request).staff.username }, ip: request.ip }, nowSeconds);
}

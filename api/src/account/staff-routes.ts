import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { transaction, type Db } from '../base/db';
import { hashPassword } from '../session/passwords';
import type { SessionService } from '../session/sessions';
import { identityOf } from '../staff/accounts';
import { auditStaff, requireStaff, staffOf, staffRoute } from '../staff/access';
import type { StaffSessionService } from '../staff/sessions';
import { newSportsbookPassword, type MemberRow } from '../member/store';
import {
  memberDetail,
  memberNamed,
  memberState,
  memberSummary,
  resetMemberPassword,
  searchMembers,
  suspendMember,
  temporaryPassword,
  unsuspendMember,
} from './staff-members';

// Members in the back office (issue 35, ADR 0046): search, one member's whole picture, suspension
// and a password reset. Every search and every view is an audit row (a staff look at a member's
// data is recorded); every change is one transaction with its row.

export interface StaffMemberRoutesOptions {
  db: Db;
  /** Staff sessions: who may call these routes. */
  sessions: StaffSessionService;
  /** Members' sessions: a suspension or a password reset ends them all. */
  memberSessions: SessionService;
  now: () => number;
}

/** A cashier pays to the member's account, so `money` sees it whole; everyone else sees it masked. */
const seesFullAccount = (request: FastifyRequest): boolean => identityOf(staffOf(request).staff).permissions.includes('money');

export const staffMemberRoutes: FastifyPluginAsyncTypebox<StaffMemberRoutesOptions> = async (app, { db, sessions, memberSessions, now }) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);
  requireStaff(app, sessions);

  app.get(endpoints.staffMembers.path, staffRoute(endpoints.staffMembers), async (request) =>
    transaction(db, async (tx) => {
      const { q } = request.query;
      const full = seesFullAccount(request);
      const data = (await searchMembers(tx, q)).map((row) => memberSummary(row, full));
      await auditStaff(tx, request, { action: 'member.search', after: { q, results: data.length } }, nowSeconds());
      return { data };
    }),
  );

  app.get(endpoints.staffMember.path, staffRoute(endpoints.staffMember), async (request) =>
    transaction(db, async (tx) => {
      const detail = await memberDetail(tx, request.params.username, seesFullAccount(request), nowSeconds());
      await auditStaff(tx, request, { action: 'member.view', target: { kind: 'member', id: detail.username } }, nowSeconds());
      return detail;
    }),
  );

  /** Runs a change of the member with its audit row (state before and after) in one transaction; answers the member's detail. */
  function changeMember(request: FastifyRequest, username: string, action: string, change: (tx: Db, row: MemberRow) => Promise<void>) {
    return transaction(db, async (tx) => {
      const row = await memberNamed(tx, username);
      await change(tx, row);
      await auditStaff(
        tx,
        request,
        { action, target: { kind: 'member', id: row.username }, before: memberState(row), after: memberState(await memberNamed(tx, username)) },
        nowSeconds(),
      );
      return memberDetail(tx, username, seesFullAccount(request), nowSeconds());
    });
  }

  app.post(endpoints.staffMemberSuspend.path, staffRoute(endpoints.staffMemberSuspend), async (request) =>
    changeMember(request, request.params.username, 'member.suspend', async (tx, row) => {
      await suspendMember(tx, row, staffOf(request).staff.username, request.body.reason, nowSeconds());
      // Every session ends now: the member is signed out at the next request.
      await memberSessions.revokeAll(row.id, tx);
    }),
  );

  app.post(endpoints.staffMemberUnsuspend.path, staffRoute(endpoints.staffMemberUnsuspend), async (request) =>
    changeMember(request, request.params.username, 'member.unsuspend', (tx, row) => unsuspendMember(tx, row)),
  );

  // The temporary password is in the answer only: never in the audit row, never in a log.
  app.post(endpoints.staffMemberResetPassword.path, staffRoute(endpoints.staffMemberResetPassword), async (request) => {
    const username = (await memberNamed(db, request.params.username)).username;
    const password = temporaryPassword(username);
    const passwordHash = await hashPassword(password);
    await changeMember(request, username, 'member.reset-password', async (tx, row) => {
      await resetMemberPassword(tx, row, passwordHash, newSportsbookPassword());
      await memberSessions.revokeAll(row.id, tx);
    });
    return { temporaryPassword: password };
  });
};

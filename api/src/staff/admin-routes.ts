import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints, type AuditQuery, type StaffRole } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { transaction, type Db } from '../base/db';
import { ApiHttpError, badRequest } from '../base/errors';
import { bangkokDateStart, oneDaySeconds } from '../base/clock';
import { auditCsv, auditEntry, queryAudit, type AuditFilter } from '../audit/store';
import { hashPassword } from '../session/passwords';
import {
  accountOf,
  findStaff,
  insertStaff,
  listStaff,
  newStaffPassword,
  otherActiveAdmins,
  rolesOf,
  setStaffPassword,
  setStaffRoles,
  setStaffStatus,
  resetStaffTotp,
  type StaffRow,
} from './accounts';
import { auditStaff, requireStaff, staffOf, staffRoute } from './access';
import type { StaffSessionService } from './sessions';

// The admins' side of staff (issue 35, ADR 0046): staff accounts and the audit trail. Every
// change is one transaction with its audit row; a change that would leave no active admin is
// refused, so the back office can never lock itself out.

export interface StaffAdminRoutesOptions {
  db: Db;
  sessions: StaffSessionService;
  now: () => number;
}

const notFound = (): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, 'ไม่พบพนักงานที่ระบุ');
const lastAdmin = (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.lastAdmin, 'ต้องมีผู้ดูแลระบบที่ใช้งานได้อย่างน้อยหนึ่งคน');
const notYourself = (): ApiHttpError => new ApiHttpError(409, apiErrorCodes.conflict, 'ไม่สามารถทำรายการนี้กับบัญชีของตัวเองได้');

const auditPageSize = 50;

/** The audit query's days (Bangkok, inclusive) as seconds. */
function auditFilter(query: AuditQuery): AuditFilter {
  const from = query.from === undefined ? undefined : bangkokDateStart(query.from);
  const to = query.to === undefined ? undefined : bangkokDateStart(query.to);
  if (from === null || to === null) throw badRequest('วันที่ไม่ถูกต้อง');
  return {
    actor: query.actor || undefined,
    action: query.action || undefined,
    target: query.target || undefined,
    fromSeconds: from,
    toSeconds: to === undefined ? undefined : to + oneDaySeconds,
  };
}

export const staffAdminRoutes: FastifyPluginAsyncTypebox<StaffAdminRoutesOptions> = async (app, { db, sessions, now }) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);
  requireStaff(app, sessions);

  const accountNamed = async (tx: Db, username: string): Promise<StaffRow> => {
    const row = await findStaff(tx, username);
    if (!row) throw notFound();
    return row;
  };

  /** Runs `change` on the named account with its audit row (before/after) in one transaction; answers the account after it. */
  function changeAccount(request: FastifyRequest, username: string, action: string, change: (tx: Db, row: StaffRow) => Promise<void>) {
    return transaction(db, async (tx) => {
      const row = await accountNamed(tx, username);
      await change(tx, row);
      const after = await accountNamed(tx, username);
      await auditStaff(tx, request, { action, target: { kind: 'staff', id: row.username }, before: accountOf(row), after: accountOf(after) }, nowSeconds());
      return accountOf(after);
    });
  }

  const notSelf = (request: FastifyRequest, row: StaffRow): void => {
    if (staffOf(request).staff.id === row.id) throw notYourself();
  };

  app.get(endpoints.staffAccounts.path, staffRoute(endpoints.staffAccounts), async () => ({ data: (await listStaff(db)).map(accountOf) }));

  app.post(endpoints.staffAccountCreate.path, staffRoute(endpoints.staffAccountCreate), async (request, reply) => {
    const { username, displayName, roles } = request.body;
    const password = newStaffPassword();
    const passwordHash = await hashPassword(password);
    const created = await transaction(db, async (tx) => {
      const row = await insertStaff(
        tx,
        { username, displayName: displayName.trim(), roles: roles as StaffRole[], passwordHash, createdBy: staffOf(request).staff.username },
        nowSeconds(),
      );
      if (!row) throw new ApiHttpError(409, apiErrorCodes.conflict, 'ชื่อผู้ใช้นี้มีอยู่แล้ว');
      await auditStaff(tx, request, { action: 'staff.create', target: { kind: 'staff', id: row.username }, after: accountOf(row) }, nowSeconds());
      return row;
    });
    return reply.code(201).send({ account: accountOf(created), password });
  });

  app.post(endpoints.staffAccountRoles.path, staffRoute(endpoints.staffAccountRoles), async (request) =>
    changeAccount(request, request.params.username, 'staff.roles', async (tx, row) => {
      const roles = request.body.roles as StaffRole[];
      if (rolesOf(row).includes('admin') && !roles.includes('admin') && row.status === 'active' && (await otherActiveAdmins(tx, row.id)) === 0)
        throw lastAdmin();
      await setStaffRoles(tx, row.id, roles);
    }),
  );

  app.post(endpoints.staffAccountDisable.path, staffRoute(endpoints.staffAccountDisable), async (request) =>
    changeAccount(request, request.params.username, 'staff.disable', async (tx, row) => {
      notSelf(request, row);
      if (rolesOf(row).includes('admin') && (await otherActiveAdmins(tx, row.id)) === 0) throw lastAdmin();
      await setStaffStatus(tx, row.id, 'disabled');
      // Every session of the account ends now, not at its next idle timeout.
      await sessions.endAll(row.id, tx);
    }),
  );

  app.post(endpoints.staffAccountEnable.path, staffRoute(endpoints.staffAccountEnable), async (request) =>
    changeAccount(request, request.params.username, 'staff.enable', (tx, row) => setStaffStatus(tx, row.id, 'active')),
  );

  app.post(endpoints.staffAccountResetTotp.path, staffRoute(endpoints.staffAccountResetTotp), async (request) =>
    changeAccount(request, request.params.username, 'staff.reset-totp', async (tx, row) => {
      await resetStaffTotp(tx, row.id);
      await sessions.endAll(row.id, tx);
    }),
  );

  app.post(endpoints.staffAccountResetPassword.path, staffRoute(endpoints.staffAccountResetPassword), async (request) => {
    const password = newStaffPassword();
    const passwordHash = await hashPassword(password);
    const account = await changeAccount(request, request.params.username, 'staff.reset-password', async (tx, row) => {
      await setStaffPassword(tx, row.id, passwordHash);
      await sessions.endAll(row.id, tx);
    });
    return { account, password };
  });

  app.get(endpoints.staffAudit.path, staffRoute(endpoints.staffAudit), async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await queryAudit(db, auditFilter(request.query), page, auditPageSize);
    return { data: rows.map(auditEntry), page, pageSize: auditPageSize, total };
  });

  app.get(endpoints.staffAuditExport.path, staffRoute(endpoints.staffAuditExport), async (request) => {
    const filter = auditFilter(request.query);
    const { csv, rows } = await auditCsv(db, filter);
    // The export itself is an action on the trail.
    await auditStaff(db, request, { action: 'audit.export', after: { ...request.query, rows } }, nowSeconds());
    const stamp = new Date(now()).toISOString().slice(0, 10);
    return { fileName: `audit-${stamp}.csv`, csv, rows };
  });
};

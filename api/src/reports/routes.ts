import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { badRequest } from '../base/errors';
import { bangkokDateStart, bangkokDayStart } from '../base/clock';
import { requireStaff, staffRoute } from '../staff/access';
import type { StaffSessionService } from '../staff/sessions';
import { dayReport } from './day-report';

// Reports in the back office (issue 35, ADR 0046): totals over every member, no one member's
// data, so reading one is not an audit row.

export interface ReportRoutesOptions {
  db: Db;
  sessions: StaffSessionService;
  now: () => number;
}

const bangkokOffsetSeconds = 7 * 60 * 60;

/** "2026-11-27": the Bangkok day an instant falls in. */
const bangkokDay = (seconds: number): string => new Date((bangkokDayStart(seconds) + bangkokOffsetSeconds) * 1000).toISOString().slice(0, 10);

export const reportRoutes: FastifyPluginAsyncTypebox<ReportRoutesOptions> = async (app, { db, sessions, now }) => {
  requireStaff(app, sessions);

  app.get(endpoints.staffReport.path, staffRoute(endpoints.staffReport), async (request) => {
    const day = request.query.day ?? bangkokDay(Math.floor(now() / 1000));
    const start = bangkokDateStart(day);
    if (start === null) throw badRequest('วันที่ไม่ถูกต้อง');
    return await dayReport(db, day, start);
  });
};

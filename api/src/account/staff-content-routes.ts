import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../base/db';
import { auditStaff, requireStaff, staffOf, staffRoute } from '../staff/access';
import type { StaffSessionService } from '../staff/sessions';
import { createAnnouncement, setAnnouncementPublished, staffAnnouncement, staffAnnouncements } from './announcements';
import { codeRedemptions, createPromotionCode, newPromotionCodeOf, setPromotionCodePaused, staffPromotionCode, staffPromotionCodes } from './promotion-codes';
import { replyToTicket, staffTicket, staffTickets } from './support-tickets';

// Support tickets, announcements and promotion codes in the back office (issue 35, ADR 0046).
// Each change is one transaction with its audit row (before and after); the lists that show
// members' data (tickets, a code's redemptions) are recorded as views.

export interface StaffContentRoutesOptions {
  db: Db;
  sessions: StaffSessionService;
  now: () => number;
}

export const staffContentRoutes: FastifyPluginAsyncTypebox<StaffContentRoutesOptions> = async (app, { db, sessions, now }) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);
  requireStaff(app, sessions);

  // ---- support tickets --------------------------------------------------------------------

  app.get(endpoints.staffTickets.path, staffRoute(endpoints.staffTickets), async (request) =>
    db.transaction(() => {
      const data = staffTickets(db, request.query.status);
      auditStaff(db, request, { action: 'ticket.list', after: { status: request.query.status ?? null, results: data.length } }, nowSeconds());
      return { data };
    })(),
  );

  app.post(endpoints.staffTicketReply.path, staffRoute(endpoints.staffTicketReply), async (request) =>
    db.transaction(() => {
      const { id } = request.params;
      const before = staffTicket(db, id);
      const { message, close = false } = request.body;
      replyToTicket(db, id, message, close, nowSeconds(), staffOf(request).staff.username);
      const after = staffTicket(db, id);
      auditStaff(
        db,
        request,
        {
          action: 'ticket.reply',
          target: { kind: 'ticket', id },
          before: { status: before.status },
          after: { status: after.status, message: after.replies.at(-1)?.message ?? message },
        },
        nowSeconds(),
      );
      return after;
    })(),
  );

  // ---- announcements ------------------------------------------------------------------------

  app.get(endpoints.staffAnnouncements.path, staffRoute(endpoints.staffAnnouncements), async () => ({ data: staffAnnouncements(db) }));

  app.post(endpoints.staffAnnouncementCreate.path, staffRoute(endpoints.staffAnnouncementCreate), async (request, reply) => {
    const created = db.transaction(() => {
      const announcement = createAnnouncement(db, request.body, nowSeconds());
      auditStaff(db, request, { action: 'announcement.create', target: { kind: 'announcement', id: announcement.id }, after: announcement }, nowSeconds());
      return announcement;
    })();
    return reply.code(201).send(created);
  });

  const publish = (request: FastifyRequest, id: string, published: boolean) =>
    db.transaction(() => {
      const before = staffAnnouncement(db, id);
      if (!setAnnouncementPublished(db, id, published, nowSeconds())) return before;
      const after = staffAnnouncement(db, id);
      auditStaff(
        db,
        request,
        { action: published ? 'announcement.publish' : 'announcement.unpublish', target: { kind: 'announcement', id }, before, after },
        nowSeconds(),
      );
      return after;
    })();

  app.post(endpoints.staffAnnouncementPublish.path, staffRoute(endpoints.staffAnnouncementPublish), async (request) =>
    publish(request, request.params.id, true),
  );
  app.post(endpoints.staffAnnouncementUnpublish.path, staffRoute(endpoints.staffAnnouncementUnpublish), async (request) =>
    publish(request, request.params.id, false),
  );

  // ---- promotion codes ----------------------------------------------------------------------

  app.get(endpoints.staffPromotionCodes.path, staffRoute(endpoints.staffPromotionCodes), async () => ({ data: staffPromotionCodes(db, nowSeconds()) }));

  app.post(endpoints.staffPromotionCodeCreate.path, staffRoute(endpoints.staffPromotionCodeCreate), async (request, reply) => {
    const created = db.transaction(() => {
      const row = createPromotionCode(db, newPromotionCodeOf(request.body, nowSeconds()), nowSeconds());
      const code = staffPromotionCode(db, row.code, nowSeconds());
      auditStaff(db, request, { action: 'promotion-code.create', target: { kind: 'promotion-code', id: code.code }, after: code }, nowSeconds());
      return code;
    })();
    return reply.code(201).send(created);
  });

  const pause = (request: FastifyRequest, typed: string, paused: boolean) =>
    db.transaction(() => {
      const before = staffPromotionCode(db, typed, nowSeconds());
      if (!setPromotionCodePaused(db, before.code, paused, nowSeconds())) return before;
      const after = staffPromotionCode(db, before.code, nowSeconds());
      auditStaff(
        db,
        request,
        { action: paused ? 'promotion-code.pause' : 'promotion-code.resume', target: { kind: 'promotion-code', id: after.code }, before, after },
        nowSeconds(),
      );
      return after;
    })();

  app.post(endpoints.staffPromotionCodePause.path, staffRoute(endpoints.staffPromotionCodePause), async (request) => pause(request, request.params.code, true));
  app.post(endpoints.staffPromotionCodeResume.path, staffRoute(endpoints.staffPromotionCodeResume), async (request) =>
    pause(request, request.params.code, false),
  );

  app.get(endpoints.staffPromotionCodeRedemptions.path, staffRoute(endpoints.staffPromotionCodeRedemptions), async (request) =>
    db.transaction(() => {
      const data = codeRedemptions(db, request.params.code);
      const code = staffPromotionCode(db, request.params.code, nowSeconds()).code;
      auditStaff(
        db,
        request,
        { action: 'promotion-code.redemptions', target: { kind: 'promotion-code', id: code }, after: { results: data.length } },
        nowSeconds(),
      );
      return { data };
    })(),
  );
};

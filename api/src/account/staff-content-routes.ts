import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { transaction, type Db } from '../base/db';
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
    transaction(db, async (tx) => {
      const data = await staffTickets(tx, request.query.status);
      await auditStaff(tx, request, { action: 'ticket.list', after: { status: request.query.status ?? null, results: data.length } }, nowSeconds());
      return { data };
    }),
  );

  app.post(endpoints.staffTicketReply.path, staffRoute(endpoints.staffTicketReply), async (request) =>
    transaction(db, async (tx) => {
      const { id } = request.params;
      const before = await staffTicket(tx, id);
      const { message, close = false } = request.body;
      await replyToTicket(tx, id, message, close, nowSeconds(), staffOf(request).staff.username);
      const after = await staffTicket(tx, id);
      await auditStaff(
        tx,
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
    }),
  );

  // ---- announcements ------------------------------------------------------------------------

  app.get(endpoints.staffAnnouncements.path, staffRoute(endpoints.staffAnnouncements), async () => ({ data: await staffAnnouncements(db) }));

  app.post(endpoints.staffAnnouncementCreate.path, staffRoute(endpoints.staffAnnouncementCreate), async (request, reply) => {
    const created = await transaction(db, async (tx) => {
      const announcement = await createAnnouncement(tx, request.body, nowSeconds());
      await auditStaff(
        tx,
        request,
        { action: 'announcement.create', target: { kind: 'announcement', id: announcement.id }, after: announcement },
        nowSeconds(),
      );
      return announcement;
    });
    return reply.code(201).send(created);
  });

  const publish = (request: FastifyRequest, id: string, published: boolean) =>
    transaction(db, async (tx) => {
      const before = await staffAnnouncement(tx, id);
      if (!(await setAnnouncementPublished(tx, id, published, nowSeconds()))) return before;
      const after = await staffAnnouncement(tx, id);
      await auditStaff(
        tx,
        request,
        { action: published ? 'announcement.publish' : 'announcement.unpublish', target: { kind: 'announcement', id }, before, after },
        nowSeconds(),
      );
      return after;
    });

  app.post(endpoints.staffAnnouncementPublish.path, staffRoute(endpoints.staffAnnouncementPublish), async (request) =>
    publish(request, request.params.id, true),
  );
  app.post(endpoints.staffAnnouncementUnpublish.path, staffRoute(endpoints.staffAnnouncementUnpublish), async (request) =>
    publish(request, request.params.id, false),
  );

  // ---- promotion codes ----------------------------------------------------------------------

  app.get(endpoints.staffPromotionCodes.path, staffRoute(endpoints.staffPromotionCodes), async () => ({
    data: await staffPromotionCodes(db, nowSeconds()),
  }));

  app.post(endpoints.staffPromotionCodeCreate.path, staffRoute(endpoints.staffPromotionCodeCreate), async (request, reply) => {
    const created = await transaction(db, async (tx) => {
      const row = await createPromotionCode(tx, newPromotionCodeOf(request.body, nowSeconds()), nowSeconds());
      const code = await staffPromotionCode(tx, row.code, nowSeconds());
      await auditStaff(tx, request, { action: 'promotion-code.create', target: { kind: 'promotion-code', id: code.code }, after: code }, nowSeconds());
      return code;
    });
    return reply.code(201).send(created);
  });

  const pause = (request: FastifyRequest, typed: string, paused: boolean) =>
    transaction(db, async (tx) => {
      const before = await staffPromotionCode(tx, typed, nowSeconds());
      if (!(await setPromotionCodePaused(tx, before.code, paused, nowSeconds()))) return before;
      const after = await staffPromotionCode(tx, before.code, nowSeconds());
      await auditStaff(
        tx,
        request,
        { action: paused ? 'promotion-code.pause' : 'promotion-code.resume', target: { kind: 'promotion-code', id: after.code }, before, after },
        nowSeconds(),
      );
      return after;
    });

  app.post(endpoints.staffPromotionCodePause.path, staffRoute(endpoints.staffPromotionCodePause), async (request) => pause(request, request.params.code, true));
  app.post(endpoints.staffPromotionCodeResume.path, staffRoute(endpoints.staffPromotionCodeResume), async (request) =>
    pause(request, request.params.code, false),
  );

  app.get(endpoints.staffPromotionCodeRedemptions.path, staffRoute(endpoints.staffPromotionCodeRedemptions), async (request) =>
    transaction(db, async (tx) => {
      const data = await codeRedemptions(tx, request.params.code);
      const code = (await staffPromotionCode(tx, request.params.code, nowSeconds())).code;
      await auditStaff(
        tx,
        request,
        { action: 'promotion-code.redemptions', target: { kind: 'promotion-code', id: code }, after: { results: data.length } },
        nowSeconds(),
      );
      return { data };
    }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { unauthorized } from '../base/errors';
import { named } from '../base/plugin-name';
import { requireMember } from '../member/routes';
import type { SessionService } from '../session/sessions';
import type { PushHub } from './hub';
import { issueStreamTicket, spendStreamTicket, streamTicketSeconds } from './stream-tickets';

export interface PushRoutesOptions {
  db: Db;
  sessions: SessionService;
  hub: PushHub;
  now: () => number;
}

const eventIdPattern = /^[0-9]{1,15}$/;

/** The stream's answer headers: never buffered by a proxy (nginx reads `x-accel-buffering`). */
const streamHeaders = { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' };

/** Capability balance-push (ADR 0062): a ticket for the bearer's session, and the stream it opens once. */
export const pushRoutes: FastifyPluginAsyncTypebox<PushRoutesOptions> = async (app, { db, sessions, hub, now }) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);

  void app.register(
    named(async (member) => {
      const memberOf = requireMember(member, db, sessions);
      member.post(endpoints.balanceStreamTicket.path, { schema: schemaOf(endpoints.balanceStreamTicket) }, async (request, reply) => {
        const { id } = await memberOf(request);
        const session = await sessions.sessionOf(request.headers.authorization);
        if (!session || session.memberId !== id) throw unauthorized();
        const ticket = await issueStreamTicket(db, { memberId: id, sessionJti: session.jti }, nowSeconds());
        return reply.code(201).send({ ticket, expiresInSeconds: streamTicketSeconds });
      });
    }, 'balance stream tickets'),
  );

  // No bearer here (EventSource cannot send one): the ticket is the credential, spent on arrival.
  // Its query from the contract; its answer is a stream of events, each `data` a PushedEvent.
  app.get(endpoints.balanceStream.path, { schema: { querystring: endpoints.balanceStream.query } }, async (request, reply) => {
    const holder = await spendStreamTicket(db, request.query.ticket, nowSeconds());
    // The session may have ended since the ticket was sold: its stream would outlive it.
    const sessionEnd = holder ? await sessions.liveUntil(holder.sessionJti) : null;
    if (!holder || sessionEnd === null) throw unauthorized();
    // The page's last event: the query's (a new EventSource) or the browser's own reconnect header.
    const header = request.headers['last-event-id'];
    const last = request.query.lastEventId ?? (typeof header === 'string' && eventIdPattern.test(header) ? header : undefined);
    const opened = hub.open({ ...holder, sessionExpiresAt: sessionEnd, lastEventId: last === undefined ? null : Number(last) });
    // Listened for before the stream is ready: a page that leaves while it opens still ends it.
    reply.raw.once(
      'close',
      () =>
        void opened.then(
          (body) => body.destroy(),
          () => undefined,
        ),
    );
    return reply
      .code(200)
      .headers(streamHeaders)
      .send(await opened);
  });
};

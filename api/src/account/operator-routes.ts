import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SupportTicket, ticketMessageMax } from '@member-site/shared/contract';
import { Type } from 'typebox';
import type { Db } from '../platform/db';
import { requireOperator } from '../operator/auth';
import { replyToTicket } from './support-tickets';

// The back office's side of support tickets: not part of the member client's contract.
export const ticketReplyPath = '/api/operator/tickets/:id/reply';

const ticketReplySchema = {
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  body: Type.Object(
    { message: Type.String({ minLength: 1, maxLength: ticketMessageMax }), close: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: { 200: SupportTicket },
};

export interface AccountOperatorRoutesOptions {
  db: Db;
  operatorKey: string;
  now: () => number;
}

/** Support answers a ticket (X-Operator-Key); `close` ends it. */
export const accountOperatorRoutes: FastifyPluginAsyncTypebox<AccountOperatorRoutesOptions> = async (app, { db, operatorKey, now }) => {
  requireOperator(app, operatorKey);
  app.post(ticketReplyPath, { schema: ticketReplySchema }, async (request) =>
    replyToTicket(db, request.params.id, request.body.message, request.body.close ?? false, Math.floor(now() / 1000)),
  );
};

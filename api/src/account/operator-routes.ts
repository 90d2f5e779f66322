import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AmountInput, Money, SupportTicket, ticketMessageMax } from '@member-site/shared/contract';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { transaction, type Db } from '../base/db';
import { requireOperator } from '../operator/auth';
import { recordAudit, type AuditEvent } from '../audit/store';
import { createPromotionCode, newPromotionCodeOf, promotionCodeRecord } from './promotion-codes';
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

export const promotionCodeCreatePath = '/api/operator/promotion-codes';

// An offset is required: a time without one would be read in the server's zone.
const isoInstant = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$' });

const PromotionCodeRecord = Type.Object({
  code: Type.String(),
  amount: Money,
  startsAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  maxRedemptions: Type.Union([Type.Integer(), Type.Null()]),
  rule: Type.String(),
  minDeposit: Money,
});

const promotionCodeCreateSchema = {
  body: Type.Object(
    {
      code: Type.String({ minLength: 1, maxLength: 64 }),
      amount: AmountInput,
      /** ISO 8601 with an offset, e.g. "2026-12-01T00:00:00+07:00". Default: now. */
      startsAt: Type.Optional(isoInstant),
      /** The last moment it can be redeemed. Default: no end. */
      endsAt: Type.Optional(isoInstant),
      /** Redemptions allowed in total (every member together). Default: no cap. */
      maxRedemptions: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      /** "first-deposit": only after a credited deposit; "deposit-today": minDeposit credited today (Bangkok). */
      rule: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('first-deposit'), Type.Literal('deposit-today')])),
      minDeposit: Type.Optional(AmountInput),
    },
    { additionalProperties: false },
  ),
  response: { 201: PromotionCodeRecord },
};

export interface AccountOperatorRoutesOptions {
  db: Db;
  operatorKey: string;
  now: () => number;
}

/** The operator key's actor in the audit trail (issue 35): a machine caller, audited as the system. */
export const operatorKeyActor = { kind: 'system', name: 'operator-key' } as const;

/** Support answers a ticket; the back office creates promotion codes (X-Operator-Key). Each is audited as the system. */
export const accountOperatorRoutes: FastifyPluginAsyncTypebox<AccountOperatorRoutesOptions> = async (app, { db, operatorKey, now }) => {
  requireOperator(app, operatorKey);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  /** Audits inside the transaction `tx` of the change it records. */
  const audit = async (tx: Db, request: FastifyRequest, event: Omit<AuditEvent, 'actor' | 'ip'>): Promise<void> => {
    await recordAudit(tx, { ...event, actor: operatorKeyActor, ip: request.ip }, nowSeconds());
  };

  app.post(ticketReplyPath, { schema: ticketReplySchema }, async (request) =>
    transaction(db, async (tx) => {
      const { message, close = false } = request.body;
      const ticket = await replyToTicket(tx, request.params.id, message, close, nowSeconds());
      await audit(tx, request, { action: 'ticket.reply', target: { kind: 'ticket', id: ticket.id }, after: { status: ticket.status, message } });
      return ticket;
    }),
  );

  app.post(promotionCodeCreatePath, { schema: promotionCodeCreateSchema }, async (request, reply) => {
    const record = await transaction(db, async (tx) => {
      const row = promotionCodeRecord(await createPromotionCode(tx, newPromotionCodeOf(request.body, nowSeconds()), nowSeconds()));
      await audit(tx, request, { action: 'promotion-code.create', target: { kind: 'promotion-code', id: row.code }, after: row });
      return row;
    });
    return reply.code(201).send(record);
  });
};

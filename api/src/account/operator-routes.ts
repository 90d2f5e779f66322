import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AmountInput, Money, SupportTicket, ticketMessageMax } from '@member-site/shared/contract';
import { Type } from 'typebox';
import type { Db } from '../base/db';
import { requireOperator } from '../operator/auth';
import { parseAmountInput, formatSatang } from '../base/money';
import { instant } from '../base/clock';
import { accountErrors, promotionCodeMessages } from './errors';
import { createPromotionCode, type PromotionCodeRow } from './promotion-codes';
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

function toRecord(row: PromotionCodeRow) {
  return {
    code: row.code,
    amount: formatSatang(row.amount_satang),
    startsAt: instant(row.starts_at),
    endsAt: row.ends_at === null ? null : instant(row.ends_at),
    maxRedemptions: row.max_redemptions,
    rule: row.rule,
    minDeposit: formatSatang(row.min_deposit_satang),
  };
}

function toSeconds(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw accountErrors.badRequest(promotionCodeMessages.instant);
  return Math.floor(ms / 1000);
}

export interface AccountOperatorRoutesOptions {
  db: Db;
  operatorKey: string;
  now: () => number;
}

/** Support answers a ticket; the back office creates promotion codes (X-Operator-Key). */
export const accountOperatorRoutes: FastifyPluginAsyncTypebox<AccountOperatorRoutesOptions> = async (app, { db, operatorKey, now }) => {
  requireOperator(app, operatorKey);
  app.post(ticketReplyPath, { schema: ticketReplySchema }, async (request) =>
    replyToTicket(db, request.params.id, request.body.message, request.body.close ?? false, Math.floor(now() / 1000)),
  );

  app.post(promotionCodeCreatePath, { schema: promotionCodeCreateSchema }, async (request, reply) => {
    const { body } = request;
    const amountSatang = parseAmountInput(body.amount) ?? 0;
    if (amountSatang <= 0) throw accountErrors.badRequest(promotionCodeMessages.amount);
    const nowSeconds = Math.floor(now() / 1000);
    const row = createPromotionCode(
      db,
      {
        code: body.code,
        amountSatang,
        startsAt: body.startsAt === undefined ? nowSeconds : toSeconds(body.startsAt),
        endsAt: body.endsAt === undefined ? null : toSeconds(body.endsAt),
        maxRedemptions: body.maxRedemptions ?? null,
        rule: body.rule ?? 'none',
        minDepositSatang: body.minDeposit === undefined ? 0 : (parseAmountInput(body.minDeposit) ?? 0),
      },
      nowSeconds,
    );
    return reply.code(201).send(toRecord(row));
  });
};

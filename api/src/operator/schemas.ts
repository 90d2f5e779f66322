import { AmountInput, DepositRecord, Money, WithdrawalRecord } from '@member-site/shared/contract';
import { Type } from 'typebox';

// The operator's calls: not part of the member client's contract, so defined here.

export const operatorPaths = {
  creditDeposit: '/api/operator/deposits/:id/credit',
  payWithdrawal: '/api/operator/withdrawals/:id/pay',
  rejectWithdrawal: '/api/operator/withdrawals/:id/reject',
  bankStatement: '/api/operator/bank-statement',
  heldTransfers: '/api/operator/held-transfers',
  creditHeldTransfer: '/api/operator/held-transfers/:id/credit',
  returnHeldTransfer: '/api/operator/held-transfers/:id/return',
} as const;

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const creditDepositSchema = { params: IdParams, response: { 200: DepositRecord } };

export const payWithdrawalSchema = { params: IdParams, response: { 200: WithdrawalRecord } };

export const rejectWithdrawalSchema = {
  params: IdParams,
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false }),
  response: { 200: WithdrawalRecord },
};

const HoldReasonSchema = Type.Union([Type.Literal('noMember'), Type.Literal('ambiguous'), Type.Literal('depositLimit'), Type.Literal('restricted')]);

/** A received transfer waiting for the operator, or settled by them (wallet/held-transfers.ts). */
export const HeldTransfer = Type.Object({
  id: Type.String(),
  transRef: Type.String(),
  fromBank: Type.String(),
  fromAccount: Type.String(),
  amount: Money,
  reason: HoldReasonSchema,
  status: Type.Union([Type.Literal('held'), Type.Literal('credited'), Type.Literal('returned')]),
  /** The member it belongs to (username), when known. */
  member: Type.Union([Type.String(), Type.Null()]),
  depositId: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});

/**
 * A line of the site account's bank statement: a transfer in, with the bank's transaction
 * reference (the key that credits a transfer once, slip or statement) and the sending account
 * (bank code, number possibly masked). The sending account names the member: it credits their
 * open request asking for its exact amount, or a transfer deposit of its amount. A line that
 * cannot be credited now is held (`held`, `reason` says why) for the held-transfers routes.
 */
export const bankStatementSchema = {
  body: Type.Object(
    {
      transRef: Type.String({ minLength: 6, maxLength: 64, pattern: '^[0-9A-Za-z]+$' }),
      fromBank: Type.String({ minLength: 2, maxLength: 16, pattern: '^[A-Z]+$' }),
      fromAccount: Type.String({ minLength: 1, maxLength: 32 }),
      amount: AmountInput,
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      matched: Type.Boolean(),
      deposit: Type.Union([DepositRecord, Type.Null()]),
      reason: Type.Union([Type.Literal('alreadyCredited'), HoldReasonSchema, Type.Null()]),
      held: Type.Union([HeldTransfer, Type.Null()]),
    }),
  },
};

export const heldTransfersSchema = {
  querystring: Type.Object(
    { status: Type.Optional(Type.Union([Type.Literal('held'), Type.Literal('credited'), Type.Literal('returned')])) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ items: Type.Array(HeldTransfer) }) },
};

const Note = Type.String({ minLength: 1, maxLength: 300 });

/** Credit to its member, or to `username` when it names none. */
export const creditHeldTransferSchema = {
  params: IdParams,
  body: Type.Object({ username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), note: Type.Optional(Note) }, { additionalProperties: false }),
  response: { 200: Type.Object({ held: HeldTransfer, deposit: Type.Union([DepositRecord, Type.Null()]) }) },
};

/** The money went back to the sender. */
export const returnHeldTransferSchema = {
  params: IdParams,
  body: Type.Object({ note: Type.Optional(Note) }, { additionalProperties: false }),
  response: { 200: HeldTransfer },
};

import { AmountInput, DepositRecord, WithdrawalRecord } from '@member-site/shared/contract';
import { Type } from 'typebox';

// The operator's calls: not part of the member client's contract, so defined here.

export const operatorPaths = {
  creditDeposit: '/api/operator/deposits/:id/credit',
  payWithdrawal: '/api/operator/withdrawals/:id/pay',
  rejectWithdrawal: '/api/operator/withdrawals/:id/reject',
  bankStatement: '/api/operator/bank-statement',
} as const;

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const creditDepositSchema = { params: IdParams, response: { 200: DepositRecord } };

export const payWithdrawalSchema = { params: IdParams, response: { 200: WithdrawalRecord } };

export const rejectWithdrawalSchema = {
  params: IdParams,
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false }),
  response: { 200: WithdrawalRecord },
};

/**
 * A line of the site account's bank statement: a transfer in, with the bank's transaction
 * reference (the key that credits a transfer once, slip or statement) and the sending account
 * (bank code, number possibly masked). It credits the open request asking for its exact amount
 * when the transfer came from that member's registered account; otherwise `reason` says why not.
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
      reason: Type.Union([Type.Literal('alreadyCredited'), Type.Literal('noOpenRequest'), Type.Literal('senderMismatch'), Type.Literal('depositLimit'), Type.Null()]),
    }),
  },
};

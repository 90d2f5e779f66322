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

/** A line of the site account's bank statement: a transfer in, matched to an open request by its exact amount. */
export const bankStatementSchema = {
  body: Type.Object(
    { fromAccount: Type.String({ minLength: 1, maxLength: 32 }), amount: AmountInput },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ matched: Type.Boolean(), deposit: Type.Union([DepositRecord, Type.Null()]) }) },
};

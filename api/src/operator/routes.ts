import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../platform/db';
import { badRequest } from '../platform/errors';
import { parseAmountInput } from '../platform/money';
import { creditDeposit } from '../wallet/deposits';
import { depositRecord, withdrawalRecord } from '../wallet/records';
import { creditStatementLine } from '../wallet/transfers';
import { payWithdrawal, rejectWithdrawal } from '../wallet/withdrawals';
import type { PromotionRule } from '../promotions/rules';
import { requireOperator } from './auth';
import { bankStatementSchema, creditDepositSchema, operatorPaths, payWithdrawalSchema, rejectWithdrawalSchema } from './schemas';

export interface OperatorRoutesOptions {
  db: Db;
  /** API_OPERATOR_KEY; the routes are not registered without one. */
  operatorKey: string;
  now: () => number;
  /** Applied to every deposit credited here, as on every other deposit path (ADR 0013). */
  promotions: readonly PromotionRule[];
}

/** What the back office does to money: credit a deposit, pay or reject a withdrawal. */
export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (app, { db, operatorKey, now, promotions }) => {
  requireOperator(app, operatorKey);
  const nowSeconds = (): number => Math.floor(now() / 1000);

  app.post(operatorPaths.creditDeposit, { schema: creditDepositSchema }, async (request) =>
    depositRecord(creditDeposit(db, request.params.id, nowSeconds(), promotions)),
  );

  app.post(operatorPaths.payWithdrawal, { schema: payWithdrawalSchema }, async (request) =>
    withdrawalRecord(payWithdrawal(db, request.params.id, nowSeconds())),
  );

  app.post(operatorPaths.rejectWithdrawal, { schema: rejectWithdrawalSchema }, async (request) =>
    withdrawalRecord(rejectWithdrawal(db, request.params.id, request.body.reason, nowSeconds())),
  );

  // The transfer's exact amount (amount + its 1–99 satang) names the open request it pays; its
  // sender must be that member's registered account; its transRef credits once (ADR 0014).
  app.post(operatorPaths.bankStatement, { schema: bankStatementSchema }, async (request) => {
    const { transRef, fromBank, fromAccount, amount } = request.body;
    const satang = parseAmountInput(amount);
    if (satang === null || satang <= 0) throw badRequest('amount');
    const match = creditStatementLine(db, { transRef, from: { bankCode: fromBank, accountNumber: fromAccount }, amountSatang: satang }, promotions, nowSeconds());
    return match.matched
      ? { matched: true, deposit: depositRecord(match.deposit), reason: null }
      : { matched: false, deposit: null, reason: match.reason };
  });
};

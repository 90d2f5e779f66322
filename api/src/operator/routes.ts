import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../base/db';
import { badRequest } from '../base/errors';
import { formatSatang, parseAmountInput } from '../base/money';
import { creditDeposit } from '../wallet/deposits';
import { listHeldTransfers, type HeldTransferRow } from '../wallet/held-transfers';
import { instant } from '../base/clock';
import { depositRecord, withdrawalRecord } from '../wallet/records';
import { creditHeldTransfer, creditStatementLine, returnHeldTransfer } from '../wallet/transfers';
import { payWithdrawal, rejectWithdrawal } from '../wallet/withdrawals';
import type { PromotionRule } from '../promotions/rules';
import { requireOperator } from './auth';
import {
  bankStatementSchema,
  creditDepositSchema,
  creditHeldTransferSchema,
  heldTransfersSchema,
  operatorPaths,
  payWithdrawalSchema,
  rejectWithdrawalSchema,
  returnHeldTransferSchema,
} from './schemas';

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

  const heldRecord = (row: HeldTransferRow) => ({
    id: row.id,
    transRef: row.trans_ref,
    fromBank: row.from_bank,
    fromAccount: row.from_account,
    amount: formatSatang(row.amount_satang),
    reason: row.reason,
    status: row.status,
    member: row.member_id === null ? null : ((db.prepare('SELECT username FROM members WHERE id = ?').get(row.member_id) as { username: string } | undefined)?.username ?? null),
    depositId: row.deposit_id,
    note: row.note,
    createdAt: instant(row.created_at),
    settledAt: row.settled_at === null ? null : instant(row.settled_at),
  });

  // The sending account names the member; the amount, the open request it pays; its transRef
  // credits once (ADR 0014). What cannot be credited now is held, never dropped.
  app.post(operatorPaths.bankStatement, { schema: bankStatementSchema }, async (request) => {
    const { transRef, fromBank, fromAccount, amount } = request.body;
    const satang = parseAmountInput(amount);
    if (satang === null || satang <= 0) throw badRequest('amount');
    const outcome = creditStatementLine(db, { transRef, from: { bankCode: fromBank, accountNumber: fromAccount }, amountSatang: satang }, promotions, nowSeconds());
    switch (outcome.kind) {
      case 'credited':
        return { matched: true, deposit: depositRecord(outcome.deposit), reason: null, held: null };
      case 'alreadyCredited':
        return { matched: false, deposit: null, reason: 'alreadyCredited' as const, held: null };
      case 'held':
        return { matched: false, deposit: null, reason: outcome.held.reason, held: heldRecord(outcome.held) };
    }
  });

  app.get(operatorPaths.heldTransfers, { schema: heldTransfersSchema }, async (request) => ({
    items: listHeldTransfers(db, request.query.status).map(heldRecord),
  }));

  app.post(operatorPaths.creditHeldTransfer, { schema: creditHeldTransferSchema }, async (request) => {
    const { held, deposit } = creditHeldTransfer(db, request.params.id, { ...request.body, promotions, nowSeconds: nowSeconds() });
    return { held: heldRecord(held), deposit: deposit ? depositRecord(deposit) : null };
  });

  app.post(operatorPaths.returnHeldTransfer, { schema: returnHeldTransferSchema }, async (request) =>
    heldRecord(returnHeldTransfer(db, request.params.id, { ...request.body, nowSeconds: nowSeconds() })),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/store';
import type { Db } from '../base/db';
import { badRequest } from '../base/errors';
import { formatSatang, parseAmountInput } from '../base/money';
import { creditDeposit, findDeposit } from '../wallet/deposits';
import { listHeldTransfers, type HeldTransferRow } from '../wallet/held-transfers';
import { depositRecord, withdrawalRecord } from '../wallet/records';
import { staffHeldView } from '../wallet/staff-views';
import { creditHeldTransfer, creditStatementLine, returnHeldTransfer } from '../wallet/transfers';
import { findWithdrawal, payWithdrawal, rejectWithdrawal } from '../wallet/withdrawals';
import type { PromotionRule } from '../promotions/rules';
import { operatorKeyActor, requireOperator } from './auth';
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

  /**
   * Runs a money action with its audit row (actor: the system's operator key) in one IMMEDIATE
   * transaction: the row exists exactly when the action changed something. A repeated call that
   * changes nothing (an idempotent retry) writes no row.
   */
  function audited<T>(request: FastifyRequest, action: string, kind: string, id: string, read: () => unknown, act: () => T): T {
    return db
      .transaction(() => {
        const before = read();
        const result = act();
        const after = read();
        if (JSON.stringify(before) !== JSON.stringify(after))
          recordAudit(db, { actor: operatorKeyActor, action, target: { kind, id }, ip: request.ip, before, after }, nowSeconds());
        return result;
      })
      .immediate();
  }

  const depositState = (id: string) => {
    const row = findDeposit(db, id);
    return row
      ? { status: row.status, amount: formatSatang(row.pay_amount_satang), credited: row.credited_satang === null ? null : formatSatang(row.credited_satang) }
      : null;
  };
  const withdrawalState = (id: string) => {
    const row = findWithdrawal(db, id);
    return row ? { status: row.status, amount: formatSatang(row.amount_satang), reason: row.reason } : null;
  };
  const heldState = (id: string) => {
    const row = db.prepare('SELECT * FROM held_transfers WHERE id = ?').get(id) as HeldTransferRow | undefined;
    return row ? { status: row.status, amount: formatSatang(row.amount_satang), memberId: row.member_id, depositId: row.deposit_id, note: row.note } : null;
  };

  app.post(operatorPaths.creditDeposit, { schema: creditDepositSchema }, async (request) => {
    const { id } = request.params;
    return depositRecord(
      audited(
        request,
        'deposit.credit',
        'deposit',
        id,
        () => depositState(id),
        () => creditDeposit(db, id, nowSeconds(), promotions),
      ),
    );
  });

  app.post(operatorPaths.payWithdrawal, { schema: payWithdrawalSchema }, async (request) => {
    const { id } = request.params;
    return withdrawalRecord(
      audited(
        request,
        'withdrawal.pay',
        'withdrawal',
        id,
        () => withdrawalState(id),
        () => payWithdrawal(db, id, nowSeconds()),
      ),
    );
  });

  app.post(operatorPaths.rejectWithdrawal, { schema: rejectWithdrawalSchema }, async (request) => {
    const { id } = request.params;
    return withdrawalRecord(
      audited(
        request,
        'withdrawal.reject',
        'withdrawal',
        id,
        () => withdrawalState(id),
        () => rejectWithdrawal(db, id, request.body.reason, nowSeconds()),
      ),
    );
  });

  // The staff view of a held transfer, with its member named by username only (the operator answer's shape).
  const heldRecord = (row: HeldTransferRow) => {
    const view = staffHeldView(db, row);
    return { ...view, member: view.member?.username ?? null };
  };

  // The sending account names the member; the amount, the open request it pays; its transRef
  // credits once (ADR 0014). What cannot be credited now is held, never dropped.
  app.post(operatorPaths.bankStatement, { schema: bankStatementSchema }, async (request) => {
    const { transRef, fromBank, fromAccount, amount } = request.body;
    const satang = parseAmountInput(amount);
    if (satang === null || satang <= 0) throw badRequest('amount');
    // Every line the feed sends is recorded, whatever it did: the trail shows what the bank said.
    const outcome = db
      .transaction(() => {
        const result = creditStatementLine(
          db,
          { transRef, from: { bankCode: fromBank, accountNumber: fromAccount }, amountSatang: satang },
          promotions,
          nowSeconds(),
        );
        const after = {
          fromBank,
          fromAccount,
          amount: formatSatang(satang),
          outcome: result.kind,
          depositId: result.kind === 'credited' ? result.deposit.id : result.kind === 'held' ? result.held.deposit_id : null,
          heldId: result.kind === 'held' ? result.held.id : null,
        };
        recordAudit(db, { actor: operatorKeyActor, action: 'statement.line', target: { kind: 'transfer', id: transRef }, ip: request.ip, after }, nowSeconds());
        return result;
      })
      .immediate();
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
    const { id } = request.params;
    const { held, deposit } = audited(
      request,
      'held.credit',
      'held-transfer',
      id,
      () => heldState(id),
      () => creditHeldTransfer(db, id, { ...request.body, promotions, nowSeconds: nowSeconds() }),
    );
    return { held: heldRecord(held), deposit: deposit ? depositRecord(deposit) : null };
  });

  app.post(operatorPaths.returnHeldTransfer, { schema: returnHeldTransferSchema }, async (request) => {
    const { id } = request.params;
    return heldRecord(
      audited(
        request,
        'held.return',
        'held-transfer',
        id,
        () => heldState(id),
        () => returnHeldTransfer(db, id, { ...request.body, nowSeconds: nowSeconds() }),
      ),
    );
  });
};

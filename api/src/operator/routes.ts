import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/store';
import { sql } from 'kysely';
import { one, transaction, type Db } from '../base/db';
import { badRequest } from '../base/errors';
import { formatSatang, parseAmountInput } from '../base/money';
import { creditDeposit, findDeposit } from '../wallet/deposits';
import { listHeldTransfers, type HeldTransferRow } from '../wallet/held-transfers';
import { depositRecord, withdrawalRecord } from '../wallet/records';
import { staffHeldView, viewsOf } from '../wallet/staff-views';
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
   * Runs a money action with its audit row (actor: the system's operator key) in one
   * transaction: the row exists exactly when the action changed something. A repeated call that
   * changes nothing (an idempotent retry) writes no row.
   */
  async function audited<T>(
    request: FastifyRequest,
    action: string,
    kind: string,
    id: string,
    read: (tx: Db) => Promise<unknown>,
    act: (tx: Db) => Promise<T>,
  ): Promise<T> {
    return transaction(db, async (tx) => {
      const before = await read(tx);
      const result = await act(tx);
      const after = await read(tx);
      if (JSON.stringify(before) !== JSON.stringify(after))
        await recordAudit(tx, { actor: operatorKeyActor, action, target: { kind, id }, ip: request.ip, before, after }, nowSeconds());
      return result;
    });
  }

  const depositState = async (tx: Db, id: string) => {
    const row = await findDeposit(tx, id);
    return row
      ? { status: row.status, amount: formatSatang(row.pay_amount_satang), credited: row.credited_satang === null ? null : formatSatang(row.credited_satang) }
      : null;
  };
  const withdrawalState = async (tx: Db, id: string) => {
    const row = await findWithdrawal(tx, id);
    return row ? { status: row.status, amount: formatSatang(row.amount_satang), reason: row.reason } : null;
  };
  const heldState = async (tx: Db, id: string) => {
    const row = await one<HeldTransferRow>(tx, sql`SELECT * FROM held_transfers WHERE id = ${id}`);
    return row ? { status: row.status, amount: formatSatang(row.amount_satang), memberId: row.member_id, depositId: row.deposit_id, note: row.note } : null;
  };

  app.post(operatorPaths.creditDeposit, { schema: creditDepositSchema }, async (request) => {
    const { id } = request.params;
    return depositRecord(
      await audited(
        request,
        'deposit.credit',
        'deposit',
        id,
        (tx) => depositState(tx, id),
        (tx) => creditDeposit(tx, id, nowSeconds(), promotions),
      ),
    );
  });

  app.post(operatorPaths.payWithdrawal, { schema: payWithdrawalSchema }, async (request) => {
    const { id } = request.params;
    return withdrawalRecord(
      await audited(
        request,
        'withdrawal.pay',
        'withdrawal',
        id,
        (tx) => withdrawalState(tx, id),
        (tx) => payWithdrawal(tx, id, nowSeconds()),
      ),
    );
  });

  app.post(operatorPaths.rejectWithdrawal, { schema: rejectWithdrawalSchema }, async (request) => {
    const { id } = request.params;
    return withdrawalRecord(
      await audited(
        request,
        'withdrawal.reject',
        'withdrawal',
        id,
        (tx) => withdrawalState(tx, id),
        (tx) => rejectWithdrawal(tx, id, request.body.reason, nowSeconds()),
      ),
    );
  });

  // The staff view of a held transfer, with its member named by username only (the operator answer's shape).
  const heldRecord = async (tx: Db, row: HeldTransferRow) => {
    const view = await staffHeldView(tx, row);
    return { ...view, member: view.member?.username ?? null };
  };

  // The sending account names the member; the amount, the open request it pays; its transRef
  // credits once (ADR 0014). What cannot be credited now is held, never dropped.
  app.post(operatorPaths.bankStatement, { schema: bankStatementSchema }, async (request) => {
    const { transRef, fromBank, fromAccount, amount } = request.body;
    const satang = parseAmountInput(amount);
    if (satang === null || satang <= 0) throw badRequest('amount');
    // Every line the feed sends is recorded, whatever it did: the trail shows what the bank said.
    const outcome = await transaction(db, async (tx) => {
      const result = await creditStatementLine(
        tx,
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
      await recordAudit(
        tx,
        { actor: operatorKeyActor, action: 'statement.line', target: { kind: 'transfer', id: transRef }, ip: request.ip, after },
        nowSeconds(),
      );
      return result;
    });
    switch (outcome.kind) {
      case 'credited':
        return { matched: true, deposit: depositRecord(outcome.deposit), reason: null, held: null };
      case 'alreadyCredited':
        return { matched: false, deposit: null, reason: 'alreadyCredited' as const, held: null };
      case 'held':
        return { matched: false, deposit: null, reason: outcome.held.reason, held: await heldRecord(db, outcome.held) };
    }
  });

  app.get(operatorPaths.heldTransfers, { schema: heldTransfersSchema }, async (request) => ({
    items: await viewsOf(await listHeldTransfers(db, request.query.status), (row) => heldRecord(db, row)),
  }));

  app.post(operatorPaths.creditHeldTransfer, { schema: creditHeldTransferSchema }, async (request) => {
    const { id } = request.params;
    const { held, deposit } = await audited(
      request,
      'held.credit',
      'held-transfer',
      id,
      (tx) => heldState(tx, id),
      (tx) => creditHeldTransfer(tx, id, { ...request.body, promotions, nowSeconds: nowSeconds() }),
    );
    return { held: await heldRecord(db, held), deposit: deposit ? depositRecord(deposit) : null };
  });

  app.post(operatorPaths.returnHeldTransfer, { schema: returnHeldTransferSchema }, async (request) => {
    const { id } = request.params;
    return heldRecord(
      db,
      await audited(
        request,
        'held.return',
        'held-transfer',
        id,
        (tx) => heldState(tx, id),
        (tx) => returnHeldTransfer(tx, id, { ...request.body, nowSeconds: nowSeconds() }),
      ),
    );
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { run, transaction, type Db } from '../base/db';
import { instant } from '../base/clock';
import { badRequest } from '../base/errors';
import { formatSatang, parseAmountInput } from '../base/money';
import type { AuditEvent } from '../audit/store';
import { walletErrors } from '../ledger/errors';
import { approvalThresholdSatang } from '../site/settings';
import { auditStaff, requireStaff, staffOf, staffRoute } from '../staff/access';
import type { StaffSessionService } from '../staff/sessions';
import { approve, decline, findApproval, listApprovals, requestAdjustment, requestWithdrawalApproval, signedSatang } from './approvals';
import { claimWithdrawal, clearClaim, releaseWithdrawal, requireClaim, staffWithdrawal, type StaffWithdrawalRow } from './claims';
import { creditDeposit, expireDeposits, findDeposit } from './deposits';
import { heldTransfer, listHeldTransfers, type HeldTransferRow } from './held-transfers';
import { pageAsNumber, pageSize } from './paging';
import type { DepositRow } from './records';
import type { WalletSettings } from './settings';
import { staffMoneyErrors } from './staff-errors';
import { depositQueue, withdrawalQueue } from './staff-queue';
import { pendingApprovalOf, staffApprovalView, staffDepositView, staffHeldView, staffWithdrawalView, viewsOf, type ApprovalRow } from './staff-views';
import { bankCodeOf } from './statement-csv';
import { importStatement, lineResult, listImports, statementMaxBytes } from './statement-import';
import { creditHeldTransfer, creditStatementLine, returnHeldTransfer } from './transfers';
import { payWithdrawal, rejectWithdrawal } from './withdrawals';

// The cashiers' side of the back office (issue 35, ADR 0046): every route needs a staff session
// whose roles give `money` (requireStaff, before the body is read). Every action is one
// transaction with its audit row; every list of members' money is an audit row too. The money
// itself moves only through the wallet's one path (payWithdrawal, rejectWithdrawal,
// creditDeposit, creditStatementLine, the held transfers, postLedger), as for the operator key.

export interface StaffMoneyRoutesOptions {
  db: Db;
  sessions: StaffSessionService;
  now: () => number;
  settings: WalletSettings;
  /** The four-eyes threshold while no admin has set one (API_STAFF_APPROVAL_THRESHOLD). */
  approvalThresholdSatang: number;
  /** How long a claim on a withdrawal lasts (API_STAFF_CLAIM_MINUTES). */
  claimMinutes: number;
}

/** Default length of a claim on a withdrawal. */
export const defaultClaimMinutes = 5;

/** A CSV import's JSON body: 2 MB of text plus what escaping its quotes and line breaks adds. */
const importBodyLimit = 3 * statementMaxBytes;

/** A withdrawal as the audit trail keeps it. */
const withdrawalAudit = (row: StaffWithdrawalRow) => ({
  status: row.status,
  amount: formatSatang(row.amount_satang),
  claimedBy: row.claimed_by,
  claimUntil: row.claim_until === null ? null : instant(row.claim_until),
  settledBy: row.settled_by,
  reason: row.reason,
});

const depositAudit = (row: DepositRow) => ({
  status: row.status,
  amount: formatSatang(row.pay_amount_satang),
  credited: row.credited_satang === null ? null : formatSatang(row.credited_satang),
});

const heldAudit = (row: HeldTransferRow) => ({
  status: row.status,
  amount: formatSatang(row.amount_satang),
  memberId: row.member_id,
  depositId: row.deposit_id,
  note: row.note,
});

const approvalAudit = (row: ApprovalRow) => ({
  kind: row.kind,
  status: row.status,
  amount: formatSatang(row.amount_satang),
  withdrawalId: row.withdrawal_id,
  requestedBy: row.requested_by,
  note: row.note,
});

/** The member reads a rejection's reason: it must be Thai. */
const thaiText = /[\u0E01-\u0E5B]/;

export const staffMoneyRoutes: FastifyPluginAsyncTypebox<StaffMoneyRoutesOptions> = async (app, options) => {
  const { db, sessions, now, settings } = options;
  requireStaff(app, sessions);
  pageAsNumber(app);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const threshold = async (tx: Db): Promise<number> => approvalThresholdSatang(tx, options.approvalThresholdSatang);
  const me = (request: FastifyRequest): string => staffOf(request).staff.username;
  const audit = async (tx: Db, request: FastifyRequest, event: Omit<AuditEvent, 'actor' | 'ip'>): Promise<void> => auditStaff(tx, request, event, nowSeconds());
  // A withdrawal's audit row: what it was and what it is now (`extra` adds to the after side).
  const auditWithdrawal = (tx: Db, request: FastifyRequest, action: string, before: StaffWithdrawalRow, row: StaffWithdrawalRow, extra: object = {}) =>
    audit(tx, request, { action, target: target('withdrawal', row.id), before: withdrawalAudit(before), after: { ...withdrawalAudit(row), ...extra } });
  const view = async (tx: Db, row: StaffWithdrawalRow) => staffWithdrawalView(tx, row, { nowSeconds: nowSeconds(), thresholdSatang: await threshold(tx) });
  const target = (kind: string, id: string) => ({ kind, id });

  // ---- withdrawals ----------------------------------------------------------------------------

  app.get(endpoints.staffWithdrawals.path, staffRoute(endpoints.staffWithdrawals), async (request) => {
    const { q, min } = request.query;
    const status = request.query.status ?? 'pending';
    const page = request.query.page ?? 1;
    const minSatang = min === undefined ? null : parseAmountInput(min);
    return transaction(db, async (tx) => {
      const { rows, total } = await withdrawalQueue(tx, { status, q, minSatang }, page);
      await audit(tx, request, { action: 'withdrawal.list', after: { status, q: q ?? null, min: min ?? null, page, total } });
      const thresholdSatang = await threshold(tx);
      const data = await viewsOf(rows, (row) => staffWithdrawalView(tx, row, { nowSeconds: nowSeconds(), thresholdSatang }));
      return { data, page, pageSize, total, approvalThreshold: formatSatang(thresholdSatang), claimMinutes: options.claimMinutes };
    });
  });

  app.post(endpoints.staffWithdrawalClaim.path, staffRoute(endpoints.staffWithdrawalClaim), async (request) =>
    transaction(db, async (tx) => {
      const before = await staffWithdrawal(tx, request.params.id);
      const row = await claimWithdrawal(tx, before.id, me(request), nowSeconds(), options.claimMinutes * 60);
      await auditWithdrawal(tx, request, 'withdrawal.claim', before, row);
      return view(tx, row);
    }),
  );

  app.post(endpoints.staffWithdrawalRelease.path, staffRoute(endpoints.staffWithdrawalRelease), async (request) =>
    transaction(db, async (tx) => {
      const before = await staffWithdrawal(tx, request.params.id);
      const row = await releaseWithdrawal(tx, before.id, me(request), nowSeconds());
      if (before.claimed_by !== row.claimed_by) {
        await auditWithdrawal(tx, request, 'withdrawal.release', before, row);
      }
      return view(tx, row);
    }),
  );

  // Below the threshold: paid now. At or above it: a second staff member must approve; the
  // withdrawal stays pending for the member meanwhile.
  app.post(endpoints.staffWithdrawalPay.path, staffRoute(endpoints.staffWithdrawalPay), async (request) =>
    transaction(db, async (tx) => {
      const before = await staffWithdrawal(tx, request.params.id);
      if (before.status === 'paid') return { outcome: 'paid' as const, withdrawal: await view(tx, before) };
      if (before.status !== 'pending') throw walletErrors.withdrawalClosed();
      if (await pendingApprovalOf(tx, before.id)) return { outcome: 'awaiting-approval' as const, withdrawal: await view(tx, before) };
      requireClaim(before, me(request), nowSeconds());
      if (before.amount_satang >= (await threshold(tx))) {
        const approval = await requestWithdrawalApproval(tx, before, me(request), nowSeconds());
        const row = await staffWithdrawal(tx, before.id);
        await auditWithdrawal(tx, request, 'withdrawal.request-approval', before, row, { approvalId: approval.id });
        return { outcome: 'awaiting-approval' as const, withdrawal: await view(tx, row) };
      }
      await payWithdrawal(tx, before.id, nowSeconds());
      await run(tx, sql`UPDATE withdrawals SET settled_by = ${me(request)} WHERE id = ${before.id}`);
      await clearClaim(tx, before.id);
      const row = await staffWithdrawal(tx, before.id);
      await auditWithdrawal(tx, request, 'withdrawal.pay', before, row);
      return { outcome: 'paid' as const, withdrawal: await view(tx, row) };
    }),
  );

  app.post(endpoints.staffWithdrawalReject.path, staffRoute(endpoints.staffWithdrawalReject), async (request) => {
    const reason = request.body.reason.trim();
    if (!thaiText.test(reason)) throw badRequest('กรุณาระบุเหตุผลเป็นภาษาไทยให้สมาชิกอ่าน');
    return transaction(db, async (tx) => {
      const before = await staffWithdrawal(tx, request.params.id);
      if (before.status === 'rejected') return view(tx, before);
      if (before.status !== 'pending') throw walletErrors.withdrawalClosed();
      if (await pendingApprovalOf(tx, before.id)) throw staffMoneyErrors.approvalPending();
      requireClaim(before, me(request), nowSeconds());
      await rejectWithdrawal(tx, before.id, reason, nowSeconds());
      await run(tx, sql`UPDATE withdrawals SET settled_by = ${me(request)} WHERE id = ${before.id}`);
      await clearClaim(tx, before.id);
      const row = await staffWithdrawal(tx, before.id);
      await auditWithdrawal(tx, request, 'withdrawal.reject', before, row);
      return view(tx, row);
    });
  });

  // ---- four eyes --------------------------------------------------------------------------------

  app.get(endpoints.staffApprovals.path, staffRoute(endpoints.staffApprovals), async (request) => {
    const status = request.query.status ?? 'pending';
    return transaction(db, async (tx) => {
      const rows = await listApprovals(tx, status);
      await audit(tx, request, { action: 'approval.list', after: { status, count: rows.length } });
      return { data: await viewsOf(rows, (row) => staffApprovalView(tx, row)) };
    });
  });

  app.post(endpoints.staffApprovalApprove.path, staffRoute(endpoints.staffApprovalApprove), async (request) =>
    transaction(db, async (tx) => {
      const before = await findApproval(tx, request.params.id);
      const { approval, withdrawal } = await approve(tx, before.id, me(request), nowSeconds());
      await audit(tx, request, {
        action: 'approval.approve',
        target: target('approval', approval.id),
        before: approvalAudit(before),
        after: { ...approvalAudit(approval), ...(withdrawal ? { withdrawal: withdrawalAudit(withdrawal) } : {}) },
      });
      return staffApprovalView(tx, approval);
    }),
  );

  app.post(endpoints.staffApprovalDecline.path, staffRoute(endpoints.staffApprovalDecline), async (request) =>
    transaction(db, async (tx) => {
      const before = await findApproval(tx, request.params.id);
      const { approval } = await decline(tx, before.id, me(request), request.body.note, nowSeconds());
      await audit(tx, request, {
        action: 'approval.decline',
        target: target('approval', approval.id),
        before: approvalAudit(before),
        after: approvalAudit(approval),
      });
      return staffApprovalView(tx, approval);
    }),
  );

  app.post(endpoints.staffAdjustmentCreate.path, staffRoute(endpoints.staffAdjustmentCreate), async (request, reply) => {
    const amountSatang = signedSatang(request.body.amount);
    const created = await transaction(db, async (tx) => {
      const row = await requestAdjustment(tx, {
        username: request.body.username,
        amountSatang,
        reason: request.body.reason,
        requestedBy: me(request),
        nowSeconds: nowSeconds(),
      });
      await audit(tx, request, {
        action: 'adjustment.request',
        target: target('approval', row.id),
        after: { ...approvalAudit(row), memberId: row.member_id, reason: row.reason },
      });
      return row;
    });
    return reply.code(201).send(await staffApprovalView(db, created));
  });

  // ---- deposits ---------------------------------------------------------------------------------

  app.get(endpoints.staffDeposits.path, staffRoute(endpoints.staffDeposits), async (request) => {
    const status = request.query.status ?? 'pending';
    const page = request.query.page ?? 1;
    return transaction(db, async (tx) => {
      await expireDeposits(tx, nowSeconds());
      const { rows, total } = await depositQueue(tx, { status, q: request.query.q }, page);
      await audit(tx, request, { action: 'deposit.list', after: { status, q: request.query.q ?? null, page, total } });
      return { data: await viewsOf(rows, (row) => staffDepositView(tx, row)), page, pageSize, total };
    });
  });

  app.post(endpoints.staffDepositCredit.path, staffRoute(endpoints.staffDepositCredit), async (request) =>
    transaction(db, async (tx) => {
      const before = await findDeposit(tx, request.params.id);
      if (!before) throw walletErrors.notFound();
      if (before.status === 'credited') return staffDepositView(tx, before);
      const row = await creditDeposit(tx, before.id, nowSeconds(), settings.promotions);
      await run(tx, sql`UPDATE deposits SET settled_by = ${me(request)} WHERE id = ${row.id}`);
      await audit(tx, request, { action: 'deposit.credit', target: target('deposit', row.id), before: depositAudit(before), after: depositAudit(row) });
      return staffDepositView(tx, row);
    }),
  );

  // ---- held transfers ---------------------------------------------------------------------------

  app.get(endpoints.staffHeldTransfers.path, staffRoute(endpoints.staffHeldTransfers), async (request) =>
    transaction(db, async (tx) => {
      const rows = await listHeldTransfers(tx, request.query.status);
      await audit(tx, request, { action: 'held.list', after: { status: request.query.status ?? null, count: rows.length } });
      return { data: await viewsOf(rows, (row) => staffHeldView(tx, row)) };
    }),
  );

  app.post(endpoints.staffHeldCredit.path, staffRoute(endpoints.staffHeldCredit), async (request) =>
    transaction(db, async (tx) => {
      const before = await heldTransfer(tx, request.params.id);
      const { held } = await creditHeldTransfer(tx, before.id, { ...request.body, promotions: settings.promotions, nowSeconds: nowSeconds() });
      if (before.status !== held.status) {
        // Who credited it (not a slip's credit it was tied to: the member settled that one).
        if (held.deposit_id)
          await run(tx, sql`UPDATE deposits SET settled_by = ${me(request)} WHERE id = ${held.deposit_id} AND settled_by IS NULL AND method <> 'slip'`);
        await audit(tx, request, { action: 'held.credit', target: target('held-transfer', held.id), before: heldAudit(before), after: heldAudit(held) });
      }
      return staffHeldView(tx, held);
    }),
  );

  app.post(endpoints.staffHeldReturn.path, staffRoute(endpoints.staffHeldReturn), async (request) =>
    transaction(db, async (tx) => {
      const before = await heldTransfer(tx, request.params.id);
      const held = await returnHeldTransfer(tx, before.id, { ...request.body, nowSeconds: nowSeconds() });
      if (before.status !== held.status)
        await audit(tx, request, { action: 'held.return', target: target('held-transfer', held.id), before: heldAudit(before), after: heldAudit(held) });
      return staffHeldView(tx, held);
    }),
  );

  // ---- statements -------------------------------------------------------------------------------

  // One line by hand, as the operator's bank-statement route takes it: its transRef credits once.
  app.post(endpoints.staffStatementLine.path, staffRoute(endpoints.staffStatementLine), async (request) => {
    const { transRef, fromAccount, amount } = request.body;
    const amountSatang = parseAmountInput(amount);
    if (amountSatang === null || amountSatang <= 0) throw walletErrors.amountInvalid();
    const fromBank = bankCodeOf(request.body.fromBank);
    return transaction(db, async (tx) => {
      const outcome = await creditStatementLine(
        tx,
        { transRef, from: { bankCode: fromBank, accountNumber: fromAccount }, amountSatang },
        settings.promotions,
        nowSeconds(),
      );
      if (outcome.kind === 'credited') await run(tx, sql`UPDATE deposits SET settled_by = ${me(request)} WHERE id = ${outcome.deposit.id}`);
      const result = await lineResult(tx, transRef, amountSatang, outcome);
      await audit(tx, request, {
        action: 'statement.line',
        target: target('transfer', transRef),
        after: {
          fromBank,
          fromAccount,
          amount: result.amount,
          outcome: result.outcome,
          reason: result.reason,
          depositId: result.depositId,
          heldId: result.heldId,
        },
      });
      return result;
    });
  });

  app.post(endpoints.staffStatementImport.path, { ...staffRoute(endpoints.staffStatementImport), bodyLimit: importBodyLimit }, async (request, reply) => {
    const { bank, fileName, content } = request.body;
    const result = await importStatement(db, {
      bank,
      fileName,
      content,
      importedBy: me(request),
      nowSeconds: nowSeconds(),
      siteAccounts: settings.siteAccounts,
      promotions: settings.promotions,
      record: async (tx, done, fileSha256) => {
        const credited = done.lines.filter((line) => line.outcome === 'credited' && line.depositId !== null);
        for (const line of credited) await run(tx, sql`UPDATE deposits SET settled_by = ${me(request)} WHERE id = ${line.depositId}`);
        await audit(tx, request, {
          action: 'statement.import',
          target: target('statement-import', done.id),
          after: { bank, fileName, fileSha256, credited: done.credited, alreadyCredited: done.alreadyCredited, held: done.held, skipped: done.skipped },
        });
      },
    });
    return reply.code(201).send(result);
  });

  app.get(endpoints.staffStatementImports.path, staffRoute(endpoints.staffStatementImports), async (request) =>
    transaction(db, async (tx) => {
      const data = await listImports(tx);
      await audit(tx, request, { action: 'statement-import.list', after: { count: data.length } });
      return { data };
    }),
  );
};

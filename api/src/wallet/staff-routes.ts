import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../base/db';
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
import { pendingApprovalOf, staffApprovalView, staffDepositView, staffHeldView, staffWithdrawalView, type ApprovalRow } from './staff-views';
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
  const threshold = (): number => approvalThresholdSatang(db, options.approvalThresholdSatang);
  const me = (request: FastifyRequest): string => staffOf(request).staff.username;
  const audit = (request: FastifyRequest, event: Omit<AuditEvent, 'actor' | 'ip'>): void => auditStaff(db, request, event, nowSeconds());
  const view = (row: StaffWithdrawalRow) => staffWithdrawalView(db, row, { nowSeconds: nowSeconds(), thresholdSatang: threshold() });
  const target = (kind: string, id: string) => ({ kind, id });

  // ---- withdrawals ----------------------------------------------------------------------------

  app.get(endpoints.staffWithdrawals.path, staffRoute(endpoints.staffWithdrawals), async (request) => {
    const { q, min } = request.query;
    const status = request.query.status ?? 'pending';
    const page = request.query.page ?? 1;
    const minSatang = min === undefined ? null : parseAmountInput(min);
    return db
      .transaction(() => {
        const { rows, total } = withdrawalQueue(db, { status, q, minSatang }, page);
        audit(request, { action: 'withdrawal.list', after: { status, q: q ?? null, min: min ?? null, page, total } });
        return { data: rows.map(view), page, pageSize, total, approvalThreshold: formatSatang(threshold()), claimMinutes: options.claimMinutes };
      })
      .immediate();
  });

  app.post(endpoints.staffWithdrawalClaim.path, staffRoute(endpoints.staffWithdrawalClaim), async (request) =>
    db
      .transaction(() => {
        const before = staffWithdrawal(db, request.params.id);
        const row = claimWithdrawal(db, before.id, me(request), nowSeconds(), options.claimMinutes * 60);
        audit(request, { action: 'withdrawal.claim', target: target('withdrawal', row.id), before: withdrawalAudit(before), after: withdrawalAudit(row) });
        return view(row);
      })
      .immediate(),
  );

  app.post(endpoints.staffWithdrawalRelease.path, staffRoute(endpoints.staffWithdrawalRelease), async (request) =>
    db
      .transaction(() => {
        const before = staffWithdrawal(db, request.params.id);
        const row = releaseWithdrawal(db, before.id, me(request), nowSeconds());
        if (before.claimed_by !== row.claimed_by) {
          audit(request, { action: 'withdrawal.release', target: target('withdrawal', row.id), before: withdrawalAudit(before), after: withdrawalAudit(row) });
        }
        return view(row);
      })
      .immediate(),
  );

  // Below the threshold: paid now. At or above it: a second staff member must approve; the
  // withdrawal stays pending for the member meanwhile.
  app.post(endpoints.staffWithdrawalPay.path, staffRoute(endpoints.staffWithdrawalPay), async (request) =>
    db
      .transaction(() => {
        const before = staffWithdrawal(db, request.params.id);
        if (before.status === 'paid') return { outcome: 'paid' as const, withdrawal: view(before) };
        if (before.status !== 'pending') throw walletErrors.withdrawalClosed();
        if (pendingApprovalOf(db, before.id)) return { outcome: 'awaiting-approval' as const, withdrawal: view(before) };
        requireClaim(before, me(request), nowSeconds());
        if (before.amount_satang >= threshold()) {
          const approval = requestWithdrawalApproval(db, before, me(request), nowSeconds());
          const row = staffWithdrawal(db, before.id);
          audit(request, {
            action: 'withdrawal.request-approval',
            target: target('withdrawal', row.id),
            before: withdrawalAudit(before),
            after: { ...withdrawalAudit(row), approvalId: approval.id },
          });
          return { outcome: 'awaiting-approval' as const, withdrawal: view(row) };
        }
        payWithdrawal(db, before.id, nowSeconds());
        db.prepare('UPDATE withdrawals SET settled_by = ? WHERE id = ?').run(me(request), before.id);
        clearClaim(db, before.id);
        const row = staffWithdrawal(db, before.id);
        audit(request, { action: 'withdrawal.pay', target: target('withdrawal', row.id), before: withdrawalAudit(before), after: withdrawalAudit(row) });
        return { outcome: 'paid' as const, withdrawal: view(row) };
      })
      .immediate(),
  );

  app.post(endpoints.staffWithdrawalReject.path, staffRoute(endpoints.staffWithdrawalReject), async (request) => {
    const reason = request.body.reason.trim();
    if (!thaiText.test(reason)) throw badRequest('กรุณาระบุเหตุผลเป็นภาษาไทยให้สมาชิกอ่าน');
    return db
      .transaction(() => {
        const before = staffWithdrawal(db, request.params.id);
        if (before.status === 'rejected') return view(before);
        if (before.status !== 'pending') throw walletErrors.withdrawalClosed();
        if (pendingApprovalOf(db, before.id)) throw staffMoneyErrors.approvalPending();
        requireClaim(before, me(request), nowSeconds());
        rejectWithdrawal(db, before.id, reason, nowSeconds());
        db.prepare('UPDATE withdrawals SET settled_by = ? WHERE id = ?').run(me(request), before.id);
        clearClaim(db, before.id);
        const row = staffWithdrawal(db, before.id);
        audit(request, { action: 'withdrawal.reject', target: target('withdrawal', row.id), before: withdrawalAudit(before), after: withdrawalAudit(row) });
        return view(row);
      })
      .immediate();
  });

  // ---- four eyes --------------------------------------------------------------------------------

  app.get(endpoints.staffApprovals.path, staffRoute(endpoints.staffApprovals), async (request) => {
    const status = request.query.status ?? 'pending';
    return db
      .transaction(() => {
        const rows = listApprovals(db, status);
        audit(request, { action: 'approval.list', after: { status, count: rows.length } });
        return { data: rows.map((row) => staffApprovalView(db, row)) };
      })
      .immediate();
  });

  app.post(endpoints.staffApprovalApprove.path, staffRoute(endpoints.staffApprovalApprove), async (request) =>
    db
      .transaction(() => {
        const before = findApproval(db, request.params.id);
        const { approval, withdrawal } = approve(db, before.id, me(request), nowSeconds());
        audit(request, {
          action: 'approval.approve',
          target: target('approval', approval.id),
          before: approvalAudit(before),
          after: { ...approvalAudit(approval), ...(withdrawal ? { withdrawal: withdrawalAudit(withdrawal) } : {}) },
        });
        return staffApprovalView(db, approval);
      })
      .immediate(),
  );

  app.post(endpoints.staffApprovalDecline.path, staffRoute(endpoints.staffApprovalDecline), async (request) =>
    db
      .transaction(() => {
        const before = findApproval(db, request.params.id);
        const { approval } = decline(db, before.id, me(request), request.body.note, nowSeconds());
        audit(request, { action: 'approval.decline', target: target('approval', approval.id), before: approvalAudit(before), after: approvalAudit(approval) });
        return staffApprovalView(db, approval);
      })
      .immediate(),
  );

  app.post(endpoints.staffAdjustmentCreate.path, staffRoute(endpoints.staffAdjustmentCreate), async (request, reply) => {
    const amountSatang = signedSatang(request.body.amount);
    const created = db
      .transaction(() => {
        const row = requestAdjustment(db, {
          username: request.body.username,
          amountSatang,
          reason: request.body.reason,
          requestedBy: me(request),
          nowSeconds: nowSeconds(),
        });
        audit(request, {
          action: 'adjustment.request',
          target: target('approval', row.id),
          after: { ...approvalAudit(row), memberId: row.member_id, reason: row.reason },
        });
        return row;
      })
      .immediate();
    return reply.code(201).send(staffApprovalView(db, created));
  });

  // ---- deposits ---------------------------------------------------------------------------------

  app.get(endpoints.staffDeposits.path, staffRoute(endpoints.staffDeposits), async (request) => {
    const status = request.query.status ?? 'pending';
    const page = request.query.page ?? 1;
    return db
      .transaction(() => {
        expireDeposits(db, nowSeconds());
        const { rows, total } = depositQueue(db, { status, q: request.query.q }, page);
        audit(request, { action: 'deposit.list', after: { status, q: request.query.q ?? null, page, total } });
        return { data: rows.map((row) => staffDepositView(db, row)), page, pageSize, total };
      })
      .immediate();
  });

  app.post(endpoints.staffDepositCredit.path, staffRoute(endpoints.staffDepositCredit), async (request) =>
    db
      .transaction(() => {
        const before = findDeposit(db, request.params.id);
        if (!before) throw walletErrors.notFound();
        if (before.status === 'credited') return staffDepositView(db, before);
        const row = creditDeposit(db, before.id, nowSeconds(), settings.promotions);
        db.prepare('UPDATE deposits SET settled_by = ? WHERE id = ?').run(me(request), row.id);
        audit(request, { action: 'deposit.credit', target: target('deposit', row.id), before: depositAudit(before), after: depositAudit(row) });
        return staffDepositView(db, row);
      })
      .immediate(),
  );

  // ---- held transfers ---------------------------------------------------------------------------

  app.get(endpoints.staffHeldTransfers.path, staffRoute(endpoints.staffHeldTransfers), async (request) =>
    db
      .transaction(() => {
        const rows = listHeldTransfers(db, request.query.status);
        audit(request, { action: 'held.list', after: { status: request.query.status ?? null, count: rows.length } });
        return { data: rows.map((row) => staffHeldView(db, row)) };
      })
      .immediate(),
  );

  app.post(endpoints.staffHeldCredit.path, staffRoute(endpoints.staffHeldCredit), async (request) =>
    db
      .transaction(() => {
        const before = heldTransfer(db, request.params.id);
        const { held } = creditHeldTransfer(db, before.id, { ...request.body, promotions: settings.promotions, nowSeconds: nowSeconds() });
        if (before.status !== held.status) {
          // Who credited it (not a slip's credit it was tied to: the member settled that one).
          if (held.deposit_id)
            db.prepare("UPDATE deposits SET settled_by = ? WHERE id = ? AND settled_by IS NULL AND method <> 'slip'").run(me(request), held.deposit_id);
          audit(request, { action: 'held.credit', target: target('held-transfer', held.id), before: heldAudit(before), after: heldAudit(held) });
        }
        return staffHeldView(db, held);
      })
      .immediate(),
  );

  app.post(endpoints.staffHeldReturn.path, staffRoute(endpoints.staffHeldReturn), async (request) =>
    db
      .transaction(() => {
        const before = heldTransfer(db, request.params.id);
        const held = returnHeldTransfer(db, before.id, { ...request.body, nowSeconds: nowSeconds() });
        if (before.status !== held.status)
          audit(request, { action: 'held.return', target: target('held-transfer', held.id), before: heldAudit(before), after: heldAudit(held) });
        return staffHeldView(db, held);
      })
      .immediate(),
  );

  // ---- statements -------------------------------------------------------------------------------

  // One line by hand, as the operator's bank-statement route takes it: its transRef credits once.
  app.post(endpoints.staffStatementLine.path, staffRoute(endpoints.staffStatementLine), async (request) => {
    const { transRef, fromAccount, amount } = request.body;
    const amountSatang = parseAmountInput(amount);
    if (amountSatang === null || amountSatang <= 0) throw walletErrors.amountInvalid();
    const fromBank = bankCodeOf(request.body.fromBank);
    return db
      .transaction(() => {
        const outcome = creditStatementLine(
          db,
          { transRef, from: { bankCode: fromBank, accountNumber: fromAccount }, amountSatang },
          settings.promotions,
          nowSeconds(),
        );
        if (outcome.kind === 'credited') db.prepare('UPDATE deposits SET settled_by = ? WHERE id = ?').run(me(request), outcome.deposit.id);
        const result = lineResult(db, transRef, amountSatang, outcome);
        audit(request, {
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
      })
      .immediate();
  });

  app.post(endpoints.staffStatementImport.path, { ...staffRoute(endpoints.staffStatementImport), bodyLimit: importBodyLimit }, async (request, reply) => {
    const { bank, fileName, content } = request.body;
    const result = importStatement(db, {
      bank,
      fileName,
      content,
      importedBy: me(request),
      nowSeconds: nowSeconds(),
      siteAccounts: settings.siteAccounts,
      promotions: settings.promotions,
      record: (done, fileSha256) => {
        const credited = done.lines.filter((line) => line.outcome === 'credited' && line.depositId !== null);
        for (const line of credited) db.prepare('UPDATE deposits SET settled_by = ? WHERE id = ?').run(me(request), line.depositId);
        audit(request, {
          action: 'statement.import',
          target: target('statement-import', done.id),
          after: { bank, fileName, fileSha256, credited: done.credited, alreadyCredited: done.alreadyCredited, held: done.held, skipped: done.skipped },
        });
      },
    });
    return reply.code(201).send(result);
  });

  app.get(endpoints.staffStatementImports.path, staffRoute(endpoints.staffStatementImports), async (request) =>
    db
      .transaction(() => {
        const data = listImports(db);
        audit(request, { action: 'statement-import.list', after: { count: data.length } });
        return { data };
      })
      .immediate(),
  );
};

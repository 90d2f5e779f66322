import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints } from '@member-site/shared/contract';
import { requireMember } from '../member/routes';
import type { MemberRow } from '../member/store';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { ApiHttpError, errorMessages } from '../base/errors';
import { formatSatang } from '../base/money';
import type { SessionService } from '../session/sessions';
import { cancelDeposit, createPromptPay, depositHistory, expireDeposits, openDeposit } from './deposits';
import { walletErrors } from '../ledger/errors';
import { pageAsNumber, pageSize } from './paging';
import { choosePromotion, currentChoice, eligiblePromotions, turnoverState } from '../promotions/promotions';
import { promotionOffer } from '../promotions/rules';
import { balanceVersion, creditOf, creditText } from '../ledger/ledger';
import { depositLeft, hasCreditedDeposit } from '../limits/store';
import { depositRecord, maskedAccount, promptPayRequest, registeredAccount, withdrawalRecord } from './records';
import type { WalletSettings } from './settings';
import type { SlipVerifier } from './slip-verifier';
import { submitSlip } from './slips';
import { statementPage } from './statement';
import { createWithdrawal, dailyLeft, pendingWithdrawal, withdrawalHistory } from './withdrawals';

export interface WalletRoutesOptions {
  db: Db;
  sessions: SessionService;
  settings: WalletSettings;
  now: () => number;
  /** Null: slip upload is off (no API_SLIP_VERIFIER). */
  slipVerifier: SlipVerifier | null;
  /** Slip submissions per address. */
  slipRateLimit: { max: number; timeWindowMs: number };
}

const money = (list: readonly number[]): string[] => list.map(formatSatang);

/** The member's wallet (bearer): deposit, withdraw, histories and the statement. */
export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (app, { db, sessions, settings, now, slipVerifier, slipRateLimit }) => {
  const memberOf = requireMember(app, db, sessions);
  const nowSeconds = (): number => Math.floor(now() / 1000);
  pageAsNumber(app);

  // Capability balance-changes: the balance's version (its latest ledger row, an indexed read) and
  // the balance, read every 2 s by a member page on screen, which reads the balance again when the
  // version moves: every member page follows a deposit within seconds.
  app.get(endpoints.balanceChanges.path, { schema: schemaOf(endpoints.balanceChanges) }, async (request) => {
    const member = await memberOf(request);
    // The version first: the balance read after it is at least as new, so a page never keeps an
    // older balance under a newer version.
    const version = await balanceVersion(db, member.id);
    return { version: String(version), credit: await creditText(db, member.id) };
  });

  /** Everything the deposit page shows, for the member now, with their credit. */
  async function depositOptionsOf(member: MemberRow) {
    await expireDeposits(db, nowSeconds());
    const open = await openDeposit(db, member.id);
    const left = await depositLeft(db, member.id, nowSeconds());
    return {
      minAmount: formatSatang(settings.depositMinSatang),
      maxAmount: formatSatang(settings.depositMaxSatang),
      quickAmounts: money(settings.depositQuickSatang),
      siteAccounts: [...settings.siteAccounts],
      memberAccount: maskedAccount(registeredAccount(member)),
      promptPay: { enabled: true, expiresInSeconds: settings.promptPayExpiresSeconds },
      slip: { enabled: slipVerifier !== null, maxAgeHours: Math.floor(settings.slipMaxAgeSeconds / 3600) },
      openRequest: open ? promptPayRequest(open, settings.promptPayName) : null,
      recent: (await depositHistory(db, member.id, 1)).rows.slice(0, 5).map(depositRecord),
      promotions: (await eligiblePromotions(db, settings.promotions, member.id, nowSeconds())).map(promotionOffer),
      promotionChoice: await currentChoice(db, settings.promotions, member.id, nowSeconds()),
      depositLimitLeft: left === null ? null : formatSatang(left),
      hasDeposited: await hasCreditedDeposit(db, member.id),
      // The page's poll of an open request shows the credit from here once it sees it credited.
      credit: await creditText(db, member.id),
    };
  }

  app.get(endpoints.depositOptions.path, { schema: schemaOf(endpoints.depositOptions) }, async (request) => depositOptionsOf(await memberOf(request)));

  app.post(endpoints.promotionChoose.path, { schema: schemaOf(endpoints.promotionChoose) }, async (request) => ({
    promotionId: await choosePromotion(db, settings.promotions, (await memberOf(request)).id, request.body.promotionId, nowSeconds()),
  }));

  app.post(endpoints.promptPayCreate.path, { schema: schemaOf(endpoints.promptPayCreate) }, async (request, reply) => {
    const member = await memberOf(request);
    const row = await createPromptPay(db, settings, member.id, request.body.amount, nowSeconds());
    return reply.code(201).send(promptPayRequest(row, settings.promptPayName));
  });

  app.post(endpoints.depositCancel.path, { schema: schemaOf(endpoints.depositCancel) }, async (request) =>
    depositRecord(await cancelDeposit(db, (await memberOf(request)).id, request.body.id, nowSeconds())),
  );

  // Each submission may call the bank: a few a minute per address is what a member needs.
  const slipLimit = {
    rateLimit: {
      max: slipRateLimit.max,
      timeWindow: slipRateLimit.timeWindowMs,
      errorResponseBuilder: () => new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.slipRateLimited),
    },
  };
  app.post(endpoints.slipSubmit.path, { schema: schemaOf(endpoints.slipSubmit), config: slipLimit }, async (request, reply) => {
    const member = await memberOf(request);
    if (!slipVerifier) throw walletErrors.slipDisabled();
    const row = await submitSlip(db, settings, slipVerifier, {
      memberId: member.id,
      account: registeredAccount(member),
      reference: request.body.reference,
      nowSeconds: nowSeconds(),
      log: (error) => request.log.error({ err: error }, '[api] E9 the slip verifier failed; the member is asked to try again'),
    });
    // What it moved comes with it: the page shows the credit and its promotions from this answer.
    return reply.code(201).send({ ...depositRecord(row), credit: await creditText(db, member.id), options: await depositOptionsOf(member) });
  });

  app.get(endpoints.deposits.path, { schema: schemaOf(endpoints.deposits) }, async (request) => {
    const member = await memberOf(request);
    const page = request.query.page ?? 1;
    await expireDeposits(db, nowSeconds());
    const { rows, total } = await depositHistory(db, member.id, page);
    return { data: rows.map(depositRecord), page, pageSize, total };
  });

  /** Everything the withdraw page shows, for the member now. */
  async function withdrawOptionsOf(member: MemberRow) {
    const pending = await pendingWithdrawal(db, member.id);
    const turnover = await turnoverState(db, member.id);
    return {
      // Nothing leaves while a promotion's turnover is outstanding (ADR 0013).
      withdrawable: formatSatang(turnover.leftSatang > 0 ? 0 : await creditOf(db, member.id)),
      minAmount: formatSatang(settings.withdrawMinSatang),
      maxAmount: formatSatang(settings.withdrawMaxSatang),
      dailyLimit: formatSatang(settings.withdrawDailyLimitSatang),
      dailyLeft: formatSatang(await dailyLeft(db, settings, member.id, nowSeconds())),
      fee: formatSatang(settings.withdrawFeeSatang),
      turnoverLeft: formatSatang(turnover.leftSatang),
      turnoverRequired: formatSatang(turnover.requiredSatang),
      turnoverMade: formatSatang(turnover.madeSatang),
      quickAmounts: money(settings.withdrawQuickSatang),
      account: maskedAccount(registeredAccount(member)),
      pending: pending ? withdrawalRecord(pending) : null,
      recent: (await withdrawalHistory(db, member.id, 1)).rows.slice(0, 5).map(withdrawalRecord),
    };
  }

  app.get(endpoints.withdrawOptions.path, { schema: schemaOf(endpoints.withdrawOptions) }, async (request) => withdrawOptionsOf(await memberOf(request)));

  // The same idempotency key answers the same withdrawal, with the same 201 (a retry cannot tell).
  app.post(endpoints.withdrawCreate.path, { schema: schemaOf(endpoints.withdrawCreate) }, async (request, reply) => {
    const member = await memberOf(request);
    const row = await createWithdrawal(db, settings, {
      memberId: member.id,
      account: registeredAccount(member),
      amountText: request.body.amount,
      idempotencyKey: request.body.idempotencyKey,
      nowSeconds: nowSeconds(),
    });
    // What it moved comes with it: the page shows the credit and its options from this answer.
    return reply.code(201).send({ ...withdrawalRecord(row), credit: await creditText(db, member.id), options: await withdrawOptionsOf(member) });
  });

  app.get(endpoints.withdrawals.path, { schema: schemaOf(endpoints.withdrawals) }, async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await withdrawalHistory(db, (await memberOf(request)).id, page);
    return { data: rows.map(withdrawalRecord), page, pageSize, total };
  });

  app.get(endpoints.statement.path, { schema: schemaOf(endpoints.statement) }, async (request) =>
    statementPage(db, (await memberOf(request)).id, request.query),
  );
};

import { checkedTrust, type TrustProxy } from './trusted-proxies';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSessionService } from '../session/sessions';
import { createPushHub } from '../push/hub';
import { databaseRateLimitStore } from '../base/rate-limit-store';
import { pushRoutes } from '../push/routes';
import { createTicketService, type TicketService } from '../session/tickets';
import { sql } from 'kysely';
import { one, type Db } from '../base/db';
import { migrate } from './schema';
import { handleError, handleNotFound } from '../base/errors';
import { named } from '../base/plugin-name';
import { compilersFactory } from '../base/schema-compilers';
import type { LineClient } from '../line/client';
import { createLineDouble, type LineDouble } from '../line/double';
import { createLineApiClient, type LineChannel } from '../line/line-api';
import { createOtpService, defaultOtpLimits, type OtpLimits } from '../register/otp';
import { createSmsOutbox } from '../register/sms';
import { createLuckyWheel } from '../games/luckywheel';
import { demoPageRoutes, logSafeUrl } from '../games/demo-pages';
import { gameLoginRoutes, noGameAnswerOverrides } from '../games/login-routes';
import { gameRoutes } from '../games/catalogue-routes';
import { defaultLineExchangeRateLimit, lineRoutes } from '../line/routes';
import { lineDoubleRoutes } from '../line/double-routes';
import { memberRoutes } from '../member/routes';
import { memberServiceRoutes, type MemberServiceOverride } from '../member-service/routes';
import { otpRoutes } from '../register/otp-routes';
import { registerRoutes } from '../register/routes';
import { sessionRoutes } from '../member/login-routes';
import { createLoginGuard, defaultLoginGuardLimits, type LoginGuardLimits } from '../session/login-guard';
import { siteRoutes } from '../site/routes';
import { openApiRoutes } from '../site/openapi';
import { testSupportRoutes } from './test-support-routes';
import { seedDemoMembers, siteApiFor, updateLegacySiteApi } from './seed';
import { registerCors, registerSecurityHeaders } from '../base/security';
import { walletRoutes } from '../wallet/routes';
import { defaultWalletSettings, type WalletSettings } from '../wallet/settings';
import { operatorRoutes } from '../operator/routes';
import { checkPromotionRules } from '../promotions/rules';
import { createDemoSlipVerifier, seededDemoSlips, type DemoSlipVerifier, type SlipVerifier } from '../wallet/slip-verifier';
import { slipTestRoutes } from '../wallet/slip-test-routes';
import { startDemoAutoCredit } from '../operator/auto-credit';
import { rebateRoutes } from '../rebates/routes';
import { defaultRebateSettings, type RebateSettings } from '../rebates/rules';
import { seedDemoBets } from '../rebates/seed';
import { ensureRebateTables } from '../rebates/store';
import { rebateTestRoutes } from '../rebates/test-routes';
import { limitRoutes } from '../limits/routes';
import { accountRoutes, defaultAccountRateLimits, type AccountRateLimits } from '../account/routes';
import { accountOperatorRoutes } from '../account/operator-routes';
import { addRestrictionGuard } from '../safer-play/guard';
import { addPasswordChangeGuard } from '../account/password-guard';
import { saferPlayRoutes } from '../safer-play/routes';
import { authSaferPlay } from '../safer-play/store';
import { seedAnnouncements } from '../account/announcements';
import { seedPromotionCodes } from '../account/promotion-codes';
import { seedAffiliateSetting } from '../account/affiliate';
import { createStaffSessions, type StaffSessionLimits } from '../staff/sessions';
import { staffRoutes, staffTotpKey } from '../staff/routes';
import { staffAdminRoutes } from '../staff/admin-routes';
import { defaultClaimMinutes, staffMoneyRoutes } from '../wallet/staff-routes';
import { defaultApprovalThresholdSatang, getSetting, settingKeys } from '../site/settings';
import { staffMemberRoutes } from '../account/staff-routes';
import { staffContentRoutes } from '../account/staff-content-routes';
import { staffSiteRoutes } from '../site/staff-routes';
import { reportRoutes } from '../reports/routes';

export interface AppOptions {
  db: Db;
  /** HMAC key of the bearer tokens. */
  tokenSecret: string;
  /** Browser origins allowed to call the API (the shell's). */
  allowedOrigins: string[];
  /** Browser origins of the staff back office: the only ones allowed to call /api/staff/ (ADR 0046). */
  backofficeOrigins?: string[];
  /** Staff sessions' idle and absolute limits (default 15 minutes and 8 hours; tests shorten them). */
  staffSessionLimits?: StaffSessionLimits;
  /** Default 12 hours. */
  tokenTtlSeconds?: number;
  /** Login attempts per IP and username. Default 10 per minute. */
  loginRateLimit?: { max: number; timeWindowMs: number };
  /** LINE code exchanges per address. Default 20 per minute. */
  lineExchangeRateLimit?: { max: number; timeWindowMs: number };
  /** Failed sign-ins per address across usernames, and each username's backoff (login-guard.ts). */
  loginGuardLimits?: Partial<LoginGuardLimits>;
  /** Registrations (both forms together) per IP. Default 20 per hour. */
  registerRateLimit?: { max: number; timeWindowMs: number };
  /** One-time code limits. Default: 60 s between codes, 5 per phone and 30 per IP an hour. */
  otpLimits?: Partial<OtpLimits>;
  /** Prints each one-time code on stdout (the stand-in for an SMS gateway). Default false. */
  devSms?: boolean;
  /** Where the dev SMS line goes; console.log by default. */
  printDevSms?: (line: string) => void;
  /** A LINE Login channel: exchanges codes with LINE itself. */
  lineChannel?: LineChannel | null;
  /** Serves the local LINE Login test double (when no lineChannel is given). Default false. */
  lineDouble?: boolean;
  /** Replaces whatever LINE client the two options above would give (tests). */
  lineClient?: LineClient;
  logger?: boolean;
  /** Pino level when logger is on. Default 'info'. */
  logLevel?: string;
  /** Where the log lines go when logger is on; stdout by default (tests read them). */
  logStream?: NodeJS.WritableStream;
  /**
   * The API's own public base URL, for absolute asset and game URLs and the members' site_api
   * (its /sportsbook/ demo page). Default http://127.0.0.1:4000.
   */
  publicUrl?: string;
  /** Adds the unauthenticated /api/test routes. Default false. */
  enableTestRoutes?: boolean;
  /** The proxies' addresses and ranges whose X-Forwarded-For is believed (trusted-proxies.ts); never "any". */
  trustProxy?: TrustProxy;
  /** A request not received whole within this is closed with 408 (default 30 s; tests shorten it). */
  requestTimeoutMs?: number;
  /** How often the member event streams read the feed for other processes' events (ms, ADR 0062). */
  pushFeedMs?: number;
  /** How often a member event stream carries a heartbeat (ms). */
  pushHeartbeatMs?: number;
  /** Adds the demo members when absent. Default true. */
  seedDemoMembers?: boolean;
  /** Milliseconds since the epoch. Tests pass a fake clock. */
  now?: () => number;
  /** Deposit and withdrawal rules, the site's accounts and PromptPay id. Default: the demo's. */
  walletSettings?: Partial<WalletSettings>;
  /** X-Operator-Key of the /api/operator routes; they are not registered without one. */
  operatorKey?: string | null;
  /**
   * Who says what a slip's QR names (the bank's slip verification): a verifier, 'demo' (the demo
   * bank and its demo slips; with enableTestRoutes, /api/test/slips) or null. Default null: slip upload is off.
   */
  slipVerifier?: SlipVerifier | 'demo' | null;
  /** Slip submissions per IP. Default 10 per minute. */
  slipRateLimit?: { max: number; timeWindowMs: number };
  /** Demo only: credits a pending PromptPay request this many seconds after it was made. */
  demoAutoCreditSeconds?: number | null;
  /** Cashback and pay-back rates, caps and minimums. Default: the demo's (5 % / 0.5 %). */
  rebateSettings?: Partial<RebateSettings>;
  /** Adds a few days of demo rounds for the demo member when it has none. Default: as seedDemoMembers. */
  seedDemoBets?: boolean;
  /** Password changes and promotion codes per member and address, new support tickets per member. Default: defaultAccountRateLimits. */
  accountRateLimits?: Partial<AccountRateLimits>;
  /**
   * The four-eyes threshold in satang while no admin has set one in the back office
   * (API_STAFF_APPROVAL_THRESHOLD; default `defaultApprovalThresholdSatang`, 10,000.00 baht).
   */
  approvalThresholdSatang?: number;
  /** How long a cashier's claim on a withdrawal lasts (API_STAFF_CLAIM_MINUTES; default 5). */
  staffClaimMinutes?: number;
}

export const defaultTokenTtlSeconds = 12 * 60 * 60;
export const defaultLoginRateLimit = { max: 10, timeWindowMs: 60_000 } as const;
export const defaultRegisterRateLimit = { max: 20, timeWindowMs: 60 * 60_000 } as const;
export const defaultSlipRateLimit = { max: 10, timeWindowMs: 60_000 } as const;

// Every request body of this API is a few hundred bytes; refuse anything far larger up front.
const bodyLimitBytes = 16 * 1024;

/**
 * Slow bodies (SECURITY.md): a request whose headers and body have not all arrived within the
 * limit is answered 408 and closed. Node checks its open requests every `check`, so the limit is
 * set that much short of the promise: closed within `requestTimeoutMs` in all.
 */
function requestTimeouts(requestTimeoutMs: number) {
  const check = Math.max(50, Math.floor(requestTimeoutMs / 6));
  const limit = requestTimeoutMs - check;
  return { requestTimeout: limit, http: { requestTimeout: limit, headersTimeout: limit, connectionsCheckingInterval: check } };
}

function createFastify(options: AppOptions): FastifyInstance {
  return Fastify({
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
          redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
          // Fastify's own request serializer, but the demo pages' query strings (credentials) left out.
          serializers: {
            req: (req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
              method: req.method,
              url: logSafeUrl(req.url ?? ''),
              host: req.host,
              remoteAddress: req.ip,
              remotePort: req.socket?.remotePort,
            }),
          },
        }
      : false,
    bodyLimit: bodyLimitBytes,
    ...requestTimeouts(options.requestTimeoutMs ?? 30_000),
    trustProxy: checkedTrust(options.trustProxy ?? false),
    schemaController: { compilersFactory },
    ajv: {
      // Fastify's defaults strip unknown fields and coerce types; the contract wants them refused.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  });
}

interface LineSetup {
  client: LineClient | null;
  /** Set when the double's authorize page is served. */
  double: LineDouble | null;
}

// A real channel wins over the double: an operator who set one never gets the stand-in.
function lineSetup(options: AppOptions, tickets: TicketService): LineSetup {
  const double = !options.lineChannel && options.lineDouble ? createLineDouble(tickets) : null;
  const configured = options.lineChannel ? createLineApiClient(options.lineChannel) : double;
  return { client: options.lineClient ?? configured, double };
}

/** The member API as a Fastify instance, not yet listening: tests call `inject`, the server `listen`. */
export function buildApp(options: AppOptions): FastifyInstance {
  const { db } = options;
  const now = options.now ?? Date.now;
  const publicUrl = (options.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const siteApi = siteApiFor(publicUrl);
  const app = createFastify(options);
  // The schema and the demo content come before any route: Fastify loads plugins in order, and
  // `ready()`, `listen()` and `inject()` wait for them.
  void app.register(
    named(async () => {
      await migrate(db);
      await updateLegacySiteApi(db, siteApi);
      if (options.seedDemoMembers ?? false) await seedDemoMembers(db, Math.floor(now() / 1000), siteApi);
      await ensureRebateTables(db);
      if (options.seedDemoBets ?? options.seedDemoMembers ?? false) await seedDemoBets(db, Math.floor(now() / 1000));
      // Demo content too: an operator's site starts with no announcements of ours.
      if (options.seedDemoMembers ?? false) {
        await seedAnnouncements(db);
        await seedPromotionCodes(db, Math.floor(now() / 1000));
        await seedAffiliateSetting(db);
      }
    }, 'schema and demo content'),
  );
  const sessions = createSessionService({
    db,
    secret: options.tokenSecret,
    ttlSeconds: options.tokenTtlSeconds ?? defaultTokenTtlSeconds,
    now,
  });
  const tickets = createTicketService({ db, secret: options.tokenSecret, now });
  const otp = createOtpService({
    db,
    secret: options.tokenSecret,
    now,
    limits: { ...defaultOtpLimits, ...options.otpLimits },
    sms: createSmsOutbox({ devSms: options.devSms ?? false, print: options.printDevSms }),
    tickets,
    rememberCodes: options.enableTestRoutes ?? false,
  });
  const line = lineSetup(options, tickets);
  const wheel = createLuckyWheel({ db, now });
  const gameAnswers = noGameAnswerOverrides();
  const memberService: MemberServiceOverride = { answer: null };

  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  registerSecurityHeaders(app);
  registerCors(app, options.allowedOrigins, options.backofficeOrigins ?? []);
  // global: false: only routes that ask for it (login, register) are limited.
  // In the database: every process of the API counts one allowance (ADR 0063).
  void app.register(named(rateLimit), { global: false, store: databaseRateLimitStore(db, now) });

  // Before the routes: restricted mode (ADR 0018) covers every route it lists, whichever plugin has it.
  addRestrictionGuard(app, db, sessions, now);
  // Likewise a member whose password staff reset: no game or money move before a new password (issue 35).
  addPasswordChangeGuard(app, db, sessions);

  app.get('/health', async () => {
    await one(db, sql`SELECT 1 AS ok`);
    return { ok: true };
  });
  // The website answer lists LINE Login among the capabilities only when the exchange can work (a channel or the double).
  void app.register(named(siteRoutes), { db, publicUrl, lineLogin: line.client !== null });
  void app.register(named(gameRoutes), { publicUrl });
  void app.register(named(demoPageRoutes), { tickets });
  // One guard for both credential checks: the site's login and the member service's.
  const loginGuard = createLoginGuard(db, 'member', { ...defaultLoginGuardLimits, ...options.loginGuardLimits }, now);
  void app.register(named(sessionRoutes), { db, sessions, loginRateLimit: options.loginRateLimit ?? defaultLoginRateLimit, loginGuard, tickets, now });
  void app.register(named(memberRoutes), { db, sessions, now, saferPlayOf: (memberId, nowSeconds) => authSaferPlay(db, memberId, nowSeconds) });
  void app.register(named(registerRoutes), {
    db,
    sessions,
    tickets,
    registerRateLimit: options.registerRateLimit ?? defaultRegisterRateLimit,
    now,
    siteApi,
  });
  void app.register(named(gameLoginRoutes), { db, sessions, tickets, wheel, overrides: gameAnswers, publicUrl });
  void app.register(named(otpRoutes), { db, otp });
  void app.register(named(memberServiceRoutes), {
    db,
    tickets,
    loginRateLimit: options.loginRateLimit ?? defaultLoginRateLimit,
    loginGuard,
    override: memberService,
    now,
  });
  void app.register(named(lineRoutes), {
    db,
    sessions,
    tickets,
    lineClient: line.client,
    exchangeRateLimit: options.lineExchangeRateLimit ?? defaultLineExchangeRateLimit,
    now,
  });
  void app.register(named(openApiRoutes));
  if (line.double) void app.register(named(lineDoubleRoutes), { double: line.double, allowedOrigins: options.allowedOrigins });
  const walletSettings = { ...defaultWalletSettings, ...options.walletSettings };
  checkPromotionRules(walletSettings.promotions);
  const slipVerifier =
    options.slipVerifier === 'demo' ? createDemoSlipVerifier(seededDemoSlips(walletSettings, Math.floor(now() / 1000))) : (options.slipVerifier ?? null);
  const pushHub = createPushHub({
    db,
    now,
    revokedSince: sessions.revokedSince,
    feedMs: options.pushFeedMs,
    heartbeatMs: options.pushHeartbeatMs,
    onError: (error) => app.log.error({ err: error }, '[api] E35 the event stream hub could not read the database; it tries again at its next turn'),
  });
  // Open streams would hold the server's close until they end by themselves.
  app.addHook('preClose', async () => pushHub.close());
  void app.register(named(pushRoutes), { db, sessions, hub: pushHub, now });
  void app.register(named(walletRoutes), {
    db,
    sessions,
    settings: walletSettings,
    now,
    slipVerifier,
    slipRateLimit: options.slipRateLimit ?? defaultSlipRateLimit,
  });
  void app.register(named(rebateRoutes), { db, sessions, settings: { ...defaultRebateSettings, ...options.rebateSettings }, now });
  void app.register(named(saferPlayRoutes), { db, sessions, now });
  void app.register(named(accountRoutes), { db, sessions, now, limits: { ...defaultAccountRateLimits, ...options.accountRateLimits } });
  void app.register(named(limitRoutes), { db, sessions, now, depositMinSatang: walletSettings.depositMinSatang });
  // The staff back office (issue 35, ADR 0046): staff sessions, sign-in with TOTP, roles on every route.
  const staffSessions = createStaffSessions(db, now, options.staffSessionLimits);
  const staff = { db, sessions: staffSessions, now };
  void app.register(named(staffRoutes), {
    ...staff,
    tickets,
    loginGuard: createLoginGuard(db, 'staff', { ...defaultLoginGuardLimits, ...options.loginGuardLimits }, now),
    loginRateLimit: options.loginRateLimit ?? defaultLoginRateLimit,
    totpKey: staffTotpKey(options.tokenSecret),
    issuer: async () => `${(await getSetting(db, settingKeys.themeTitle)) || 'Back office'} (staff)`,
  });
  void app.register(named(staffAdminRoutes), staff);
  // The cashiers' side: withdrawals (claims, four eyes), adjustments, deposits, held transfers, statements.
  void app.register(named(staffMoneyRoutes), {
    ...staff,
    settings: walletSettings,
    approvalThresholdSatang: options.approvalThresholdSatang ?? defaultApprovalThresholdSatang,
    claimMinutes: options.staffClaimMinutes ?? defaultClaimMinutes,
  });
  // The account team's and the site's side of the back office, and the reports (issue 35).
  void app.register(named(staffMemberRoutes), { ...staff, memberSessions: sessions });
  void app.register(named(staffContentRoutes), staff);
  void app.register(named(staffSiteRoutes), {
    ...staff,
    publicUrl,
    approvalThresholdSatang: options.approvalThresholdSatang ?? defaultApprovalThresholdSatang,
  });
  void app.register(named(reportRoutes), staff);
  if (options.operatorKey) void app.register(named(operatorRoutes), { db, operatorKey: options.operatorKey, now, promotions: walletSettings.promotions });
  if (options.operatorKey) void app.register(named(accountOperatorRoutes), { db, operatorKey: options.operatorKey, now });
  if (options.demoAutoCreditSeconds) startDemoAutoCredit(app, { db, afterSeconds: options.demoAutoCreditSeconds, now, promotions: walletSettings.promotions });
  if (options.enableTestRoutes && slipVerifier && 'add' in slipVerifier) {
    void app.register(named(slipTestRoutes), { db, verifier: slipVerifier as DemoSlipVerifier, settings: walletSettings, now });
  }
  if (options.enableTestRoutes) void app.register(named(testSupportRoutes), { db, otp, wheel, gameAnswers, memberService, siteApi, sessions, now });
  if (options.enableTestRoutes) void app.register(named(rebateTestRoutes), { db });
  return app;
}

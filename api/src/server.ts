import { buildApp } from './app/app';
import { readConfig } from './app/config';
import { databaseLabel, openDatabase } from './base/db';
import { migrate } from './app/schema';
import { storedTokenSecret } from './app/secret';
import { resolveTrustedProxies } from './app/trusted-proxies';

async function main(): Promise<void> {
  const config = readConfig();
  // Before the database opens: a proxy named by a host name that never resolves stops the start.
  const trustProxy = await resolveTrustedProxies(config.trustProxy);
  const db = openDatabase(config.database);
  // Before anything reads it: the token secret is kept in the settings table.
  await migrate(db);
  const app = buildApp({
    db,
    tokenSecret: config.tokenSecret ?? (await storedTokenSecret(db)),
    allowedOrigins: config.allowedOrigins,
    backofficeOrigins: config.backofficeOrigins,
    tokenTtlSeconds: config.tokenTtlSeconds,
    loginRateLimit: config.loginRateLimit,
    loginGuardLimits: config.loginGuardLimits,
    registerRateLimit: config.registerRateLimit,
    otpLimits: config.otpLimits,
    devSms: config.devSms,
    lineChannel: config.lineChannel,
    lineDouble: config.lineDouble,
    logger: true,
    logLevel: config.logLevel,
    publicUrl: config.publicUrl,
    enableTestRoutes: config.enableTestRoutes,
    seedDemoMembers: config.seedDemo,
    trustProxy,
    walletSettings: config.wallet.settings,
    operatorKey: config.wallet.operatorKey,
    demoAutoCreditSeconds: config.wallet.demoAutoCreditSeconds,
    slipVerifier: config.wallet.slipVerifier,
    approvalThresholdSatang: config.approvalThresholdSatang,
    staffClaimMinutes: config.staffClaimMinutes,
  });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app
      .close()
      .catch((error: unknown) => {
        console.error('[api] E5 error while closing the server:', error);
        process.exitCode = 1;
      })
      // The database closes last, and even after a failed close, so WAL is checkpointed cleanly.
      .finally(() =>
        db
          .destroy()
          .catch((error: unknown) => console.error('[api] E5 error while closing the database:', error))
          .finally(() => console.log(`[api] stopped (${signal})`)),
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.seedDemo) console.warn('[api] demo members with published passwords are seeded (API_SEED_DEMO=1): never in production');
  if (config.enableTestRoutes) console.warn('[api] test routes are enabled (API_ENABLE_TEST_ROUTES=1): never in production');
  if (config.wallet.demoAutoCreditSeconds) {
    console.warn(
      `[api] PromptPay deposits are credited by themselves after ${config.wallet.demoAutoCreditSeconds} s (API_DEMO_AUTO_CREDIT_SECONDS): a demo, never in production`,
    );
  }
  if (config.wallet.slipVerifier === 'demo') {
    console.warn('[api] slips are checked by the demo bank, not a real one (API_SLIP_VERIFIER=demo): never in production');
  }
  if (config.devSms) console.warn('[api] one-time codes are printed here, not sent by SMS (API_DEV_SMS=1): never in production');
  if (config.lineChannel) {
    if (config.lineDouble) console.warn('[api] API_LINE_DOUBLE=1 ignored: a LINE channel is configured');
  } else if (config.lineDouble) {
    console.warn('[api] LINE Login is the local test double at /api/dev/line/authorize (API_LINE_DOUBLE=1): never in production');
  }
  console.log(
    `[api] listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} (public URL ${config.publicUrl}, database ${databaseLabel(config.database)})`,
  );
}

main().catch((error: unknown) => {
  console.error(`[api] E1 could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defaultLoginRateLimit, defaultRegisterRateLimit, defaultTokenTtlSeconds } from './app';
import { readProxyNames, type ProxyNames } from './trusted-proxies';
import type { LineChannel } from '../line/line-api';
import { defaultOtpLimits, type OtpLimits } from '../register/otp';
import { defaultLoginGuardLimits, type LoginGuardLimits } from '../session/login-guard';
import { configError, integer, refuseDemoOnNetwork, type Env } from '../base/config-values';
import { walletConfig, type WalletConfig } from './wallet-config';
import { parseBaht } from '../base/money';
import { defaultApprovalThresholdSatang } from '../site/settings';

/** Everything the server reads from the environment, checked. */
export interface ServerConfig {
  port: number;
  host: string;
  /** DATABASE_URL (postgres://…) when set, else the SQLite file of API_DB_FILE (ADR 0064). */
  database: string;
  /** Undefined: use (or create) the secret kept in the database. */
  tokenSecret: string | undefined;
  allowedOrigins: string[];
  /** API_BACKOFFICE_ORIGINS: the staff back office's origins, the only ones CORS allows on /api/staff/ (ADR 0046). */
  backofficeOrigins: string[];
  tokenTtlSeconds: number;
  loginRateLimit: { max: number; timeWindowMs: number };
  registerRateLimit: { max: number; timeWindowMs: number };
  loginGuardLimits: Pick<LoginGuardLimits, 'addressMaxFailures' | 'accountFreeFailures'>;
  otpLimits: OtpLimits;
  devSms: boolean;
  /** Set when both API_LINE_CHANNEL_ID and API_LINE_CHANNEL_SECRET are. */
  lineChannel: LineChannel | null;
  lineDouble: boolean;
  publicUrl: string;
  enableTestRoutes: boolean;
  /** API_SEED_DEMO=1: the demo members (published passwords) and their demo rounds. Off unless asked. */
  seedDemo: boolean;
  /** API_TRUST_PROXY: the proxies (addresses, ranges, host names resolved at start) whose X-Forwarded-For is believed; false: none. */
  trustProxy: ProxyNames;
  logLevel: string;
  wallet: WalletConfig;
  /** API_STAFF_APPROVAL_THRESHOLD in satang: the four-eyes threshold while no admin has set one in the back office. */
  approvalThresholdSatang: number;
  /** API_STAFF_CLAIM_MINUTES: how long a cashier's claim on a withdrawal lasts. */
  staffClaimMinutes: number;
}

const minSecretLength = 32;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function origins(raw: string, name = 'API_ALLOWED_ORIGINS'): string[] {
  const list = raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw configError(`${name} has "${origin}", not an origin like http://host:port`);
  }
  return list;
}

function publicUrl(raw: string | undefined, port: number): string {
  const value = (raw?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(value)) throw configError(`API_PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return value;
}

function tokenSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < minSecretLength) throw configError(`API_TOKEN_SECRET must be at least ${minSecretLength} characters`);
  return raw;
}

function lineChannel(env: Env): LineChannel | null {
  const channelId = env.API_LINE_CHANNEL_ID?.trim() ?? '';
  const channelSecret = env.API_LINE_CHANNEL_SECRET?.trim() ?? '';
  if (!channelId && !channelSecret) return null;
  if (!channelId || !channelSecret) throw configError('API_LINE_CHANNEL_ID and API_LINE_CHANNEL_SECRET must be set together');
  if (!/^[0-9]{1,20}$/.test(channelId)) throw configError(`API_LINE_CHANNEL_ID must be the channel's number, got "${channelId}"`);
  return { channelId, channelSecret };
}

/** API_STAFF_APPROVAL_THRESHOLD: baht (10000 or 10000.50) → satang; unset: 10,000.00. */
function approvalThreshold(raw: string | undefined): number {
  const value = raw?.trim();
  if (!value) return defaultApprovalThresholdSatang;
  const satang = parseBaht(value);
  if (satang === null || satang <= 0) throw configError(`API_STAFF_APPROVAL_THRESHOLD must be an amount in baht like 10000 or 10000.50, got "${value}"`);
  return satang;
}

const hourMs = 60 * 60 * 1000;

/** The api workspace folder, found from wherever this file runs (src under jest, dist when built). */
export function apiFolder(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'api') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw configError(`cannot find the api folder above ${start}`);
    dir = parent;
  }
}

export function readConfig(env: Env = process.env, apiDir: string = apiFolder()): ServerConfig {
  const port = integer(env, 'API_PORT', 4000, 1, 65535);
  const logLevel = env.API_LOG_LEVEL?.trim() || 'warn';
  if (!logLevels.includes(logLevel)) throw configError(`API_LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  const host = env.API_HOST?.trim() || '127.0.0.1';
  refuseDemoOnNetwork(env, host);
  return {
    port,
    host,
    database: env.DATABASE_URL?.trim() || (env.API_DB_FILE?.trim() ? resolve(env.API_DB_FILE.trim()) : join(apiDir, 'data', 'member-site.db')),
    tokenSecret: tokenSecret(env.API_TOKEN_SECRET),
    allowedOrigins: origins(env.API_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000'),
    backofficeOrigins: origins(env.API_BACKOFFICE_ORIGINS ?? 'http://localhost:3005,http://127.0.0.1:3005', 'API_BACKOFFICE_ORIGINS'),
    tokenTtlSeconds: integer(env, 'API_TOKEN_TTL_SECONDS', defaultTokenTtlSeconds, 1, 30 * 24 * 60 * 60),
    loginRateLimit: {
      max: integer(env, 'API_LOGIN_RATE_MAX', defaultLoginRateLimit.max, 1, 1_000_000),
      timeWindowMs: integer(env, 'API_LOGIN_RATE_WINDOW_MS', defaultLoginRateLimit.timeWindowMs, 1, 24 * 60 * 60 * 1000),
    },
    registerRateLimit: {
      max: integer(env, 'API_REGISTER_RATE_MAX', defaultRegisterRateLimit.max, 1, 1_000_000),
      timeWindowMs: integer(env, 'API_REGISTER_RATE_WINDOW_MS', defaultRegisterRateLimit.timeWindowMs, 1, 24 * hourMs),
    },
    loginGuardLimits: {
      addressMaxFailures: integer(env, 'API_LOGIN_ADDRESS_MAX_FAILURES', defaultLoginGuardLimits.addressMaxFailures, 1, 1_000_000),
      accountFreeFailures: integer(env, 'API_LOGIN_ACCOUNT_FREE_FAILURES', defaultLoginGuardLimits.accountFreeFailures, 1, 1_000_000),
    },
    otpLimits: {
      resendSeconds: integer(env, 'API_OTP_RESEND_SECONDS', defaultOtpLimits.resendSeconds, 1, 3600),
      phoneHourlyMax: integer(env, 'API_OTP_PHONE_HOURLY_MAX', defaultOtpLimits.phoneHourlyMax, 1, 1_000_000),
      ipHourlyMax: integer(env, 'API_OTP_IP_HOURLY_MAX', defaultOtpLimits.ipHourlyMax, 1, 1_000_000),
      globalHourlyMax: integer(env, 'API_OTP_GLOBAL_HOURLY_MAX', defaultOtpLimits.globalHourlyMax, 1, 10_000_000),
    },
    devSms: env.API_DEV_SMS === '1',
    lineChannel: lineChannel(env),
    lineDouble: env.API_LINE_DOUBLE === '1',
    publicUrl: publicUrl(env.API_PUBLIC_URL, port),
    enableTestRoutes: env.API_ENABLE_TEST_ROUTES === '1',
    seedDemo: env.API_SEED_DEMO === '1',
    trustProxy: readProxyNames(env.API_TRUST_PROXY),
    logLevel,
    wallet: walletConfig(env, host),
    approvalThresholdSatang: approvalThreshold(env.API_STAFF_APPROVAL_THRESHOLD),
    staffClaimMinutes: integer(env, 'API_STAFF_CLAIM_MINUTES', 5, 1, 120),
  };
}

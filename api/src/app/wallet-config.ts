import type { SiteBankAccount } from '@member-site/shared/contract';
import { configError, integer, isLoopbackHost, type Env } from '../base/config-values';
import { parseBaht } from '../base/money';
import { createEasySlipVerifier, easySlipDefaultUrl } from '../wallet/easyslip';
import { isPromptPayId } from '../wallet/promptpay';
import { bankName, defaultWalletSettings, type WalletSettings } from '../wallet/settings';
import type { SlipVerifier } from '../wallet/slip-verifier';

export interface WalletConfig {
  settings: WalletSettings;
  operatorKey: string | null;
  demoAutoCreditSeconds: number | null;
  /** API_SLIP_VERIFIER: EasySlip's, the demo bank's, or null (slip upload off). */
  slipVerifier: SlipVerifier | 'demo' | null;
}

const minOperatorKeyLength = 24;

/** "KBANK:123-4-56789-0:บจก. สยามเบท;SCB:…" → the site's receiving accounts. */
function siteAccounts(raw: string | undefined): readonly SiteBankAccount[] {
  if (!raw?.trim()) return defaultWalletSettings.siteAccounts;
  return raw
    .split(';')
    .filter((s) => s.trim())
    .map((entry) => {
      const [bankCode = '', accountNumber = '', accountName = ''] = entry.split(':').map((p) => p.trim());
      if (!bankCode || !/^[0-9-]{6,20}$/.test(accountNumber) || !accountName) {
        throw configError(`API_SITE_ACCOUNTS has "${entry}", not BANKCODE:account-number:account name`);
      }
      return { bankCode, bankName: bankName(bankCode), accountNumber, accountName };
    });
}

/** An amount in baht (100, 100.50) → satang; the default when unset. */
function baht(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const satang = parseBaht(raw);
  if (satang === null || satang <= 0) throw configError(`${name} must be an amount in baht like 100 or 100.50, got "${raw}"`);
  return satang;
}

/** "100,300,500" → satang, each within [min, max]; 1–8 of them. Unset: the defaults within the limits (or the minimum). */
function quickAmounts(env: Env, name: string, fallback: readonly number[], min: number, max: number): readonly number[] {
  const raw = env[name]?.trim();
  const within = (satang: number | null): boolean => satang !== null && satang >= min && satang <= max;
  if (!raw) {
    const kept = fallback.filter(within);
    return kept.length > 0 ? kept : [min];
  }
  const list = raw.split(',').map((part) => parseBaht(part.trim()));
  if (list.length < 1 || list.length > 8 || !list.every(within)) {
    throw configError(`${name} must be 1–8 amounts in baht between the minimum and the maximum, separated by commas, got "${raw}"`);
  }
  return list as number[];
}

function atMost(smaller: number, smallerName: string, larger: number, largerName: string): void {
  if (smaller > larger) throw configError(`${smallerName} must not be above ${largerName}`);
}

/** Deposit and withdrawal limits, quick amounts and the fee, checked against each other. */
function limits(
  env: Env,
): Pick<
  WalletSettings,
  | 'depositMinSatang'
  | 'depositMaxSatang'
  | 'depositQuickSatang'
  | 'withdrawMinSatang'
  | 'withdrawMaxSatang'
  | 'withdrawDailyLimitSatang'
  | 'withdrawQuickSatang'
  | 'withdrawFeeSatang'
> {
  const d = defaultWalletSettings;
  const depositMinSatang = baht(env, 'API_DEPOSIT_MIN', d.depositMinSatang);
  const depositMaxSatang = baht(env, 'API_DEPOSIT_MAX', d.depositMaxSatang);
  atMost(depositMinSatang, 'API_DEPOSIT_MIN', depositMaxSatang, 'API_DEPOSIT_MAX');
  const withdrawMinSatang = baht(env, 'API_WITHDRAW_MIN', d.withdrawMinSatang);
  const withdrawMaxSatang = baht(env, 'API_WITHDRAW_MAX', d.withdrawMaxSatang);
  const withdrawDailyLimitSatang = baht(env, 'API_WITHDRAW_DAILY_LIMIT', d.withdrawDailyLimitSatang);
  atMost(withdrawMinSatang, 'API_WITHDRAW_MIN', withdrawMaxSatang, 'API_WITHDRAW_MAX');
  atMost(withdrawMaxSatang, 'API_WITHDRAW_MAX', withdrawDailyLimitSatang, 'API_WITHDRAW_DAILY_LIMIT');
  const feeRaw = env.API_WITHDRAW_FEE?.trim();
  const withdrawFeeSatang = feeRaw ? parseBaht(feeRaw) : d.withdrawFeeSatang;
  if (withdrawFeeSatang === null || withdrawFeeSatang >= withdrawMinSatang) {
    throw configError(`API_WITHDRAW_FEE must be an amount like 10.00 below the minimum withdrawal, got "${feeRaw}"`);
  }
  return {
    depositMinSatang,
    depositMaxSatang,
    depositQuickSatang: quickAmounts(env, 'API_DEPOSIT_QUICK_AMOUNTS', d.depositQuickSatang, depositMinSatang, depositMaxSatang),
    withdrawMinSatang,
    withdrawMaxSatang,
    withdrawDailyLimitSatang,
    withdrawQuickSatang: quickAmounts(env, 'API_WITHDRAW_QUICK_AMOUNTS', d.withdrawQuickSatang, withdrawMinSatang, withdrawMaxSatang),
    withdrawFeeSatang,
  };
}

/** API_SLIP_VERIFIER: unset (off), demo (loopback only) or easyslip (its key required, https). */
function slipVerifier(env: Env, host: string): SlipVerifier | 'demo' | null {
  const name = env.API_SLIP_VERIFIER?.trim() ?? '';
  if (!name) return null;
  if (name === 'demo') {
    if (!isLoopbackHost(host)) {
      throw configError(`API_SLIP_VERIFIER=demo accepts slips of the demo bank nobody paid: refused while the API listens on ${host} (loopback only)`);
    }
    return 'demo';
  }
  if (name !== 'easyslip') throw configError(`API_SLIP_VERIFIER must be easyslip or demo (or unset: slip upload off), got "${name}"`);
  const key = env.API_SLIP_VERIFIER_KEY?.trim();
  if (!key) throw configError('API_SLIP_VERIFIER=easyslip needs API_SLIP_VERIFIER_KEY (the EasySlip API key)');
  const url = env.API_SLIP_VERIFIER_URL?.trim() || easySlipDefaultUrl;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  const loopback = parsed !== null && isLoopbackHost(parsed.hostname.replace(/^\[|\]$/g, ''));
  if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback)) || parsed.search || parsed.hash) {
    throw configError(`API_SLIP_VERIFIER_URL must be an https URL without a query (http only on loopback), got "${url}"`);
  }
  return createEasySlipVerifier({ url, key });
}

function operatorKey(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < minOperatorKeyLength) throw configError(`API_OPERATOR_KEY must be at least ${minOperatorKeyLength} characters`);
  return raw;
}

/** The wallet's environment: accounts, PromptPay, limits, fee, slips, operator key, the demo auto-credit. */
export function walletConfig(env: Env, host: string): WalletConfig {
  const promptPayId = env.API_PROMPTPAY_ID?.trim() || defaultWalletSettings.promptPayId;
  if (!isPromptPayId(promptPayId))
    throw configError(`API_PROMPTPAY_ID must be a phone (10 digits), national/tax id (13) or e-wallet id (15), got "${promptPayId}"`);
  const autoCredit = integer(env, 'API_DEMO_AUTO_CREDIT_SECONDS', 0, 0, 3600);
  if (autoCredit > 0 && !isLoopbackHost(host)) {
    throw configError(`API_DEMO_AUTO_CREDIT_SECONDS credits deposits nobody paid: refused while the API listens on ${host} (loopback only)`);
  }
  return {
    settings: {
      ...defaultWalletSettings,
      siteAccounts: siteAccounts(env.API_SITE_ACCOUNTS),
      promptPayId,
      promptPayName: env.API_PROMPTPAY_NAME?.trim() || defaultWalletSettings.promptPayName,
      promptPayExpiresSeconds: integer(env, 'API_PROMPTPAY_EXPIRES_SECONDS', defaultWalletSettings.promptPayExpiresSeconds, 60, 24 * 60 * 60),
      ...limits(env),
      slipMaxAgeSeconds: integer(env, 'API_SLIP_MAX_AGE_HOURS', defaultWalletSettings.slipMaxAgeSeconds / 3600, 1, 30 * 24) * 3600,
    },
    operatorKey: operatorKey(env.API_OPERATOR_KEY),
    demoAutoCreditSeconds: autoCredit > 0 ? autoCredit : null,
    slipVerifier: slipVerifier(env, host),
  };
}

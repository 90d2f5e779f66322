import type { SiteBankAccount } from '@member-site/shared/contract';
import { configError, integer, isLoopbackHost, type Env } from './config-values';
import { parseBaht } from './money';
import { isPromptPayId } from '../wallet/promptpay';
import { bankName, defaultWalletSettings, type WalletSettings } from '../wallet/settings';

export interface WalletConfig {
  settings: WalletSettings;
  operatorKey: string | null;
  demoAutoCreditSeconds: number | null;
}

const minOperatorKeyLength = 24;

/** "KBANK:123-4-56789-0:บจก. สยามเบท;SCB:…" → the site's receiving accounts. */
function siteAccounts(raw: string | undefined): readonly SiteBankAccount[] {
  if (!raw?.trim()) return defaultWalletSettings.siteAccounts;
  return raw.split(';').filter((s) => s.trim()).map((entry) => {
    const [bankCode = '', accountNumber = '', accountName = ''] = entry.split(':').map((p) => p.trim());
    if (!bankCode || !/^[0-9-]{6,20}$/.test(accountNumber) || !accountName) {
      throw configError(`API_SITE_ACCOUNTS has "${entry}", not BANKCODE:account-number:account name`);
    }
    return { bankCode, bankName: bankName(bankCode), accountNumber, accountName };
  });
}

function fee(raw: string | undefined): number {
  if (!raw?.trim()) return defaultWalletSettings.withdrawFeeSatang;
  const satang = parseBaht(raw);
  if (satang === null || satang >= defaultWalletSettings.withdrawMinSatang) {
    throw configError(`API_WITHDRAW_FEE must be an amount like 10.00 below the minimum withdrawal, got "${raw}"`);
  }
  return satang;
}

function operatorKey(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < minOperatorKeyLength) throw configError(`API_OPERATOR_KEY must be at least ${minOperatorKeyLength} characters`);
  return raw;
}

/** The wallet's environment: accounts, PromptPay, fee, operator key, the demo auto-credit. */
export function walletConfig(env: Env, host: string): WalletConfig {
  const promptPayId = env.API_PROMPTPAY_ID?.trim() || defaultWalletSettings.promptPayId;
  if (!isPromptPayId(promptPayId)) throw configError(`API_PROMPTPAY_ID must be a phone (10 digits), national/tax id (13) or e-wallet id (15), got "${promptPayId}"`);
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
      withdrawFeeSatang: fee(env.API_WITHDRAW_FEE),
    },
    operatorKey: operatorKey(env.API_OPERATOR_KEY),
    demoAutoCreditSeconds: autoCredit > 0 ? autoCredit : null,
  };
}

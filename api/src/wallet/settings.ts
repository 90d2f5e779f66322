import { thaiBanks, type SiteBankAccount } from '@member-site/shared/contract';
import { defaultPromotionRules, type PromotionRule } from '../promotions/rules';

/** The wallet's rules and the site's receiving accounts, in satang. */
export interface WalletSettings {
  depositMinSatang: number;
  depositMaxSatang: number;
  depositQuickSatang: readonly number[];
  siteAccounts: readonly SiteBankAccount[];
  /** A phone (10 digits), national/tax id (13) or e-wallet id (15) registered with PromptPay. */
  promptPayId: string;
  promptPayName: string;
  promptPayExpiresSeconds: number;
  withdrawMinSatang: number;
  withdrawMaxSatang: number;
  withdrawDailyLimitSatang: number;
  withdrawFeeSatang: number;
  withdrawQuickSatang: readonly number[];
  /** A slip is accepted this long after its transfer (API_SLIP_MAX_AGE_HOURS). */
  slipMaxAgeSeconds: number;
  /** Deposit promotions a member may choose (ADR 0013). */
  promotions: readonly PromotionRule[];
}

export function bankName(code: string): string {
  return thaiBanks.find((b) => b.code === code)?.name ?? code;
}

// Demo values: the site's accounts are fictional until an operator sets API_SITE_ACCOUNTS and API_PROMPTPAY_ID.
export const defaultWalletSettings: WalletSettings = {
  depositMinSatang: 10_000,
  depositMaxSatang: 5_000_000,
  depositQuickSatang: [10_000, 30_000, 50_000, 100_000, 500_000],
  siteAccounts: [{ bankCode: 'KBANK', bankName: bankName('KBANK'), accountNumber: '123-4-56789-0', accountName: 'บจก. สยามเบท (ตัวอย่าง)' }],
  promptPayId: '0612345678',
  promptPayName: 'บจก. สยามเบท (ตัวอย่าง)',
  promptPayExpiresSeconds: 900,
  withdrawMinSatang: 10_000,
  withdrawMaxSatang: 5_000_000,
  withdrawDailyLimitSatang: 10_000_000,
  withdrawFeeSatang: 0,
  withdrawQuickSatang: [10_000, 30_000, 50_000, 100_000, 500_000],
  slipMaxAgeSeconds: 24 * 60 * 60,
  promotions: defaultPromotionRules,
};

import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';

/** Keys of the settings table. token_secret is private: no route ever answers with it. */
export const settingKeys = {
  registerMode: 'register_mode',
  contactUrl: 'contact_url',
  contactUrl2: 'contact_url2',
  themeTitle: 'theme_title',
  themeLogo: 'theme_logo',
  themeFavicon: 'theme_favicon',
  tokenSecret: 'token_secret',
  /** "1": the referral (affiliate) programme is open. Absent (production) means off; the demo seed turns it on. */
  affiliateEnabled: 'affiliate_enabled',
  /** The affiliate's commission in basis points of the referred members' turnover ("50" = 0.5 %). */
  affiliateCommissionBp: 'affiliate_commission_bp',
  /**
   * Withdrawals (and a withdrawal's payment) at or above this many satang need a second staff
   * member (issue 35, four eyes). Absent: the app's fallback (API_STAFF_APPROVAL_THRESHOLD, else
   * `defaultApprovalThresholdSatang`); an admin's change in the back office is stored and wins.
   */
  approvalThresholdSatang: 'withdraw_approval_threshold_satang',
} as const;

/** 10,000.00 baht: the four-eyes threshold when neither an admin nor API_STAFF_APPROVAL_THRESHOLD set one. */
export const defaultApprovalThresholdSatang = 1_000_000;

export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];

/** Paths are relative to the API's public URL; an operator may store absolute URLs instead. */
export const defaultSettings: Partial<Record<SettingKey, string>> = {
  [settingKeys.registerMode]: '2',
  [settingKeys.contactUrl]: 'https://line.me/R/ti/p/@siambet',
  [settingKeys.contactUrl2]: 'https://line.me/R/ti/p/@siambet24',
  [settingKeys.themeTitle]: 'สยามเบท',
  [settingKeys.themeLogo]: '/api/v1/assets/logo.svg',
  [settingKeys.themeFavicon]: '/api/v1/assets/favicon.svg',
  [settingKeys.affiliateCommissionBp]: '50',
};

/** Inserts defaults only where a key is absent, so operator changes survive restarts. */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(defaultSettings)) {
    if (value !== undefined) await run(db, sql`INSERT INTO settings (key, value) VALUES (${key}, ${value}) ON CONFLICT DO NOTHING`);
  }
}

export async function getSetting(db: Db, key: SettingKey): Promise<string> {
  const row = await one<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = ${key}`);
  return row?.value ?? defaultSettings[key] ?? '';
}

export async function setSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  await run(db, sql`INSERT INTO settings (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}

/** The four-eyes threshold in satang: the stored setting, else `fallbackSatang` (the app's, from the environment). */
export async function approvalThresholdSatang(db: Db, fallbackSatang: number = defaultApprovalThresholdSatang): Promise<number> {
  const stored = await getSetting(db, settingKeys.approvalThresholdSatang);
  return /^[0-9]{1,15}$/.test(stored) ? Number(stored) : fallbackSatang;
}

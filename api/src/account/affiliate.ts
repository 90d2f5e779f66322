import { randomBytes } from 'node:crypto';
import type { AffiliateSummary } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { formatSatang } from '../base/money';
import { getSetting, settingKeys } from '../site/settings';

/** The referral (affiliate) programme is open: the website setting says "1". */
export function affiliateEnabled(db: Db): boolean {
  return getSetting(db, settingKeys.affiliateEnabled) === '1';
}

/** Demo only: opens the programme unless an operator already chose (INSERT OR IGNORE). */
export function seedAffiliateSetting(db: Db): void {
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(settingKeys.affiliateEnabled, '1');
}

// No look-alike letters or digits: a code may be read out or typed from a screenshot.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;

function newReferralCode(): string {
  return [...randomBytes(codeLength)].map((b) => alphabet.charAt(b % alphabet.length)).join('');
}

/** The member's referral code, made the first time it is asked for (random, unique, never their username). */
export function referralCodeOf(db: Db, memberId: number): string {
  const current = db.prepare('SELECT referral_code FROM members WHERE id = ?').get(memberId) as { referral_code: string | null } | undefined;
  if (current?.referral_code) return current.referral_code;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = newReferralCode();
    if (db.prepare('SELECT 1 FROM members WHERE referral_code = ?').get(candidate)) continue;
    db.prepare('UPDATE members SET referral_code = ? WHERE id = ? AND referral_code IS NULL').run(candidate, memberId);
    const stored = db.prepare('SELECT referral_code FROM members WHERE id = ?').get(memberId) as { referral_code: string | null };
    if (stored.referral_code) return stored.referral_code;
  }
  throw new Error('[api] E21 no free referral code after 10 attempts');
}

/** The member a referral link names, or null: an unknown or malformed code is ignored, never an error. */
export function referrerOf(db: Db, typed: string | undefined): number | null {
  const code = typed?.trim().toUpperCase();
  if (!code || code.length !== codeLength) return null;
  const row = db.prepare('SELECT id FROM members WHERE referral_code = ?').get(code) as { id: number } | undefined;
  return row?.id ?? null;
}

/**
 * The commission on the referred members' turnover (their stakes in `bets`), in satang, rounded
 * down: turnover × basis points / 10 000 in BigInt, so a large turnover cannot lose precision.
 */
export function commissionSatang(turnoverSatang: number, basisPoints: number): number {
  return Number((BigInt(turnoverSatang) * BigInt(basisPoints)) / 10_000n);
}

/** The setting's basis points (0–10 000); anything else counts as none. */
function commissionBasisPoints(db: Db): number {
  const value = getSetting(db, settingKeys.affiliateCommissionBp);
  const bp = /^[0-9]{1,5}$/.test(value) ? Number(value) : 0;
  return bp <= 10_000 ? bp : 0;
}

/** GET /api/v1/account/affiliate: nothing but `enabled: false` when the programme is closed. */
export function affiliateSummary(db: Db, memberId: number): AffiliateSummary {
  if (!affiliateEnabled(db)) return { enabled: false };
  const referred = db.prepare('SELECT COUNT(*) AS n FROM members WHERE referred_by = ?').get(memberId) as { n: number };
  const turnover = db
    .prepare('SELECT COALESCE(SUM(b.stake_satang), 0) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.referred_by = ?')
    .get(memberId) as { n: number };
  const bp = commissionBasisPoints(db);
  return {
    enabled: true,
    referralCode: referralCodeOf(db, memberId),
    referredCount: referred.n,
    // Basis points / 100 is the percent: 50 → "0.50".
    commissionRate: formatSatang(bp),
    commission: formatSatang(commissionSatang(turnover.n, bp)),
  };
}

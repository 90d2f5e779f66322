import { randomBytes } from 'node:crypto';
import type { AffiliateSummary } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one, run, transaction, type Db } from '../base/db';
import { formatSatang } from '../base/money';
import { getSetting, settingKeys } from '../site/settings';

/** The referral (affiliate) programme is open: the website setting says "1". */
export async function affiliateEnabled(db: Db): Promise<boolean> {
  return (await getSetting(db, settingKeys.affiliateEnabled)) === '1';
}

/** Demo only: opens the programme unless an operator already chose (ON CONFLICT DO NOTHING). */
export async function seedAffiliateSetting(db: Db): Promise<void> {
  await run(db, sql`INSERT INTO settings (key, value) VALUES (${settingKeys.affiliateEnabled}, '1') ON CONFLICT DO NOTHING`);
}

// No look-alike letters or digits: a code may be read out or typed from a screenshot.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;

function newReferralCode(): string {
  return [...randomBytes(codeLength)].map((b) => alphabet.charAt(b % alphabet.length)).join('');
}

async function storedReferralCode(db: Db, memberId: number): Promise<string | null> {
  return (await one<{ referral_code: string | null }>(db, sql`SELECT referral_code FROM members WHERE id = ${memberId}`))?.referral_code ?? null;
}

/** The member's referral code, made the first time it is asked for (random, unique, never their username). */
export async function referralCodeOf(db: Db, memberId: number): Promise<string> {
  const current = await storedReferralCode(db, memberId);
  if (current) return current;
  // The free-code check and the write go together, and two first asks of one member agree on
  // the one code the first of them stored.
  return transaction(db, async (tx) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const candidate = newReferralCode();
      if (await one(tx, sql`SELECT 1 AS taken FROM members WHERE referral_code = ${candidate}`)) continue;
      await run(tx, sql`UPDATE members SET referral_code = ${candidate} WHERE id = ${memberId} AND referral_code IS NULL`);
      const stored = await storedReferralCode(tx, memberId);
      if (stored) return stored;
    }
    throw new Error('[api] E21 no free referral code after 10 attempts');
  });
}

/** The member a referral link names, or null: an unknown or malformed code is ignored, never an error. */
export async function referrerOf(db: Db, typed: string | undefined): Promise<number | null> {
  const code = typed?.trim().toUpperCase();
  if (!code || code.length !== codeLength) return null;
  const row = await one<{ id: number }>(db, sql`SELECT id FROM members WHERE referral_code = ${code}`);
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
async function commissionBasisPoints(db: Db): Promise<number> {
  const value = await getSetting(db, settingKeys.affiliateCommissionBp);
  const bp = /^[0-9]{1,5}$/.test(value) ? Number(value) : 0;
  return bp <= 10_000 ? bp : 0;
}

/** GET /api/v1/account/affiliate: nothing but `enabled: false` when the programme is closed. */
export async function affiliateSummary(db: Db, memberId: number): Promise<AffiliateSummary> {
  if (!(await affiliateEnabled(db))) return { enabled: false };
  const referred = await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM members WHERE referred_by = ${memberId}`);
  const turnover = await one<{ n: number }>(
    db,
    sql`SELECT COALESCE(SUM(b.stake_satang), 0) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.referred_by = ${memberId}`,
  );
  const bp = await commissionBasisPoints(db);
  return {
    enabled: true,
    referralCode: await referralCodeOf(db, memberId),
    referredCount: referred?.n ?? 0,
    // Basis points / 100 is the percent: 50 → "0.50".
    commissionRate: formatSatang(bp),
    commission: formatSatang(commissionSatang(turnover?.n ?? 0, bp)),
  };
}

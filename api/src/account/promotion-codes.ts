import {
  apiErrorCodes,
  normalizePromotionCode,
  promotionCodePattern,
  type PromotionCodeRedemption,
  type StaffPromotionCode,
  type StaffRedemptionList,
} from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { ApiHttpError, unauthorized } from '../base/errors';
import { displaySatang, formatSatang, parseAmountInput } from '../base/money';
import { bangkokDayStart, instant } from '../base/clock';
import { accountErrors, promotionCodeMessages } from './errors';
import { recordMemberEvent } from '../push/events';

/** What a code asks of the member besides being unused: nothing, a first deposit, or enough deposited today. */
export type PromotionCodeRule = 'none' | 'first-deposit' | 'deposit-today';

export interface PromotionCodeRow {
  code: string;
  amount_satang: number;
  starts_at: number;
  ends_at: number | null;
  max_redemptions: number | null;
  rule: PromotionCodeRule;
  min_deposit_satang: number;
  created_at: number;
  /** Staff paused it (issue 35): members meet it as unknown until it is resumed. */
  paused_at: number | null;
}

export interface NewPromotionCode {
  code: string;
  amountSatang: number;
  startsAt: number;
  /** The last second it can be redeemed; null: no end. */
  endsAt: number | null;
  maxRedemptions: number | null;
  rule: PromotionCodeRule;
  minDepositSatang: number;
}

const refuse = (status: number, code: string, message: string): ApiHttpError => new ApiHttpError(status, code, message);

// Fixed times: seeding again (every start) changes nothing. Bangkok is UTC+7.
const demoCodes: NewPromotionCode[] = [
  { code: 'WELCOME50', amountSatang: 5_000, startsAt: Date.UTC(2026, 0, 1) / 1000, endsAt: null, maxRedemptions: null, rule: 'none', minDepositSatang: 0 },
  {
    code: 'LOYKRATHONG',
    amountSatang: 10_000,
    startsAt: Date.UTC(2026, 10, 1) / 1000,
    endsAt: Date.UTC(2026, 10, 30, 16, 59, 59) / 1000,
    maxRedemptions: 1_000,
    rule: 'none',
    minDepositSatang: 0,
  },
  {
    code: 'SONGKRAN2026',
    amountSatang: 20_000,
    startsAt: Date.UTC(2026, 3, 1) / 1000,
    endsAt: Date.UTC(2026, 3, 16, 16, 59, 59) / 1000,
    maxRedemptions: null,
    rule: 'none',
    minDepositSatang: 0,
  },
  {
    code: 'FIRSTDEPOSIT',
    amountSatang: 3_000,
    startsAt: Date.UTC(2026, 0, 1) / 1000,
    endsAt: null,
    maxRedemptions: null,
    rule: 'first-deposit',
    minDepositSatang: 0,
  },
];

/** Adds the code; answers whether it did (false: `orIgnore` and the code exists). */
export async function insertPromotionCode(db: Db, code: NewPromotionCode, nowSeconds: number, orIgnore = false): Promise<boolean> {
  const added = await run(
    db,
    sql`INSERT INTO promotion_codes (code, amount_satang, starts_at, ends_at, max_redemptions, rule, min_deposit_satang, created_at)
        VALUES (${code.code}, ${code.amountSatang}, ${code.startsAt}, ${code.endsAt}, ${code.maxRedemptions}, ${code.rule}, ${code.minDepositSatang}, ${nowSeconds})
        ${orIgnore ? sql`ON CONFLICT DO NOTHING` : sql``}`,
  );
  return added > 0;
}

/** Adds the demo codes that are absent (demo seed only: an operator's site starts with none). */
export async function seedPromotionCodes(db: Db, nowSeconds: number): Promise<void> {
  await transaction(db, async (tx) => {
    for (const code of demoCodes) await insertPromotionCode(tx, code, nowSeconds, true);
  });
}

async function creditedSince(db: Db, memberId: number, fromSeconds: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`SELECT COALESCE(SUM(credited_satang), 0) AS n FROM deposits WHERE member_id = ${memberId} AND status = 'credited' AND settled_at >= ${fromSeconds}`,
  );
  return row?.n ?? 0;
}

/** Why the member may not redeem the code now, or null when they may. Checked inside the redemption's transaction. */
async function refusal(db: Db, row: PromotionCodeRow | undefined, memberId: number, nowSeconds: number): Promise<ApiHttpError | null> {
  // A code not started yet, or paused by staff, is as unknown as one that does not exist: nothing
  // is said before its time, and pausing one reveals nothing about it.
  if (!row || row.starts_at > nowSeconds || row.paused_at !== null) return refuse(404, apiErrorCodes.promoCodeUnknown, promotionCodeMessages.unknown);
  const used = await one(db, sql`SELECT 1 AS used FROM promotion_code_redemptions WHERE member_id = ${memberId} AND code = ${row.code}`);
  if (used) return refuse(409, apiErrorCodes.promoCodeUsed, promotionCodeMessages.used);
  if (row.ends_at !== null && row.ends_at < nowSeconds) return refuse(400, apiErrorCodes.promoCodeExpired, promotionCodeMessages.expired);
  if (row.max_redemptions !== null) {
    const taken = await one<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM promotion_code_redemptions WHERE code = ${row.code}`);
    if ((taken?.n ?? 0) >= row.max_redemptions) return refuse(409, apiErrorCodes.promoCodeExhausted, promotionCodeMessages.exhausted);
  }
  if (row.rule === 'first-deposit' && (await creditedSince(db, memberId, 0)) === 0) {
    return refuse(400, apiErrorCodes.promoCodeNotEligible, promotionCodeMessages.firstDeposit);
  }
  if (row.rule === 'deposit-today' && (await creditedSince(db, memberId, bangkokDayStart(nowSeconds))) < Math.max(1, row.min_deposit_satang)) {
    return refuse(400, apiErrorCodes.promoCodeNotEligible, promotionCodeMessages.depositToday(displaySatang(row.min_deposit_satang)));
  }
  return null;
}

/**
 * Redeems a code for the member: the redemption row and the bonus wallet's credit in one
 * transaction, which also holds the checks (used, used up, eligible), so redemptions at the same
 * moment count as one after the other. (member, code) is the primary key, so a double click or a
 * second tab redeems once; the loser gets the already-used answer.
 */
export async function redeemPromotionCode(db: Db, memberId: number, typed: string, nowSeconds: number): Promise<PromotionCodeRedemption> {
  const code = normalizePromotionCode(typed);
  if (!promotionCodePattern.test(code)) throw refuse(404, apiErrorCodes.promoCodeUnknown, promotionCodeMessages.unknown);
  return transaction(db, async (tx) => {
    const row = await one<PromotionCodeRow>(tx, sql`SELECT * FROM promotion_codes WHERE code = ${code}`);
    const refused = await refusal(tx, row, memberId, nowSeconds);
    if (refused) throw refused;
    if (!row) throw refuse(404, apiErrorCodes.promoCodeUnknown, promotionCodeMessages.unknown);
    // The key says it once more: a redemption that committed after this one looked is the used answer.
    const added = await run(
      tx,
      sql`INSERT INTO promotion_code_redemptions (member_id, code, amount_satang, redeemed_at)
          VALUES (${memberId}, ${code}, ${row.amount_satang}, ${nowSeconds}) ON CONFLICT DO NOTHING`,
    );
    if (added === 0) throw refuse(409, apiErrorCodes.promoCodeUsed, promotionCodeMessages.used);
    const bonus = await one<{ bonus_balance_satang: number; credit_satang: number }>(
      tx,
      sql`UPDATE members SET bonus_balance_satang = bonus_balance_satang + ${row.amount_satang} WHERE id = ${memberId}
          RETURNING bonus_balance_satang, credit_satang`,
    );
    // A member deleted while signed in: treated as a session that has ended, as requireMember does.
    if (!bonus) throw unauthorized();
    await recordMemberEvent(
      tx,
      memberId,
      { kind: 'balance', data: { credit: formatSatang(bonus.credit_satang), bonusWallet: formatSatang(bonus.bonus_balance_satang) } },
      nowSeconds,
    );
    return { code, amount: formatSatang(row.amount_satang), redeemedAt: instant(nowSeconds) };
  });
}

// A member sees their latest codes; older ones stay in the database.
const listLimit = 50;

/** The member's redeemed codes, newest first (one second's codes in code order: the rows keep no order of their own). */
export async function redemptionsOf(db: Db, memberId: number): Promise<PromotionCodeRedemption[]> {
  const rows = await all<{ code: string; amount_satang: number; redeemed_at: number }>(
    db,
    sql`SELECT code, amount_satang, redeemed_at FROM promotion_code_redemptions WHERE member_id = ${memberId}
        ORDER BY redeemed_at DESC, code LIMIT ${listLimit}`,
  );
  return rows.map((r) => ({ code: r.code, amount: formatSatang(r.amount_satang), redeemedAt: instant(r.redeemed_at) }));
}

/** Sum of the member's redemptions: with the demo's opening bonus, the bonus wallet's balance (ADR 0016). */
export async function redeemedSum(db: Db, memberId: number): Promise<number> {
  const row = await one<{ n: number }>(db, sql`SELECT COALESCE(SUM(amount_satang), 0) AS n FROM promotion_code_redemptions WHERE member_id = ${memberId}`);
  return row?.n ?? 0;
}
/** What a back office sends for a new code (the operator route's body, the staff route's). */
export interface PromotionCodeInput {
  code: string;
  amount: string;
  startsAt?: string;
  endsAt?: string;
  maxRedemptions?: number;
  rule?: PromotionCodeRule;
  minDeposit?: string;
}

/** An ISO 8601 instant with an offset → seconds. */
function toSeconds(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw accountErrors.badRequest(promotionCodeMessages.instant);
  return Math.floor(ms / 1000);
}

/** The request's amounts and instants read: a start of now and no end unless given. */
export function newPromotionCodeOf(input: PromotionCodeInput, nowSeconds: number): NewPromotionCode {
  const amountSatang = parseAmountInput(input.amount) ?? 0;
  if (amountSatang <= 0) throw accountErrors.badRequest(promotionCodeMessages.amount);
  const minDepositSatang = input.minDeposit === undefined ? 0 : parseAmountInput(input.minDeposit);
  if (minDepositSatang === null) throw accountErrors.badRequest(promotionCodeMessages.amount);
  return {
    code: input.code,
    amountSatang,
    startsAt: input.startsAt === undefined ? nowSeconds : toSeconds(input.startsAt),
    endsAt: input.endsAt === undefined ? null : toSeconds(input.endsAt),
    maxRedemptions: input.maxRedemptions ?? null,
    rule: input.rule ?? 'none',
    minDepositSatang,
  };
}

/** An operator's new code, checked: the code's form, a period that ends after it starts, not taken. */
export async function createPromotionCode(db: Db, input: NewPromotionCode, nowSeconds: number): Promise<PromotionCodeRow> {
  const code = normalizePromotionCode(input.code);
  if (!promotionCodePattern.test(code)) throw accountErrors.badRequest(promotionCodeMessages.codeFormat);
  if (input.endsAt !== null && input.endsAt <= input.startsAt) throw accountErrors.badRequest(promotionCodeMessages.period);
  return transaction(db, async (tx) => {
    // The insert itself says whether the code is taken: two creates at once add it once.
    if (!(await insertPromotionCode(tx, { ...input, code }, nowSeconds, true))) {
      throw refuse(409, apiErrorCodes.badRequest, promotionCodeMessages.codeTaken);
    }
    const row = await one<PromotionCodeRow>(tx, sql`SELECT * FROM promotion_codes WHERE code = ${code}`);
    if (!row) throw refuse(409, apiErrorCodes.badRequest, promotionCodeMessages.codeTaken);
    return row;
  });
}

// ---- the back office (issue 35) ------------------------------------------------------------

type CodeStatus = StaffPromotionCode['status'];

/** What a member would meet now: paused first (staff's word), then not yet started, ended, used up. */
function codeStatus(row: PromotionCodeRow, redeemed: number, nowSeconds: number): CodeStatus {
  if (row.paused_at !== null) return 'paused';
  if (row.starts_at > nowSeconds) return 'scheduled';
  if (row.ends_at !== null && row.ends_at < nowSeconds) return 'expired';
  if (row.max_redemptions !== null && redeemed >= row.max_redemptions) return 'exhausted';
  return 'active';
}

/** A code as stored, on the wire: what the operator key's create answers, and the first part of the staff's view. */
export function promotionCodeRecord(row: PromotionCodeRow) {
  return {
    code: row.code,
    amount: formatSatang(row.amount_satang),
    startsAt: instant(row.starts_at),
    endsAt: row.ends_at === null ? null : instant(row.ends_at),
    maxRedemptions: row.max_redemptions,
    rule: row.rule,
    minDeposit: formatSatang(row.min_deposit_satang),
  };
}

function staffCodeOf(row: PromotionCodeRow & { redeemed: number }, nowSeconds: number): StaffPromotionCode {
  return {
    ...promotionCodeRecord(row),
    redeemed: row.redeemed,
    status: codeStatus(row, row.redeemed, nowSeconds),
    createdAt: instant(row.created_at),
  };
}

type StaffCodeRow = PromotionCodeRow & { redeemed: number };

const staffCodeSelect = sql`SELECT c.*, (SELECT COUNT(*) FROM promotion_code_redemptions r WHERE r.code = c.code) AS redeemed FROM promotion_codes c`;

/** Every code with its redemptions counted, the newest first. */
export async function staffPromotionCodes(db: Db, nowSeconds: number): Promise<StaffPromotionCode[]> {
  const rows = await all<StaffCodeRow>(db, sql`${staffCodeSelect} ORDER BY c.created_at DESC, c.code`);
  return rows.map((row) => staffCodeOf(row, nowSeconds));
}

export async function staffPromotionCode(db: Db, typed: string, nowSeconds: number): Promise<StaffPromotionCode> {
  const row = await one<StaffCodeRow>(db, sql`${staffCodeSelect} WHERE c.code = ${normalizePromotionCode(typed)}`);
  if (!row) throw accountErrors.notFound(promotionCodeMessages.notFound);
  return staffCodeOf(row, nowSeconds);
}

/** Pauses (now) or resumes the code; already so: nothing changes. Answers whether it changed. */
export async function setPromotionCodePaused(db: Db, typed: string, paused: boolean, nowSeconds: number): Promise<boolean> {
  const code = normalizePromotionCode(typed);
  if (!(await one(db, sql`SELECT 1 AS found FROM promotion_codes WHERE code = ${code}`))) throw accountErrors.notFound(promotionCodeMessages.notFound);
  // The state is checked by the update itself: of two pauses at once, one changes it.
  const changed = paused
    ? await run(db, sql`UPDATE promotion_codes SET paused_at = ${nowSeconds} WHERE code = ${code} AND paused_at IS NULL`)
    : await run(db, sql`UPDATE promotion_codes SET paused_at = NULL WHERE code = ${code} AND paused_at IS NOT NULL`);
  return changed > 0;
}

/** At most this many redemptions in one staff list. */
export const staffRedemptionLimit = 500;

/** Who redeemed the code, newest first (one second's redemptions by member, newest member first). */
export async function codeRedemptions(db: Db, typed: string): Promise<StaffRedemptionList['data']> {
  const code = normalizePromotionCode(typed);
  if (!(await one(db, sql`SELECT 1 AS found FROM promotion_codes WHERE code = ${code}`))) throw accountErrors.notFound(promotionCodeMessages.notFound);
  const rows = await all<{ username: string; username2: string; amount_satang: number; redeemed_at: number }>(
    db,
    sql`SELECT m.username, m.username2, r.amount_satang, r.redeemed_at FROM promotion_code_redemptions r JOIN members m ON m.id = r.member_id
        WHERE r.code = ${code} ORDER BY r.redeemed_at DESC, r.member_id DESC LIMIT ${staffRedemptionLimit}`,
  );
  return rows.map((r) => ({
    member: { username: r.username, username2: r.username2 },
    amount: formatSatang(r.amount_satang),
    redeemedAt: instant(r.redeemed_at),
  }));
}

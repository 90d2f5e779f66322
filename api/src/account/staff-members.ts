import { randomInt } from 'node:crypto';
import { limitPeriods, passwordRules, thaiMobilePattern, type StaffMemberDetail, type StaffMemberSummary } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, type Db } from '../base/db';
import { instant } from '../base/clock';
import { formatSatang } from '../base/money';
import type { LedgerRow } from '../ledger/ledger';
import { limitState } from '../limits/store';
import type { MemberRow } from '../member/store';
import { turnoverState } from '../promotions/promotions';
import { activeRestriction, realityCheckMinutes } from '../safer-play/store';
import { expireDeposits } from '../wallet/deposits';
import { maskAccountNumber, type DepositRow, type WithdrawalRow } from '../wallet/records';
import { bankName } from '../wallet/settings';
import { accountErrors } from './errors';

// The back office's view of members (issue 35, ADR 0046): the search, and everything staff look
// at for one member. The routes record each search and each view in the audit trail.

export const staffMemberMessages = {
  searchTooShort: 'กรุณาพิมพ์คำค้นหาอย่างน้อย 2 ตัวอักษร',
  notFound: 'ไม่พบสมาชิกที่ระบุ',
  alreadySuspended: 'สมาชิกนี้ถูกระงับการใช้งานอยู่แล้ว',
  notSuspended: 'สมาชิกนี้ไม่ได้ถูกระงับการใช้งาน',
  reason: 'กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร',
} as const;

/** At most this many rows per search. */
export const searchLimit = 50;

const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose username (the phone) or username2 contains `q` (in any letter case), or, when
 * `q` is digits (dashes and spaces allowed, as a bank account or a phone is written), whose bank
 * account or phone contains them. Exact matches first, then the newest members.
 */
export async function searchMembers(db: Db, q: string): Promise<MemberRow[]> {
  const text = q.trim();
  if ([...text].length < 2) throw accountErrors.badRequest(staffMemberMessages.searchTooShort);
  const digits = text.replace(/[\s-]/g, '');
  const numeric = /^[0-9]{2,}$/.test(digits);
  const like = `%${likeEscaped(text)}%`;
  const byText = sql`LOWER(username) LIKE LOWER(${like}) ESCAPE '\\' OR LOWER(username2) LIKE LOWER(${like}) ESCAPE '\\'`;
  const digitsLike = `%${digits}%`;
  const where = numeric ? sql`${byText} OR bank_account LIKE ${digitsLike} OR username LIKE ${digitsLike}` : byText;
  return all<MemberRow>(
    db,
    sql`SELECT * FROM members
        WHERE ${where}
        ORDER BY CASE WHEN username = ${text} OR username = ${digits} OR LOWER(username2) = LOWER(${text}) OR bank_account = ${digits} THEN 0 ELSE 1 END,
                 created_at DESC, id DESC
        LIMIT ${searchLimit}`,
  );
}

export async function memberNamed(db: Db, username: string): Promise<MemberRow> {
  const row = await one<MemberRow>(db, sql`SELECT * FROM members WHERE username = ${username}`);
  if (!row) throw accountErrors.notFound(staffMemberMessages.notFound);
  return row;
}

/** A search row. `fullAccount`: the staff member holds `money` (a cashier pays to it); others see it masked. */
export function memberSummary(row: MemberRow, fullAccount: boolean): StaffMemberSummary {
  const account = row.bank_account;
  return {
    username: row.username,
    username2: row.username2,
    phone: thaiMobilePattern.test(row.username) ? row.username : '',
    bankName: row.bank_code ? bankName(row.bank_code) : null,
    bankAccount: account ? (fullAccount ? account : maskAccountNumber(account)) : null,
    accountName: row.account_name,
    balance: formatSatang(row.credit_satang),
    status: row.suspended_at === null ? 'active' : 'suspended',
    createdAt: instant(row.created_at),
  };
}

const detailRows = { signIns: 50, ledger: 50, deposits: 20, withdrawals: 20 } as const;

interface SignInRow {
  at: number;
  ip: string;
  user_agent: string;
  outcome: string;
}

const maybeInstant = (seconds: number | null): string | null => (seconds === null ? null : instant(seconds));

async function saferPlayOf(db: Db, memberId: number, nowSeconds: number): Promise<StaffMemberDetail['saferPlay']> {
  const restriction = await activeRestriction(db, memberId, nowSeconds);
  const limits = await limitState(db, memberId, nowSeconds);
  return {
    restriction: restriction ? { kind: restriction.kind, until: instant(restriction.until) } : null,
    realityCheckMinutes: await realityCheckMinutes(db, memberId),
    depositLimits: limitPeriods.map((period) => {
      const limit = limits.windows[period].limitSatang;
      return { period, limit: limit === null ? null : formatSatang(limit) };
    }),
  };
}

// Deposits and withdrawals have text ids and no order of their own: one second's rows come in id order.
async function historiesOf(db: Db, memberId: number): Promise<Pick<StaffMemberDetail, 'signIns' | 'ledger' | 'deposits' | 'withdrawals'>> {
  const signIns = await all<SignInRow>(
    db,
    sql`SELECT at, ip, user_agent, outcome FROM member_sign_ins WHERE member_id = ${memberId} ORDER BY at DESC, id DESC LIMIT ${detailRows.signIns}`,
  );
  const ledger = await all<LedgerRow>(db, sql`SELECT * FROM ledger WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${detailRows.ledger}`);
  const deposits = await all<DepositRow>(
    db,
    sql`SELECT * FROM deposits WHERE member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT ${detailRows.deposits}`,
  );
  const withdrawals = await all<WithdrawalRow>(
    db,
    sql`SELECT * FROM withdrawals WHERE member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT ${detailRows.withdrawals}`,
  );
  return {
    signIns: signIns.map((r) => ({ at: instant(r.at), ip: r.ip, userAgent: r.user_agent, outcome: r.outcome })),
    ledger: ledger.map((r) => ({
      id: String(r.id),
      at: instant(r.created_at),
      kind: r.kind,
      description: r.description,
      amount: formatSatang(r.amount_satang),
      balanceAfter: formatSatang(r.balance_after_satang),
    })),
    deposits: deposits.map((r) => ({
      id: r.id,
      method: r.method,
      status: r.status,
      amount: formatSatang(r.credited_satang ?? r.amount_satang),
      createdAt: instant(r.created_at),
      settledAt: maybeInstant(r.settled_at),
    })),
    withdrawals: withdrawals.map((r) => ({
      id: r.id,
      status: r.status,
      amount: formatSatang(r.amount_satang),
      createdAt: instant(r.created_at),
      settledAt: maybeInstant(r.settled_at),
      reason: r.reason,
    })),
  };
}

/** Everything staff look at for one member, read now (expired deposit requests shown as expired). */
export async function memberDetail(db: Db, username: string, fullAccount: boolean, nowSeconds: number): Promise<StaffMemberDetail> {
  await expireDeposits(db, nowSeconds);
  const row = await memberNamed(db, username);
  const turnover = await turnoverState(db, row.id);
  return {
    ...memberSummary(row, fullAccount),
    bonusBalance: formatSatang(row.bonus_balance_satang),
    lineLinked: row.line_user_id !== null,
    referralCode: row.referral_code,
    passwordResetRequired: row.password_reset_required === 1,
    suspension: row.suspended_at === null ? null : { at: instant(row.suspended_at), by: row.suspended_by ?? '', reason: row.suspend_reason ?? '' },
    turnover: { required: formatSatang(turnover.requiredSatang), made: formatSatang(turnover.madeSatang), left: formatSatang(turnover.leftSatang) },
    saferPlay: await saferPlayOf(db, row.id, nowSeconds),
    ...(await historiesOf(db, row.id)),
  };
}

/** What the audit trail keeps of a member's state around a change. */
export function memberState(row: MemberRow) {
  return {
    status: row.suspended_at === null ? 'active' : 'suspended',
    suspendedBy: row.suspended_by,
    reason: row.suspend_reason,
    passwordResetRequired: row.password_reset_required === 1,
  };
}

export async function suspendMember(db: Db, row: MemberRow, by: string, reason: string, nowSeconds: number): Promise<void> {
  const text = reason.trim();
  if ([...text].length < 3) throw accountErrors.badRequest(staffMemberMessages.reason);
  if (row.suspended_at !== null) throw accountErrors.conflict(staffMemberMessages.alreadySuspended);
  // Checked again by the update: of two suspensions at once, the second is refused.
  const changed = await run(
    db,
    sql`UPDATE members SET suspended_at = ${nowSeconds}, suspended_by = ${by}, suspend_reason = ${text} WHERE id = ${row.id} AND suspended_at IS NULL`,
  );
  if (changed === 0) throw accountErrors.conflict(staffMemberMessages.alreadySuspended);
}

export async function unsuspendMember(db: Db, row: MemberRow): Promise<void> {
  if (row.suspended_at === null) throw accountErrors.conflict(staffMemberMessages.notSuspended);
  const changed = await run(
    db,
    sql`UPDATE members SET suspended_at = NULL, suspended_by = NULL, suspend_reason = NULL WHERE id = ${row.id} AND suspended_at IS NOT NULL`,
  );
  if (changed === 0) throw accountErrors.conflict(staffMemberMessages.notSuspended);
}

// No 0/O, 1/l/I: staff read the password out or copy it by eye to the member.
const readableLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const readableDigits = '23456789';
export const temporaryPasswordLength = 12;

const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length));

/** 12 letters and digits (at least one of each, about 69 bits) meeting the member password rules. */
export function temporaryPassword(username: string): string {
  for (;;) {
    const chars = [pick(readableLetters), pick(readableDigits)];
    while (chars.length < temporaryPasswordLength) chars.push(pick(readableLetters + readableDigits));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    const password = chars.join('');
    if (Object.values(passwordRules(password, username, '')).every(Boolean)) return password;
  }
}

/**
 * Stores the temporary password's hash and marks the member to choose a new one; the sportsbook
 * credential changes too, as at a password change (ADR 0004).
 */
export async function resetMemberPassword(db: Db, row: MemberRow, passwordHash: string, sportsbookPassword: string): Promise<void> {
  await run(
    db,
    sql`UPDATE members SET password_hash = ${passwordHash}, sportsbook_password = ${sportsbookPassword}, password_reset_required = 1 WHERE id = ${row.id}`,
  );
}

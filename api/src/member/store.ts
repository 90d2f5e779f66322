import { randomBytes } from 'node:crypto';
import type { Db } from '../base/db';

export interface MemberRow {
  id: number;
  username: string;
  username2: string;
  password_hash: string;
  sportsbook_password: string;
  web_agent_group: string;
  site_api: string;
  credit_satang: number;
  bonus_balance_satang: number;
  created_at: number;
  // Schema version 2; null for members from before registration existed (the demo members).
  bank_code: string | null;
  bank_account: string | null;
  account_name: string | null;
  line_id: string | null;
  referral_source: string | null;
  line_user_id: string | null;
  // Schema version 10: the member's own referral code (made when first asked for) and who referred them.
  referral_code: string | null;
  referred_by: number | null;
  // Schema version 14 (issue 35): staff suspended the member (sign-in refused), or reset the
  // password (1: the member must choose a new one before playing or moving money).
  suspended_at: number | null;
  suspended_by: string | null;
  suspend_reason: string | null;
  password_reset_required: number;
}

export interface NewMember {
  username: string;
  username2: string;
  passwordHash: string;
  webAgentGroup: string;
  siteApi: string;
  creditSatang: number;
  bonusBalanceSatang: number;
  bankCode?: string;
  bankAccount?: string;
  accountName?: string;
  lineId?: string;
  referralSource?: string;
  lineUserId?: string;
  /** The referring member (a referral link's code), when known. */
  referredBy?: number | null;
}

/** The sportsbook auto-login credential: random, unrelated to the site password. */
export function newSportsbookPassword(): string {
  return randomBytes(12).toString('base64url');
}

export function findMemberByUsername(db: Db, username: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE username = ?').get(username) as MemberRow | undefined;
}

export function findMemberById(db: Db, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

export function findMemberByLineUserId(db: Db, lineUserId: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE line_user_id = ?').get(lineUserId) as MemberRow | undefined;
}

export function bankAccountTaken(db: Db, bankCode: string, bankAccount: string): boolean {
  return db.prepare('SELECT 1 FROM members WHERE bank_code = ? AND bank_account = ?').get(bankCode, bankAccount) !== undefined;
}

export function setPasswordHash(db: Db, memberId: number, passwordHash: string): void {
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, memberId);
}

export function username2Taken(db: Db, username2: string): boolean {
  return db.prepare('SELECT 1 FROM members WHERE username2 = ?').get(username2) !== undefined;
}

export function insertMember(db: Db, member: NewMember, nowSeconds: number): number {
  const result = db
    .prepare(
      `INSERT INTO members (username, username2, password_hash, sportsbook_password, web_agent_group, site_api,
         credit_satang, bonus_balance_satang, created_at,
         bank_code, bank_account, account_name, line_id, referral_source, line_user_id, referred_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      member.username,
      member.username2,
      member.passwordHash,
      newSportsbookPassword(),
      member.webAgentGroup,
      member.siteApi,
      member.creditSatang,
      member.bonusBalanceSatang,
      nowSeconds,
      member.bankCode ?? null,
      member.bankAccount ?? null,
      member.accountName ?? null,
      member.lineId ?? null,
      member.referralSource ?? null,
      member.lineUserId ?? null,
      member.referredBy ?? null,
    );
  return Number(result.lastInsertRowid);
}

export function insertEventLog(db: Db, entry: { memberId: number; ipAddress: string; userAgent: string; lastEntry: string }, nowSeconds: number): void {
  db.prepare('INSERT INTO event_logs (member_id, ip_address, user_agent, last_entry, created_at) VALUES (?, ?, ?, ?, ?)').run(
    entry.memberId,
    entry.ipAddress,
    entry.userAgent,
    entry.lastEntry,
    nowSeconds,
  );
}

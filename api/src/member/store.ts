import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';

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

export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  return one<MemberRow>(db, sql`SELECT * FROM members WHERE username = ${username}`);
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return one<MemberRow>(db, sql`SELECT * FROM members WHERE id = ${id}`);
}

export async function findMemberByLineUserId(db: Db, lineUserId: string): Promise<MemberRow | undefined> {
  return one<MemberRow>(db, sql`SELECT * FROM members WHERE line_user_id = ${lineUserId}`);
}

export async function bankAccountTaken(db: Db, bankCode: string, bankAccount: string): Promise<boolean> {
  return (await one(db, sql`SELECT 1 AS taken FROM members WHERE bank_code = ${bankCode} AND bank_account = ${bankAccount}`)) !== undefined;
}

export async function setPasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await run(db, sql`UPDATE members SET password_hash = ${passwordHash} WHERE id = ${memberId}`);
}

export async function username2Taken(db: Db, username2: string): Promise<boolean> {
  return (await one(db, sql`SELECT 1 AS taken FROM members WHERE username2 = ${username2}`)) !== undefined;
}

/** Inserts the member; answers its id. */
export async function insertMember(db: Db, member: NewMember, nowSeconds: number): Promise<number> {
  // An INSERT … RETURNING always answers its row.
  const row = (await one<{ id: number }>(
    db,
    sql`INSERT INTO members (username, username2, password_hash, sportsbook_password, web_agent_group, site_api,
          credit_satang, bonus_balance_satang, created_at,
          bank_code, bank_account, account_name, line_id, referral_source, line_user_id, referred_by)
        VALUES (${member.username}, ${member.username2}, ${member.passwordHash}, ${newSportsbookPassword()}, ${member.webAgentGroup}, ${member.siteApi},
          ${member.creditSatang}, ${member.bonusBalanceSatang}, ${nowSeconds},
          ${member.bankCode ?? null}, ${member.bankAccount ?? null}, ${member.accountName ?? null}, ${member.lineId ?? null},
          ${member.referralSource ?? null}, ${member.lineUserId ?? null}, ${member.referredBy ?? null})
        RETURNING id`,
  )) as { id: number };
  return row.id;
}

export async function insertEventLog(
  db: Db,
  entry: { memberId: number; ipAddress: string; userAgent: string; lastEntry: string },
  nowSeconds: number,
): Promise<void> {
  await run(
    db,
    sql`INSERT INTO event_logs (member_id, ip_address, user_agent, last_entry, created_at)
        VALUES (${entry.memberId}, ${entry.ipAddress}, ${entry.userAgent}, ${entry.lastEntry}, ${nowSeconds})`,
  );
}

import type { StaffRole, WithdrawalRecord } from '@member-site/shared/contract';
import type { AppOptions } from '../app';
import { sql } from 'kysely';
import { all } from '../../base/db';
import { insertMember } from '../../member/store';
import { creditOf, ledgerSum, postLedger } from '../../ledger/ledger';
import { hashPasswordSync } from '../../session/passwords';
import { defaultWalletSettings, bankName } from '../../wallet/settings';
import { staffClient, type StaffClient } from './staff';
import { freshKey, walletTest, type WalletTest } from './wallet';

// The cashiers' tests (issue 35): the wallet's kit (the demo member signed in with 1,500.00, a
// fake clock at 10:00 Bangkok on 21 November 2026, the operator key) with staff signed in at the
// same clock, more members with registered accounts, and the audit trail to read.

/** The site's SCB receiving account in these tests (the demo's KBANK one stays first). */
export const siteScbAccount = { bankCode: 'SCB', bankName: bankName('SCB'), accountNumber: '432-1-09876-5', accountName: 'บจก. สยามเบท (ตัวอย่าง)' };

export interface AuditRowView {
  actor: string;
  actor_kind: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

export interface MoneyTest extends WalletTest {
  /** The app's clock in milliseconds (staff TOTP codes are computed at it). */
  clock: () => number;
  staff: (username: string, roles: StaffRole[]) => Promise<StaffClient>;
  /** A member with a registered account, the test password and an opening credit (a ledger row); returns the id. */
  addMember: (member: { username: string; bankCode: string; bankAccount: string; accountName: string; creditSatang?: number }) => Promise<number>;
  /** The member (added with addMember) signs in and asks to withdraw. */
  withdrawAs: (username: string, amount: string) => Promise<WithdrawalRecord>;
  /** The signed-in demo member asks to withdraw. */
  withdraw: (amount: string) => Promise<WithdrawalRecord>;
  auditRows: (actionPrefix?: string) => Promise<AuditRowView[]>;
  /** balance == sum(ledger) for every member. */
  everyoneBalanced: () => Promise<boolean>;
}

let memberCounter = 0;

/** The password of every member addMember makes. */
export const memberTestPassword = 'Member-Test-1234';
const memberPasswordHash = hashPasswordSync(memberTestPassword);

export async function moneyTest(overrides: Partial<AppOptions> = {}): Promise<MoneyTest> {
  const t = await walletTest({ walletSettings: { siteAccounts: [...defaultWalletSettings.siteAccounts, siteScbAccount] }, ...overrides });
  const clock = (): number => t.nowSeconds() * 1000;
  const withdrawWith = async (headers: Record<string, string>, amount: string): Promise<WithdrawalRecord> => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/withdraw', headers, payload: { amount, idempotencyKey: freshKey() } });
    if (answer.statusCode !== 201) throw new Error(`withdraw failed: ${answer.body}`);
    return answer.json() as WithdrawalRecord;
  };
  return {
    ...t,
    clock,
    staff: (username, roles) => staffClient(t.app, t.db, username, roles, clock),
    addMember: async (member) => {
      memberCounter += 1;
      const id = await insertMember(
        t.db,
        {
          username: member.username,
          username2: `SBT${String(memberCounter).padStart(5, '0')}`,
          passwordHash: memberPasswordHash,
          webAgentGroup: 'member',
          siteApi: 'http://127.0.0.1:4000/sportsbook/',
          creditSatang: 0,
          bonusBalanceSatang: 0,
          bankCode: member.bankCode,
          bankAccount: member.bankAccount,
          accountName: member.accountName,
        },
        t.nowSeconds(),
      );
      if (member.creditSatang)
        await postLedger(t.db, { memberId: id, kind: 'adjustment', amountSatang: member.creditSatang, description: 'ยอดยกมา', nowSeconds: t.nowSeconds() });
      return id;
    },
    withdraw: async (amount) => withdrawWith(t.headers, amount),
    withdrawAs: async (username, amount) => {
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password: memberTestPassword } });
      if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
      return withdrawWith({ authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` }, amount);
    },
    auditRows: (actionPrefix = '') =>
      all<AuditRowView>(
        t.db,
        sql`SELECT actor, actor_kind, action, target_kind, target_id, before_json, after_json, ip FROM audit_log
            WHERE action LIKE ${`${actionPrefix}%`} ORDER BY id`,
      ),
    everyoneBalanced: async () => {
      for (const { id } of await all<{ id: number }>(t.db, sql`SELECT id FROM members`)) {
        const credit = await creditOf(t.db, id);
        if (credit !== (await ledgerSum(t.db, id)) || credit < 0) return false;
      }
      return true;
    },
  };
}

import { sql } from 'kysely';
import { all, one } from '../base/db';
import { demoMember, viewbetMember } from '../member/demo';
import { insertMember } from '../member/store';
import { hashPasswordSync } from '../session/passwords';
import { backOfficeTest, type BackOfficeTest } from '../app/testing/back-office';
import { passwordRules } from '@member-site/shared/contract';
import { temporaryPassword } from './staff-members';

const suspendedText = 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่';

/** Adds a member with a bank account; the clock moves a second so that the newest is known. */
async function addMember(t: BackOfficeTest, username: string, username2: string, bankAccount: string): Promise<void> {
  // The schema is made when the app gets ready: this may come before its first request.
  await t.app.ready();
  t.advance(1);
  await insertMember(
    t.db,
    {
      username,
      username2,
      passwordHash: hashPasswordSync('Member1234'),
      webAgentGroup: 'member',
      siteApi: 'http://x/',
      creditSatang: 0,
      bonusBalanceSatang: 0,
      bankCode: 'KBANK',
      bankAccount,
      accountName: 'ทดสอบ ค้นหา',
    },
    t.nowSeconds(),
  );
}

describe('member search (membersRead)', () => {
  it('finds by phone, username2 or bank account, in part; exact matches first; each search audited', async () => {
    const t = backOfficeTest();
    await addMember(t, '0861234500', 'SB100200', '1112223334');
    await addMember(t, '0861234599', 'SB100201', '5556667778');
    const support = await t.staff('support1', ['support']);

    const byPhone = await support.get('/api/staff/members?q=086123');
    expect(byPhone.statusCode).toBe(200);
    expect((byPhone.json() as { data: { username: string }[] }).data.map((m) => m.username)).toEqual(['0861234599', '0861234500']);

    // An exact username comes first even when a newer member also contains it.
    await addMember(t, '0861234500999', 'SB100202', '9990001112');
    const exact = (await support.get('/api/staff/members?q=0861234500')).json() as { data: { username: string }[] };
    expect(exact.data.map((m) => m.username)).toEqual(['0861234500', '0861234500999']);

    const byName2 = (await support.get('/api/staff/members?q=sb100201')).json() as { data: { username: string }[] };
    expect(byName2.data.map((m) => m.username)).toEqual(['0861234599']);

    // A bank account as it is written, dashes included; masked for support.
    const byAccount = (await support.get(`/api/staff/members?q=${encodeURIComponent('666-777')}`)).json() as { data: object[] };
    expect(byAccount.data).toEqual([
      {
        username: '0861234599',
        username2: 'SB100201',
        phone: '0861234599',
        bankName: 'ธนาคารกสิกรไทย',
        bankAccount: 'xxx-x-x6777-x',
        accountName: 'ทดสอบ ค้นหา',
        balance: '0.00',
        status: 'active',
        createdAt: expect.any(String),
      },
    ]);

    const rows = (await t.auditRows()).filter((row) => row.action === 'member.search');
    expect(rows.map((row) => JSON.parse(row.after_json ?? '{}'))).toEqual([
      { q: '086123', results: 2 },
      { q: '0861234500', results: 2 },
      { q: 'sb100201', results: 1 },
      { q: '666-777', results: 1 },
    ]);
    expect(rows.every((row) => row.actor === 'support1')).toBe(true);
  });

  it('shows the bank account in full to a cashier (money), masked to everyone else', async () => {
    const t = backOfficeTest();
    const cashier = await t.staff('cash1', ['cashier']);
    const admin = await t.staff('admin1', ['admin']);
    const full = (await cashier.get('/api/staff/members?q=4071234567')).json() as { data: { bankAccount: string }[] };
    expect(full.data[0]?.bankAccount).toBe('4071234567');
    const masked = await admin.get('/api/staff/members?q=4071234567');
    expect((masked.json() as { data: { bankAccount: string }[] }).data[0]?.bankAccount).toBe('xxx-x-x3456-x');
    expect(masked.body).not.toContain('4071234567');
    expect((await admin.get(`/api/staff/members/${demoMember.username}`)).body).not.toContain('4071234567');
    expect((await cashier.get(`/api/staff/members/${demoMember.username}`)).json()).toMatchObject({ bankAccount: '4071234567' });
  });

  it('answers at most 50, and refuses a search under 2 characters', async () => {
    const t = backOfficeTest();
    for (let i = 0; i < 55; i += 1)
      await addMember(t, `09000000${String(i).padStart(2, '0')}`, `SB2${String(i).padStart(5, '0')}`, `70000000${String(i).padStart(2, '0')}`);
    const support = await t.staff('support1', ['support']);
    expect(((await support.get('/api/staff/members?q=0900')).json() as { data: unknown[] }).data).toHaveLength(50);
    expect((await support.get('/api/staff/members?q=9')).statusCode).toBe(400);
    const spaces = await support.get(`/api/staff/members?q=${encodeURIComponent(' 9 ')}`);
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json()).toEqual({ code: 'BAD_REQUEST', message: 'กรุณาพิมพ์คำค้นหาอย่างน้อย 2 ตัวอักษร' });
    // LIKE's wildcards are searched for as themselves.
    expect(((await support.get('/api/staff/members?q=%25%25')).json() as { data: unknown[] }).data).toEqual([]);
  });
});

describe('member detail (membersRead)', () => {
  it('shows balances, turnover, safer play and the latest sign-ins, ledger, deposits and withdrawals; each view audited', async () => {
    const t = backOfficeTest();
    const headers = await t.memberHeaders();
    await t.memberLogin(demoMember.username, 'Wrong-1234', 'x'.repeat(400));
    await t.app.inject({ method: 'POST', url: '/api/v1/account/safer-play/reality-check', headers, payload: { everyMinutes: 30 } });
    await t.app.inject({ method: 'POST', url: '/api/v1/account/deposit-limits', headers, payload: { day: '5000', week: null, month: null } });
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/withdraw', headers, payload: { amount: '200', idempotencyKey: 'detail-test-key-0001' } });
    const support = await t.staff('support1', ['support']);

    const answer = await support.get(`/api/staff/members/${demoMember.username}`);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json() as Record<string, unknown> & {
      signIns: { outcome: string; userAgent: string; ip: string }[];
      ledger: { kind: string }[];
      withdrawals: object[];
    };
    expect(detail).toMatchObject({
      username: demoMember.username,
      username2: 'DEMO01',
      balance: '1300.00',
      bonusBalance: '120.50',
      status: 'active',
      lineLinked: true,
      passwordResetRequired: false,
      suspension: null,
      turnover: { required: '0.00', made: '0.00', left: '0.00' },
      saferPlay: {
        restriction: null,
        realityCheckMinutes: 30,
        depositLimits: [
          { period: 'day', limit: '5000.00' },
          { period: 'week', limit: null },
          { period: 'month', limit: null },
        ],
      },
      deposits: [],
      withdrawals: [{ status: 'pending', amount: '200.00', settledAt: null, reason: null }],
    });
    expect(detail.signIns.map((s) => s.outcome)).toEqual(['password', 'ok']);
    expect(detail.signIns[0]?.userAgent).toHaveLength(300);
    expect(detail.signIns[1]).toMatchObject({ ip: '127.0.0.1', userAgent: 'jest-browser' });
    expect(detail.ledger.map((l) => l.kind)).toEqual(['withdrawal', 'adjustment']);
    expect(answer.body).not.toMatch(/argon2id|password_hash|sportsbook/);

    expect((await t.auditRows()).filter((row) => row.action === 'member.view')).toEqual([
      { actor: 'support1', actor_kind: 'staff', action: 'member.view', target_id: demoMember.username, before_json: null, after_json: null, ip: '127.0.0.1' },
    ]);
    expect((await support.get('/api/staff/members/0800000000')).statusCode).toBe(404);
  });
});

describe('suspension (membersWrite)', () => {
  it('ends every session at once, refuses sign-in after the password check, and is audited before and after', async () => {
    const t = backOfficeTest();
    const first = await t.memberHeaders();
    const second = await t.memberHeaders();
    const admin = await t.staff('admin1', ['admin']);
    const support = await t.staff('support1', ['support']);

    expect((await support.post(`/api/staff/members/${demoMember.username}/suspend`, { reason: 'ทุจริต' })).statusCode).toBe(403);
    const suspended = await admin.post(`/api/staff/members/${demoMember.username}/suspend`, { reason: 'สงสัยทุจริตโบนัส' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended', suspension: { by: 'admin1', reason: 'สงสัยทุจริตโบนัส', at: '2026-11-27T03:00:00.000Z' } });
    for (const headers of [first, second]) expect((await t.app.inject({ url: '/api/v1/credit', headers })).statusCode).toBe(401);

    // A wrong password is the usual answer: nothing says the account exists or is suspended.
    const wrong = await t.memberLogin(demoMember.username, 'Wrong-1234');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const refused = await t.memberLogin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: suspendedText });
    expect((await admin.post(`/api/staff/members/${demoMember.username}/suspend`, { reason: 'อีกครั้ง' })).statusCode).toBe(409);

    const outcomes = await all<{ outcome: string }>(t.db, sql`SELECT outcome FROM member_sign_ins WHERE member_id = ${await t.memberId()} ORDER BY id`);
    expect(outcomes.map((o) => o.outcome)).toEqual(['ok', 'ok', 'password', 'suspended']);

    expect((await admin.post(`/api/staff/members/${demoMember.username}/unsuspend`)).json()).toMatchObject({ status: 'active', suspension: null });
    expect((await t.memberLogin()).statusCode).toBe(200);
    expect((await admin.post(`/api/staff/members/${demoMember.username}/unsuspend`)).statusCode).toBe(409);

    const rows = (await t.auditRows()).filter((row) => row.action.startsWith('member.'));
    expect(rows.map((row) => [row.action, row.actor, row.target_id])).toEqual([
      ['member.suspend', 'admin1', demoMember.username],
      ['member.unsuspend', 'admin1', demoMember.username],
    ]);
    expect(JSON.parse(rows[0]?.before_json ?? '')).toMatchObject({ status: 'active' });
    expect(JSON.parse(rows[0]?.after_json ?? '')).toMatchObject({ status: 'suspended', suspendedBy: 'admin1', reason: 'สงสัยทุจริตโบนัส' });
  });

  it('refuses the LINE sign-in and the member service of a suspended member', async () => {
    const t = backOfficeTest({ lineClient: { exchange: async () => ({ lineUserId: 'Udemo0001', displayName: 'LINE 0001' }) } });
    const admin = await t.staff('admin1', ['admin']);
    const line = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/line/exchange',
        payload: { code: 'c0de', redirectUri: 'http://localhost:3000/Line/Callback', codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(16) },
      });
    const sportsbook = (await one<{ p: string }>(t.db, sql`SELECT sportsbook_password AS p FROM members WHERE id = ${await t.memberId()}`))?.p ?? '';
    const service = () => t.app.inject({ method: 'POST', url: '/spa/member/login', payload: { username: demoMember.username, password: sportsbook } });
    expect((await line()).json()).toMatchObject({ status: 'signed-in' });
    expect((await service()).json()).toMatchObject({ code: 0 });

    await admin.post(`/api/staff/members/${demoMember.username}/suspend`, { reason: 'ระงับชั่วคราว' });
    const lineRefused = await line();
    expect(lineRefused.statusCode).toBe(403);
    expect(lineRefused.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: suspendedText });
    expect((await service()).json()).toEqual({ code: 2, message: suspendedText });
    const outcomes = await all<{ outcome: string }>(t.db, sql`SELECT outcome FROM member_sign_ins WHERE member_id = ${await t.memberId()} ORDER BY id`);
    expect(outcomes.map((o) => o.outcome)).toEqual(['ok', 'ok', 'suspended', 'suspended']);
  });
});

describe('password reset (membersWrite)', () => {
  it('gives a temporary password once; the member signs in with it, must change it before playing, and then may', async () => {
    const t = backOfficeTest();
    const old = await t.memberHeaders();
    const admin = await t.staff('admin1', ['admin']);
    expect((await (await t.staff('cash1', ['cashier'])).post(`/api/staff/members/${demoMember.username}/reset-password`)).statusCode).toBe(403);

    const reset = await admin.post(`/api/staff/members/${demoMember.username}/reset-password`);
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword: temporary } = reset.json() as { temporaryPassword: string };
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await t.app.inject({ url: '/api/v1/credit', headers: old })).statusCode).toBe(401);
    expect((await t.memberLogin()).statusCode).toBe(401);
    // Audited, never with the password.
    const row = (await t.auditRows()).find((r) => r.action === 'member.reset-password');
    expect(row).toMatchObject({ actor: 'admin1', target_id: demoMember.username });
    expect(JSON.parse(row?.after_json ?? '')).toMatchObject({ passwordResetRequired: true });
    expect(JSON.stringify(await all(t.db, sql`SELECT * FROM audit_log`))).not.toContain(temporary);

    const headers = await t.memberHeaders(demoMember.username, temporary);
    const auth = (await t.app.inject({ url: '/api/v1/auth', headers })).json() as { password_change_required?: boolean; password: string };
    expect(auth.password_change_required).toBe(true);
    // No sportsbook credential while the change is due: the sportsbook cannot be opened either.
    expect(auth.password).toBe('');
    expect((await admin.get(`/api/staff/members/${demoMember.username}`)).json()).toMatchObject({ passwordResetRequired: true });

    const game = await t.app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'slot-01', isMobile: true } });
    expect(game.statusCode).toBe(423);
    expect(game.json()).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน' });
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdraw',
      headers,
      payload: { amount: '100', idempotencyKey: 'reset-test-key-00001' },
    });
    expect(withdraw.statusCode).toBe(423);
    // Reading stays open: the member stays signed in.
    expect((await t.app.inject({ url: '/api/v1/credit', headers })).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      headers,
      payload: { currentPassword: temporary, newPassword: 'MyOwn12345' },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/v1/auth', headers })).json() as { password_change_required?: boolean; password: string };
    expect(after.password_change_required).toBeUndefined();
    expect(after.password).not.toBe('');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/games/login', headers, payload: { gameId: 'slot-01', isMobile: true } })).statusCode).toBe(200);
    expect((await t.memberLogin(demoMember.username, 'MyOwn12345')).statusCode).toBe(200);
  });

  it('makes passwords that meet the member password rules', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = temporaryPassword(viewbetMember.username);
      expect(Object.values(passwordRules(password, viewbetMember.username, ''))).toEqual([true, true, true, true]);
      expect(password.length).toBeGreaterThanOrEqual(10);
    }
  });
});

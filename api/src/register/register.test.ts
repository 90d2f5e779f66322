import type { RegisterRequest } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { siteApiFor } from '../app/seed';
import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';
import { one } from '../base/db';
import { memberCount, postJson, setRegisterMode, signedInUsername, validRegistration } from '../app/testing/register';

const registerUrl = '/api/v1/register';
const autoUrl = '/api/v1/register/auto';

const autoRequest = { phone: '0961234567', bankCode: 'SCB', bankAccount: '9876543210', accountName: 'Somchai Jaidee', acceptAge: true };

describe('register (form, mode 2)', () => {
  it('creates the member, signs them in and lets them log in with the chosen password', async () => {
    const { app, db } = testApp();
    const answer = await postJson(app, registerUrl, validRegistration({ lineId: 'somchai', referralSource: 'facebook' }));
    expect(answer.statusCode).toBe(201);
    const body = answer.json() as { accessToken: string; expiresIn: number; username: string };
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresIn', 'username']);
    expect(body.username).toBe('0861234567');
    expect(body.expiresIn).toBeGreaterThan(0);

    const auth = { authorization: `Bearer ${body.accessToken}` };
    const user = (await app.inject({ url: '/api/v1/auth', headers: auth })).json() as Record<string, unknown>;
    expect(user).toMatchObject({ username: '0861234567', web_agent_group: 'member', site_api: siteApiFor('http://127.0.0.1:4000') });
    expect(user.username2).toMatch(/^SB\d{6}$/);
    expect(user.password).not.toBe('Secret1234');
    expect((await app.inject({ url: '/api/v1/credit', headers: auth })).json()).toEqual({ credit: '0.00' });
    expect((await app.inject({ url: '/api/v1/wallet', headers: auth })).json()).toEqual({ data: { balance: '0.00' } });

    const login = await postJson(app, '/api/v1/login', { username: '0861234567', password: 'Secret1234' });
    expect(login.statusCode).toBe(200);

    const row = await one<Record<string, unknown>>(db, sql`SELECT * FROM members WHERE username = ${'0861234567'}`);
    expect(row).toMatchObject({
      bank_code: 'KBANK',
      bank_account: '1234567890',
      account_name: 'สมชาย ใจดี',
      line_id: 'somchai',
      referral_source: 'facebook',
      line_user_id: null,
      credit_satang: 0,
      bonus_balance_satang: 0,
    });
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts Latin names with dots, 12-digit banks and tidies the name', async () => {
    const { app, db } = testApp();
    const answer = await postJson(
      app,
      registerUrl,
      validRegistration({ bankCode: 'GSB', bankAccount: '123456789012', accountName: '  John  A. Smith ', lineId: '  ' }),
    );
    expect(answer.statusCode).toBe(201);
    expect(await one(db, sql`SELECT account_name, line_id FROM members WHERE username = ${'0861234567'}`)).toEqual({
      account_name: 'John A. Smith',
      line_id: null,
    });
  });

  const refusals: [string, Partial<RegisterRequest>, string][] = [
    ['phone not starting 06/08/09', { phone: '0712345678' }, 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก'],
    ['phone too short', { phone: '081234567' }, 'เบอร์โทรศัพท์'],
    ['phone too long', { phone: '08123456789' }, 'เบอร์โทรศัพท์'],
    ['phone with dashes', { phone: '081-234-5678' }, 'เบอร์โทรศัพท์'],
    ['password under 8', { password: 'abc1234' }, 'รหัสผ่านต้องยาว 8–64 ตัวอักษร'],
    ['password over 64', { password: `a1${'x'.repeat(63)}` }, 'รหัสผ่าน'],
    ['password without a digit', { password: 'abcdefghij' }, 'รหัสผ่าน'],
    ['password without a letter', { password: '1234567890' }, 'รหัสผ่าน'],
    ['unknown bank', { bankCode: 'XBANK' }, 'กรุณาเลือกธนาคาร'],
    ['account too short', { bankAccount: '12345' }, 'เลขบัญชีธนาคารกสิกรไทยต้องเป็นตัวเลข 10 หลัก'],
    ['account too long', { bankAccount: '12345678901' }, 'ต้องเป็นตัวเลข 10 หลัก'],
    ['account with letters', { bankAccount: '12345abcde' }, 'ต้องเป็นตัวเลข 10 หลัก'],
    ['10 digits at a 12-digit bank', { bankCode: 'BAAC', bankAccount: '1234567890' }, 'ต้องเป็นตัวเลข 12 หลัก'],
    ['name of one letter', { accountName: 'ก' }, 'ชื่อบัญชีต้องยาว 2–100 ตัวอักษร'],
    ['name with digits', { accountName: 'Somchai 2' }, 'ชื่อบัญชี'],
    ['name with markup', { accountName: '<b>Somchai</b>' }, 'ชื่อบัญชี'],
    ['name of dots only', { accountName: '...' }, 'ชื่อบัญชี'],
    ['name over 100', { accountName: 'ก'.repeat(101) }, 'ชื่อบัญชี'],
    ['LINE ID over 50', { lineId: 'x'.repeat(51) }, 'LINE ID ยาวได้ไม่เกิน 50 ตัวอักษร'],
    ['referral over 50', { referralSource: 'x'.repeat(51) }, 'ช่องทางที่รู้จักเรา'],
    ['age not confirmed', { acceptAge: false }, 'กรุณายืนยันว่ามีอายุ 18 ปีขึ้นไป'],
  ];

  it.each(refusals)('refuses %s with a Thai reason', async (_case, override, reason) => {
    const { app, db } = testApp();
    await app.ready();
    const before = await memberCount(db);
    const answer = await postJson(app, registerUrl, validRegistration(override));
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { code: string; message: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message.startsWith('ข้อมูลไม่ถูกต้อง: ')).toBe(true);
    expect(body.message).toContain(reason);
    expect(await memberCount(db)).toBe(before);
  });

  it('refuses missing, mistyped and unknown fields', async () => {
    const { app } = testApp();
    const { acceptAge: _omitted, ...withoutAge } = validRegistration();
    for (const payload of [withoutAge, { ...validRegistration(), acceptAge: 'true' }, { ...validRegistration(), admin: true }]) {
      const answer = await postJson(app, registerUrl, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^ข้อมูลไม่ถูกต้อง/) });
    }
  });

  it('refuses a phone or a bank account that is already registered, with one answer for both', async () => {
    const { app } = testApp();
    expect((await postJson(app, registerUrl, validRegistration())).statusCode).toBe(201);
    const taken = { code: 'ALREADY_REGISTERED', message: 'เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว หากเป็นของท่าน กรุณาเข้าสู่ระบบ' };

    const samePhone = await postJson(app, registerUrl, validRegistration({ bankAccount: '1111111111' }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toEqual(taken);
    const sameAccount = await postJson(app, registerUrl, validRegistration({ phone: '0861111111' }));
    expect(sameAccount.statusCode).toBe(409);
    expect(sameAccount.json()).toEqual(taken);

    // The attack of issue 22: with an account number already taken, a member's phone and a free
    // phone must answer alike, so nothing is learnt about the phone without creating an account.
    const membersPhone = await postJson(app, registerUrl, validRegistration({ phone: demoMember.username }));
    const freePhone = await postJson(app, registerUrl, validRegistration({ phone: '0869999999' }));
    expect([membersPhone.statusCode, membersPhone.json()]).toEqual([409, taken]);
    expect([freePhone.statusCode, freePhone.json()]).toEqual([409, taken]);

    // The same number at another bank is another account.
    expect((await postJson(app, registerUrl, validRegistration({ phone: '0861111111', bankCode: 'SCB' }))).statusCode).toBe(201);
  });

  it('lets the database decide between two sign-ups racing for the same phone or account', async () => {
    const { app, db } = testApp();
    const phoneRace = await Promise.all([
      postJson(app, registerUrl, validRegistration({ bankAccount: '2222222222' })),
      postJson(app, registerUrl, validRegistration({ bankAccount: '3333333333' })),
    ]);
    expect(phoneRace.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(phoneRace.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });

    const accountRace = await Promise.all([
      postJson(app, registerUrl, validRegistration({ phone: '0862222222', bankAccount: '4444444444' })),
      postJson(app, registerUrl, validRegistration({ phone: '0863333333', bankAccount: '4444444444' })),
    ]);
    expect(accountRace.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(accountRace.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });
    expect(await memberCount(db)).toBe(4);
  });

  it.each(['1', '3'] as const)('is closed in mode %s', async (mode) => {
    const { app, db } = testApp();
    await app.ready();
    await setRegisterMode(db, mode);
    const answer = await postJson(app, registerUrl, validRegistration());
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'REGISTER_CLOSED', message: 'ขณะนี้ไม่เปิดรับสมัครด้วยวิธีนี้' });
  });

  it('limits registrations per address, both forms together', async () => {
    const { app } = testApp({ registerRateLimit: { max: 2, timeWindowMs: 60_000 } });
    const from = { remoteAddress: '203.0.113.9' };
    expect((await postJson(app, registerUrl, validRegistration({ phone: '0870000001', bankAccount: '5000000001' }), from)).statusCode).toBe(201);
    expect((await postJson(app, autoUrl, autoRequest, from)).statusCode).toBe(403);
    const limited = await postJson(app, registerUrl, validRegistration({ phone: '0870000002', bankAccount: '5000000002' }), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'สมัครสมาชิกบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
    const elsewhere = await postJson(app, registerUrl, validRegistration({ phone: '0870000002', bankAccount: '5000000002' }), {
      remoteAddress: '203.0.113.10',
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('register/auto (mode 1)', () => {
  it('creates the member with a readable generated password that logs in', async () => {
    const { app, db } = testApp();
    await app.ready();
    await setRegisterMode(db, '1');
    const answer = await postJson(app, autoUrl, autoRequest);
    expect(answer.statusCode).toBe(201);
    const body = answer.json() as { username: string; password: string; accessToken: string; expiresIn: number };
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresIn', 'password', 'username']);
    expect(body.username).toBe('0961234567');
    expect(body.password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
    expect(body.password).toMatch(/[A-Za-z]/);
    expect(body.password).toMatch(/[2-9]/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await signedInUsername(app, body.accessToken)).toBe('0961234567');

    const login = await postJson(app, '/api/v1/login', { username: body.username, password: body.password });
    expect(login.statusCode).toBe(200);
    // Stored as a hash only.
    expect(JSON.stringify(await one(db, sql`SELECT * FROM members WHERE username = ${body.username}`))).not.toContain(body.password);
  });

  it('checks the same rules and duplicates as the form', async () => {
    const { app, db } = testApp();
    await app.ready();
    await setRegisterMode(db, '1');
    const badPhone = await postJson(app, autoUrl, { ...autoRequest, phone: '12345' });
    expect(badPhone.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('เบอร์โทรศัพท์') });
    const noAge = await postJson(app, autoUrl, { ...autoRequest, acceptAge: false });
    expect(noAge.statusCode).toBe(400);
    const withPassword = await postJson(app, autoUrl, { ...autoRequest, password: 'Chosen1234' });
    expect(withPassword.statusCode).toBe(400);

    expect((await postJson(app, autoUrl, autoRequest)).statusCode).toBe(201);
    expect((await postJson(app, autoUrl, { ...autoRequest, bankAccount: '1111111111' })).json()).toMatchObject({ code: 'ALREADY_REGISTERED' });
    expect((await postJson(app, autoUrl, { ...autoRequest, phone: '0961111111' })).json()).toMatchObject({ code: 'ALREADY_REGISTERED' });
  });

  it.each(['2', '3', '4'] as const)('is refused in mode %s', async (mode) => {
    const { app, db } = testApp();
    await app.ready();
    await setRegisterMode(db, mode);
    const answer = await postJson(app, autoUrl, autoRequest);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'REGISTER_CLOSED', message: 'ขณะนี้ไม่เปิดรับสมัครด้วยวิธีนี้' });
    expect(await memberCount(db)).toBe(2);
  });
});

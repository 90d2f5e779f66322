import { sql } from 'kysely';
import type { AppOptions } from '../app/app';
import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';
import { all, one, run } from '../base/db';
import { memberCount, postJson, setRegisterMode, validRegistration } from '../app/testing/register';

const phone = '0861234567';
const paths = {
  request: '/api/v1/register/otp/request',
  verify: '/api/v1/register/otp/verify',
  register: '/api/v1/register',
  latest: (p: string) => `/api/test/otp/latest?phone=${p}`,
};

/** Mode 4 with test routes and a clock the test moves. */
async function otpApp(overrides: Partial<AppOptions> = {}) {
  const clock = { now: Date.UTC(2026, 10, 21, 9) };
  const built = testApp({ enableTestRoutes: true, now: () => clock.now, ...overrides });
  await built.app.ready();
  await setRegisterMode(built.db, '4');
  const later = (seconds: number): void => {
    clock.now += seconds * 1000;
  };
  return { ...built, later };
}

type App = Awaited<ReturnType<typeof otpApp>>['app'];

async function requestCode(app: App, forPhone: string = phone, remoteAddress?: string) {
  const answer = await postJson(app, paths.request, { phone: forPhone }, remoteAddress ? { remoteAddress } : {});
  expect(answer.statusCode).toBe(200);
  const { requestId } = answer.json() as { requestId: string };
  const latest = await app.inject({ url: paths.latest(forPhone) });
  return { requestId, code: (latest.json() as { code: string }).code };
}

/** A code that is not `code`. */
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function ticketFor(app: App, forPhone: string = phone): Promise<string> {
  const { requestId, code } = await requestCode(app, forPhone);
  const verified = await postJson(app, paths.verify, { requestId, code });
  expect(verified.statusCode).toBe(200);
  return (verified.json() as { otpToken: string }).otpToken;
}

describe('one-time codes', () => {
  it('request → code → verify gives a ticket bound to the phone', async () => {
    const { app } = await otpApp();
    const requested = await postJson(app, paths.request, { phone });
    expect(requested.statusCode).toBe(200);
    const body = requested.json() as { requestId: string };
    expect(body).toEqual({ requestId: expect.any(String), expiresIn: 300, resendIn: 60, length: 6 });

    const latest = await app.inject({ url: paths.latest(phone) });
    const { code } = latest.json() as { code: string };
    expect(code).toMatch(/^\d{6}$/);

    const verified = await postJson(app, paths.verify, { requestId: body.requestId, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ otpToken: expect.any(String), expiresIn: 900, phone });
    // Used: neither the code nor the test route offer it again.
    expect((await postJson(app, paths.verify, { requestId: body.requestId, code })).json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect((await app.inject({ url: paths.latest(phone) })).statusCode).toBe(404);
  });

  it('counts wrong codes down and refuses the sixth attempt even with the right code', async () => {
    const { app, db } = await otpApp();
    const { requestId, code } = await requestCode(app);
    for (const left of [4, 3, 2, 1]) {
      const answer = await postJson(app, paths.verify, { requestId, code: wrong(code) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'OTP_INVALID', message: `รหัส OTP ไม่ถูกต้อง เหลือโอกาสอีก ${left} ครั้ง` });
    }
    const fifth = await postJson(app, paths.verify, { requestId, code: wrong(code) });
    expect(fifth.json()).toEqual({ code: 'OTP_EXPIRED', message: 'ใส่รหัสผิดครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่' });
    const sixth = await postJson(app, paths.verify, { requestId, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ code: 'OTP_EXPIRED', message: 'ใส่รหัสผิดครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่' });
    expect(await one(db, sql`SELECT attempts, verified_at FROM otp_requests WHERE id = ${requestId}`)).toEqual({ attempts: 5, verified_at: null });
  });

  it('does not count a code that is not six digits as an attempt', async () => {
    const { app, db } = await otpApp();
    const { requestId } = await requestCode(app);
    const answer = await postJson(app, paths.verify, { requestId, code: '12ab' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: 'ข้อมูลไม่ถูกต้อง: รหัส OTP ต้องเป็นตัวเลข 6 หลัก' });
    expect(await one(db, sql`SELECT attempts FROM otp_requests WHERE id = ${requestId}`)).toEqual({ attempts: 0 });
  });

  it('expires codes after 5 minutes and treats unknown requests as expired', async () => {
    const { app, later } = await otpApp();
    const { requestId, code } = await requestCode(app);
    later(301);
    const expired = await postJson(app, paths.verify, { requestId, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 'OTP_EXPIRED', message: 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่' });
    const unknown = await postJson(app, paths.verify, { requestId: 'no-such-request', code });
    expect(unknown.json()).toEqual({ code: 'OTP_EXPIRED', message: 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่' });
  });

  it('waits 60 s between codes for a phone, and a new code replaces the old one', async () => {
    const { app, later } = await otpApp();
    const first = await requestCode(app);
    later(25);
    const tooSoon = await postJson(app, paths.request, { phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ code: 'RATE_LIMITED', message: 'กรุณารอ 35 วินาทีก่อนขอรหัสใหม่' });
    // Another phone is not held up.
    expect((await postJson(app, paths.request, { phone: '0861111111' })).statusCode).toBe(200);
    later(35);
    const second = await requestCode(app);
    expect((await postJson(app, paths.verify, first)).json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect((await postJson(app, paths.verify, second)).statusCode).toBe(200);
  });

  it('allows 5 codes per phone an hour', async () => {
    const { app, later } = await otpApp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson(app, paths.request, { phone })).statusCode).toBe(200);
      later(60);
    }
    const capped = await postJson(app, paths.request, { phone });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ code: 'RATE_LIMITED', message: 'ขอรหัส OTP เกินจำนวนที่กำหนด กรุณาลองใหม่ภายหลัง' });
    later(60 * 60 - 5 * 60 + 1);
    expect((await postJson(app, paths.request, { phone })).statusCode).toBe(200);
  });

  it('limits codes per address across phones', async () => {
    const { app } = await otpApp({ otpLimits: { ipHourlyMax: 2 } });
    const from = { remoteAddress: '198.51.100.4' };
    expect((await postJson(app, paths.request, { phone: '0861000001' }, from)).statusCode).toBe(200);
    expect((await postJson(app, paths.request, { phone: '0861000002' }, from)).statusCode).toBe(200);
    expect((await postJson(app, paths.request, { phone: '0861000003' }, from)).json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await postJson(app, paths.request, { phone: '0861000003' }, { remoteAddress: '198.51.100.5' })).statusCode).toBe(200);
  });

  it("answers a member's phone exactly like any other, and tells only that phone, by SMS", async () => {
    const { app, db } = await otpApp();
    const registered = await postJson(app, paths.request, { phone: demoMember.username });
    const fresh = await postJson(app, paths.request, { phone });
    expect(registered.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(registered.json() as object)).toEqual(Object.keys(fresh.json() as object));
    expect({ ...(registered.json() as object), requestId: 'x' }).toEqual({ ...(fresh.json() as object), requestId: 'x' });
    expect(await all(db, sql`SELECT phone, kind FROM sms_outbox ORDER BY id`)).toEqual([
      { phone: demoMember.username, kind: 'already-member' },
      { phone, kind: 'otp' },
    ]);
    // No code exists for the member's phone, and the resend wait applies to it like to any phone.
    expect((await app.inject({ url: paths.latest(demoMember.username) })).statusCode).toBe(404);
    const again = await postJson(app, paths.request, { phone: demoMember.username });
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^กรุณารอ \d+ วินาที/) });
  });

  it("checks the limits before anything else: a member's phone is limited like any other", async () => {
    const { app } = await otpApp({ otpLimits: { ipHourlyMax: 1 } });
    const from = { remoteAddress: '198.51.100.9' };
    expect((await postJson(app, paths.request, { phone: '0861000009' }, from)).statusCode).toBe(200);
    expect((await postJson(app, paths.request, { phone: demoMember.username }, from)).json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('caps codes for the whole site per hour, whatever the phones and addresses', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { app, later } = await otpApp({ otpLimits: { globalHourlyMax: 2 } });
    expect((await postJson(app, paths.request, { phone: '0861000011' }, { remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    expect((await postJson(app, paths.request, { phone: '0861000012' }, { remoteAddress: '192.0.2.2' })).statusCode).toBe(200);
    const capped = await postJson(app, paths.request, { phone: '0861000013' }, { remoteAddress: '192.0.2.3' });
    expect(capped.json()).toEqual({ code: 'RATE_LIMITED', message: 'ขอรหัส OTP เกินจำนวนที่กำหนด กรุณาลองใหม่ภายหลัง' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[api] E20'));
    later(60 * 60 + 1);
    expect((await postJson(app, paths.request, { phone: '0861000013' }, { remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
    warn.mockRestore();
  });

  it('sends no code to an invalid phone, nor outside mode 4', async () => {
    const { app, db } = await otpApp();
    const invalid = await postJson(app, paths.request, { phone: '02123456' });
    expect(invalid.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('เบอร์โทรศัพท์') });
    await setRegisterMode(db, '2');
    expect((await postJson(app, paths.request, { phone })).json()).toMatchObject({ code: 'REGISTER_CLOSED' });
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM sms_outbox`)).toEqual({ n: 0 });
  });

  it('never stores the code in clear: only its HMAC, and the outbox holds no code', async () => {
    const printed: string[] = [];
    const { app, db } = await otpApp({ devSms: true, printDevSms: (line) => printed.push(line) });
    const { requestId, code } = await requestCode(app);
    expect(printed).toEqual([`[api] dev SMS to ${phone}: รหัส OTP คือ ${code}`]);

    const row = (await one<Record<string, unknown>>(db, sql`SELECT * FROM otp_requests WHERE id = ${requestId}`)) as Record<string, unknown>;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row)).not.toContain(code);
    expect(Object.values(row)).not.toContain(Number(code));
    const outbox = await all(db, sql`SELECT * FROM sms_outbox`);
    expect(outbox).toEqual([{ id: 1, phone, request_id: requestId, kind: 'otp', created_at: expect.any(Number) }]);
  });

  it('prints nothing and keeps no clear code unless asked', async () => {
    const printed: string[] = [];
    const { app, db } = testApp({ printDevSms: (line) => printed.push(line) });
    await app.ready();
    await setRegisterMode(db, '4');
    expect((await postJson(app, paths.request, { phone })).statusCode).toBe(200);
    expect(printed).toEqual([]);
    expect((await app.inject({ url: paths.latest(phone) })).statusCode).toBe(404);
  });
});

describe('register with a one-time code (mode 4)', () => {
  it('requires the ticket', async () => {
    const { app } = await otpApp();
    const answer = await postJson(app, paths.register, validRegistration());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'OTP_REQUIRED', message: 'กรุณายืนยันเบอร์โทรศัพท์ด้วยรหัส OTP ก่อนสมัคร' });
  });

  it('refuses a forged ticket, a ticket for another phone and a bearer token', async () => {
    const { app } = await otpApp();
    const otherPhonesTicket = await ticketFor(app, '0869999999');
    const { accessToken } = (await postJson(app, '/api/v1/login', demoMember)).json() as { accessToken: string };
    const [payload, signature] = otherPhonesTicket.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { data: { phone: string } };
    const forged = `${Buffer.from(JSON.stringify({ ...claims, data: { phone } })).toString('base64url')}.${signature}`;
    for (const otpToken of ['garbage', otherPhonesTicket, accessToken, forged]) {
      const answer = await postJson(app, paths.register, validRegistration({ otpToken }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'OTP_INVALID', message: 'การยืนยันเบอร์โทรศัพท์ไม่ถูกต้อง กรุณาขอรหัส OTP ใหม่' });
    }
  });

  it('refuses a ticket older than 15 minutes', async () => {
    const { app, later } = await otpApp();
    const otpToken = await ticketFor(app);
    later(901);
    const answer = await postJson(app, paths.register, validRegistration({ otpToken }));
    expect(answer.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('registers with a valid ticket, which is spent only by a registration that succeeds', async () => {
    const { app, db } = await otpApp();
    const otpToken = await ticketFor(app);
    // A failed attempt (the demo member's account) keeps the ticket for the corrected form.
    await run(db, sql`UPDATE members SET bank_code = 'KBANK', bank_account = '1234567890' WHERE username = ${demoMember.username}`);
    expect((await postJson(app, paths.register, validRegistration({ otpToken }))).json()).toMatchObject({ code: 'ALREADY_REGISTERED' });

    const answer = await postJson(app, paths.register, validRegistration({ otpToken, bankAccount: '5555555555' }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ username: phone });

    const reused = await postJson(app, paths.register, validRegistration({ otpToken, bankAccount: '6666666666' }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 'OTP_EXPIRED',
      message: 'การยืนยันเบอร์โทรศัพท์หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอรหัส OTP ใหม่',
    });
    expect(await memberCount(db)).toBe(3);
  });
});

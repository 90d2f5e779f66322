import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { one, run } from '../base/db';
import { demoMember, viewbetMember } from '../member/demo';
import { walletTest, type WalletTest } from '../app/testing/wallet';

const hostile = '<img src=x onerror=alert(1)>';

async function signIn(t: WalletTest, password: string = demoMember.password, username: string = demoMember.username) {
  return t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password } });
}

async function secondSession(t: WalletTest): Promise<Record<string, string>> {
  const { accessToken } = (await signIn(t)).json() as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

const change = (t: WalletTest, currentPassword: string, newPassword: string) => t.post('/api/v1/account/password', { currentPassword, newPassword });

describe('profile', () => {
  it('shows usernames, phone, the masked bank account and member-since; never a password or the full account number', async () => {
    const t = await walletTest();
    const answer = await t.get('/api/v1/account/profile');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      username: '0812345678',
      username2: 'DEMO01',
      phone: '0812345678',
      bankAccount: { bankCode: 'SCB', bankName: 'ธนาคารไทยพาณิชย์', accountNumberMasked: 'xxx-x-x3456-x', accountName: 'สมชาย ทดลองเล่น' },
      memberSince: '2026-11-21T03:00:00.000Z',
    });
    expect(answer.body).not.toContain('4071234567');
    expect(answer.body).not.toMatch(/argon2id|scrypt\$/);
    expect(answer.body).not.toContain(demoMember.password);
  });

  it('needs a signed-in member', async () => {
    const t = await walletTest();
    expect((await t.app.inject({ url: '/api/v1/account/profile' })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('refuses a wrong current password with 400 (not a session end) and changes nothing', async () => {
    const t = await walletTest();
    const answer = await change(t, 'Wrong@1234', 'Fresh1234x');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'PASSWORD_WRONG', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' });
    expect((await signIn(t)).statusCode).toBe(200);
    expect((await t.get('/api/v1/credit')).statusCode).toBe(200);
  });

  it.each([
    ['short1', 'รหัสผ่านใหม่ต้องยาว 8–64 ตัวอักษร'],
    ['onlyletters', 'รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข'],
    ['12345678', 'รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข'],
    [demoMember.password, 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน'],
  ])('refuses the weak new password %s with its own Thai reason', async (newPassword, message) => {
    const t = await walletTest();
    const answer = await change(t, demoMember.password, newPassword);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'PASSWORD_WEAK', message });
    expect((await signIn(t)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the username, whatever its case', async () => {
    const t = await walletTest();
    await run(t.db, sql`UPDATE members SET username = ${'member2026'} WHERE id = ${t.memberId}`);
    const answer = await change(t, demoMember.password, 'MEMBER2026');
    expect(answer.json()).toEqual({ code: 'PASSWORD_WEAK', message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับชื่อผู้ใช้' });
  });

  it('on success ends every other session of the member, keeps this one and leaves other members alone', async () => {
    const t = await walletTest();
    const other = await secondSession(t);
    const third = await secondSession(t);
    const { accessToken } = (await signIn(t, viewbetMember.password, viewbetMember.username)).json() as { accessToken: string };
    const otherMember = { authorization: `Bearer ${accessToken}` };
    const sportsbookBefore = ((await t.get('/api/v1/auth')).json() as { password: string }).password;

    const answer = await change(t, demoMember.password, 'Fresh1234x');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true, endedSessions: 2 });

    expect((await t.get('/api/v1/credit')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/credit', headers: other })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/credit', headers: third })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/credit', headers: otherMember })).statusCode).toBe(200);

    expect((await signIn(t)).statusCode).toBe(401);
    expect((await signIn(t, 'Fresh1234x')).statusCode).toBe(200);
    // ADR 0004: the sportsbook credential is rotated with the password.
    const sportsbookAfter = ((await t.get('/api/v1/auth')).json() as { password: string }).password;
    expect(sportsbookAfter).not.toBe(sportsbookBefore);
  });

  it('is rate limited per member (every attempt counts) until the window passes', async () => {
    const t = await walletTest({ accountRateLimits: { passwordPerMember: { max: 2, timeWindowMs: 60_000 } } });
    expect((await change(t, 'Wrong@1', 'Fresh1234x')).statusCode).toBe(400);
    expect((await change(t, 'Wrong@2', 'Fresh1234x')).statusCode).toBe(400);
    const limited = await change(t, demoMember.password, 'Fresh1234x');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'เปลี่ยนรหัสผ่านบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
    expect((await signIn(t)).statusCode).toBe(200);
    t.advance(61);
    expect((await change(t, demoMember.password, 'Fresh1234x')).statusCode).toBe(200);
  });

  it('is rate limited per address across members', async () => {
    const t = await walletTest({ accountRateLimits: { passwordPerAddress: { max: 1, timeWindowMs: 60_000 } } });
    const { accessToken } = (await signIn(t, viewbetMember.password, viewbetMember.username)).json() as { accessToken: string };
    expect((await change(t, 'Wrong@1', 'Fresh1234x')).statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { currentPassword: viewbetMember.password, newPassword: 'Fresh1234x' },
    });
    expect(other.statusCode).toBe(429);
  });

  it('refuses extra fields and empty passwords before any work', async () => {
    const t = await walletTest();
    expect((await t.post('/api/v1/account/password', { currentPassword: demoMember.password, newPassword: '' })).statusCode).toBe(400);
    expect((await t.post('/api/v1/account/password', { currentPassword: 'x', newPassword: 'Fresh1234x', password: 'x' })).statusCode).toBe(400);
  });
});

describe('announcements', () => {
  it('lists the seeded announcements newest first, all unread, and hides ones not yet published', async () => {
    const t = await walletTest();
    await run(t.db, sql`INSERT INTO announcements (id, title, body, published_at) VALUES (${'future'}, ${'ยังไม่ถึงเวลา'}, ${'x'}, ${2_000_000_000})`);
    const list = (await t.get('/api/v1/account/announcements')).json() as { data: { id: string; publishedAt: string; read: boolean }[]; unread: number };
    expect(list.data.map((a) => a.id)).toEqual(['ann-20261120-safety', 'ann-20261110-bank', 'ann-20261101-maintenance']);
    expect(list.data.every((a) => !a.read)).toBe(true);
    expect(list.unread).toBe(3);
    expect((await t.get('/api/v1/account/announcements/unread')).json()).toEqual({ unread: 3 });
  });

  it('marks one read for this member only; reading again changes nothing; an unknown one is 404', async () => {
    const t = await walletTest();
    const read = await t.post('/api/v1/account/announcements/read', { id: 'ann-20261110-bank' });
    expect(read.json()).toEqual({ unread: 2 });
    expect((await t.post('/api/v1/account/announcements/read', { id: 'ann-20261110-bank' })).json()).toEqual({ unread: 2 });
    const list = (await t.get('/api/v1/account/announcements')).json() as { data: { id: string; read: boolean }[]; unread: number };
    expect(list.data.filter((a) => a.read).map((a) => a.id)).toEqual(['ann-20261110-bank']);
    expect(list.unread).toBe(2);

    const { accessToken } = (await signIn(t, viewbetMember.password, viewbetMember.username)).json() as { accessToken: string };
    const theirs = await t.app.inject({ url: '/api/v1/account/announcements/unread', headers: { authorization: `Bearer ${accessToken}` } });
    expect(theirs.json()).toEqual({ unread: 3 });

    const unknown = await t.post('/api/v1/account/announcements/read', { id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบประกาศนี้' });
  });

  it('seeds idempotently: a second start keeps the three announcements and the read state', async () => {
    const t = await walletTest();
    await t.post('/api/v1/account/announcements/read', { id: 'ann-20261101-maintenance' });
    const again = await walletTest({ db: t.db });
    expect((await again.get('/api/v1/account/announcements/unread')).json()).toEqual({ unread: 2 });
    expect((await one<{ n: number }>(t.db, sql`SELECT COUNT(*) AS n FROM announcements`))?.n).toBe(3);
  });
});

describe('support tickets', () => {
  it('creates a ticket stored and returned exactly as typed (hostile text is just text), listed newest first', async () => {
    const t = await walletTest();
    const first = await t.post('/api/v1/account/tickets', { category: 'deposit', message: `  ฝากแล้วยอดไม่เข้า ${hostile}\nช่วยตรวจสอบ  `, reference: ' DP123 ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      category: 'deposit',
      message: `ฝากแล้วยอดไม่เข้า ${hostile}\nช่วยตรวจสอบ`,
      reference: 'DP123',
      status: 'open',
      createdAt: '2026-11-21T03:00:00.000Z',
      replies: [],
    });
    t.advance(60);
    await t.post('/api/v1/account/tickets', { category: 'other', message: 'คำถามทั่วไป' });
    const list = (await t.get('/api/v1/account/tickets')).json() as { data: { message: string; reference: string | null }[] };
    expect(list.data.map((x) => x.message)).toEqual(['คำถามทั่วไป', `ฝากแล้วยอดไม่เข้า ${hostile}\nช่วยตรวจสอบ`]);
    expect(list.data[0]?.reference).toBeNull();
  });

  it.each([
    ['a blank message', { category: 'deposit', message: '   ' }, 'กรุณาพิมพ์ข้อความที่ต้องการแจ้ง'],
    ['a message over 1,000 characters', { category: 'deposit', message: 'ก'.repeat(1001) }, 'ข้อมูลไม่ถูกต้อง: message'],
    ['a hidden control character', { category: 'deposit', message: 'a\u0007b' }, 'กรุณาพิมพ์ข้อความที่ต้องการแจ้ง'],
    ['an unknown category', { category: 'lottery', message: 'x' }, 'ข้อมูลไม่ถูกต้อง: category'],
    ['a reference on two lines', { category: 'deposit', message: 'x', reference: 'a\nb' }, 'เลขอ้างอิงต้องเป็นข้อความบรรทัดเดียว'],
  ])('refuses %s with a Thai reason and stores nothing', async (_name, body, message) => {
    const t = await walletTest();
    const answer = await t.post('/api/v1/account/tickets', body);
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { message: string }).message).toBe(message);
    expect(((await t.get('/api/v1/account/tickets')).json() as { data: unknown[] }).data).toEqual([]);
  });

  it('is rate limited per member', async () => {
    const t = await walletTest({ accountRateLimits: { ticketsPerMember: { max: 2, timeWindowMs: 60_000 } } });
    expect((await t.post('/api/v1/account/tickets', { category: 'other', message: '1' })).statusCode).toBe(201);
    expect((await t.post('/api/v1/account/tickets', { category: 'other', message: '2' })).statusCode).toBe(201);
    const limited = await t.post('/api/v1/account/tickets', { category: 'other', message: '3' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'แจ้งปัญหาบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
  });

  it('the operator replies (key required): answered with the reply, then closed', async () => {
    const t = await walletTest();
    const { id } = (await t.post('/api/v1/account/tickets', { category: 'withdraw', message: 'ถอนไม่ได้' })).json() as { id: string };
    const url = `/api/operator/tickets/${id}/reply`;
    expect((await t.app.inject({ method: 'POST', url, payload: { message: 'x' } })).statusCode).toBe(401);
    const answered = await t.operator(url, { message: `ตรวจสอบแล้ว ${hostile}` });
    expect(answered.statusCode).toBe(200);
    t.advance(30);
    await t.operator(url, { message: 'ปิดเรื่อง', close: true });
    const [ticket] = ((await t.get('/api/v1/account/tickets')).json() as { data: { status: string; replies: { message: string; createdAt: string }[] }[] })
      .data;
    expect(ticket?.status).toBe('closed');
    expect(ticket?.replies).toEqual([
      { message: `ตรวจสอบแล้ว ${hostile}`, createdAt: '2026-11-21T03:00:00.000Z' },
      { message: 'ปิดเรื่อง', createdAt: '2026-11-21T03:00:30.000Z' },
    ]);
    expect((await t.operator('/api/operator/tickets/TKNOPE/reply', { message: 'x' })).statusCode).toBe(404);
  });

  it('shows a member only their own tickets', async () => {
    const t = await walletTest();
    await t.post('/api/v1/account/tickets', { category: 'other', message: 'ของฉัน' });
    const { accessToken } = (await signIn(t, viewbetMember.password, viewbetMember.username)).json() as { accessToken: string };
    const theirs = await t.app.inject({ url: '/api/v1/account/tickets', headers: { authorization: `Bearer ${accessToken}` } });
    expect(theirs.json()).toEqual({ data: [] });
  });
});

describe('logging', () => {
  it('never writes a password to the request log, whatever the answer', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const t = await walletTest({ logger: true, logLevel: 'trace', logStream });
    await change(t, 'Wrong@secret1', 'Fresh1234secret');
    await change(t, demoMember.password, 'weak');
    await t.post('/api/v1/account/password', { currentPassword: demoMember.password, newPassword: 'Fresh1234secret', extra: 'x' });
    expect((await change(t, demoMember.password, 'Fresh1234secret')).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/v1/account/password');
    for (const secret of ['Wrong@secret1', 'Fresh1234secret', demoMember.password, 'weak"']) expect(log).not.toContain(secret);
  });
});

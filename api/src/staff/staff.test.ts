import { sql } from 'kysely';
import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';
import { all, dialectOf, exec, one, run } from '../base/db';
import { addStaff, staffClient, staffTestPassword } from '../app/testing/staff';
import { runStaffCli } from '../app/staff-cli';
import { auditCsv, recordAudit, verifyAuditChain } from '../audit/store';
import { totpCode } from './totp';

const backoffice = 'http://localhost:3005';
const start = Date.UTC(2026, 10, 27, 3, 0, 0);

async function staffApp() {
  let now = start;
  const { app, db } = testApp({ now: () => now, backofficeOrigins: [backoffice] });
  // The tests write staff accounts straight into the database: the schema comes first.
  await app.ready();
  return { app, db, clock: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

const login = (app: Awaited<ReturnType<typeof staffApp>>['app'], username: string, password = staffTestPassword) =>
  app.inject({ method: 'POST', url: '/api/staff/login', payload: { username, password } });

describe('staff sign-in', () => {
  it('enrols an authenticator at the first sign-in, then asks for its code; the password alone never gives a session', async () => {
    const { app, db, clock, advance } = await staffApp();
    const cashier = await staffClient(app, db, 'somchai', ['cashier'], clock);
    expect((await cashier.get('/api/staff/me')).json()).toMatchObject({
      staff: { username: 'somchai', roles: ['cashier'], permissions: ['money', 'membersRead'] },
      idleSeconds: 900,
    });

    advance(60);
    const first = await login(app, 'somchai');
    expect(first.statusCode).toBe(200);
    const { status, challenge } = first.json() as { status: string; challenge: string };
    expect(status).toBe('code');
    // Step one's challenge is no token.
    expect((await app.inject({ method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${challenge}` } })).statusCode).toBe(401);
    const noCode = await app.inject({ method: 'POST', url: '/api/staff/login/code', payload: { challenge, code: '000000' } });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'STAFF_CODE_INVALID' });
    const right = await app.inject({ method: 'POST', url: '/api/staff/login/code', payload: { challenge, code: totpCode(cashier.secret, clock()) } });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ staff: { username: 'somchai' }, idleSeconds: 900 });
    // The same challenge opens one session only, and the same code counts once.
    const again = await app.inject({ method: 'POST', url: '/api/staff/login/code', payload: { challenge, code: totpCode(cashier.secret, clock()) } });
    expect(again.statusCode).toBe(401);
    const other = (await login(app, 'somchai')).json() as { challenge: string };
    const replay = await app.inject({
      method: 'POST',
      url: '/api/staff/login/code',
      payload: { challenge: other.challenge, code: totpCode(cashier.secret, clock()) },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a wrong password, an unknown username and a disabled account alike', async () => {
    const { app, db } = await staffApp();
    await addStaff(db, 'ann', ['support']);
    for (const attempt of [login(app, 'ann', 'wrong-password'), login(app, 'nobody'), login(app, demoMember.username, demoMember.password)]) {
      const answer = await attempt;
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    }
    await run(db, sql`UPDATE staff SET status = 'disabled' WHERE username = 'ann'`);
    expect((await login(app, 'ann')).statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { app, db, clock } = await staffApp();
    await addStaff(db, 'lek', ['viewer']);
    const { challenge, secret } = (await login(app, 'lek')).json() as { challenge: string; secret: string };
    const enrolled = (await app.inject({ method: 'POST', url: '/api/staff/login/enrol', payload: { challenge, code: totpCode(secret, clock()) } })).json() as {
      recoveryCodes: string[];
    };
    expect(enrolled.recoveryCodes).toHaveLength(10);
    const code = enrolled.recoveryCodes[0] ?? '';
    const use = async () => {
      const { challenge: next } = (await login(app, 'lek')).json() as { challenge: string };
      return app.inject({ method: 'POST', url: '/api/staff/login/code', payload: { challenge: next, code: code.toUpperCase() } });
    };
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(401);
  });

  it('counts wrong codes against the account as wrong passwords are (then 429)', async () => {
    const { app, db, clock } = await staffApp();
    const staff = await staffClient(app, db, 'noi', ['viewer'], clock);
    const { challenge } = (await login(app, 'noi')).json() as { challenge: string };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await app.inject({ method: 'POST', url: '/api/staff/login/code', payload: { challenge, code: '123456' } })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits now.
    expect((await app.inject({ method: 'POST', url: '/api/staff/login/code', payload: { challenge, code: totpCode(staff.secret, clock()) } })).statusCode).toBe(
      429,
    );
  });
});

describe('staff sessions', () => {
  it('end after 15 idle minutes, after 8 hours in any case, and at sign-out', async () => {
    const { app, db, clock, advance } = await staffApp();
    const staff = await staffClient(app, db, 'pim', ['viewer'], clock);
    advance(14 * 60);
    expect((await staff.get('/api/staff/me')).statusCode).toBe(200);
    advance(15 * 60);
    const idle = await staff.get('/api/staff/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ code: 'UNAUTHORIZED', message: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่' });

    advance(60);
    const busy = await staffClient(app, db, 'busy', ['viewer'], clock);
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      advance(10 * 60);
      expect((await busy.get('/api/staff/me')).statusCode).toBe(200);
    }
    advance(10 * 60);
    expect((await busy.get('/api/staff/me')).statusCode).toBe(401);

    advance(60);
    const leaving = await staffClient(app, db, 'leaving', ['viewer'], clock);
    expect((await leaving.post('/api/staff/logout')).statusCode).toBe(200);
    expect((await leaving.get('/api/staff/me')).statusCode).toBe(401);
  });

  it('of a disabled account end at once', async () => {
    const { app, db, clock } = await staffApp();
    const admin = await staffClient(app, db, 'admin1', ['admin'], clock);
    const cashier = await staffClient(app, db, 'cash1', ['cashier'], clock);
    expect((await cashier.get('/api/staff/withdrawals')).statusCode).not.toBe(401);
    const disabled = await admin.post('/api/staff/accounts/cash1/disable');
    expect(disabled.json()).toMatchObject({ username: 'cash1', status: 'disabled' });
    expect((await cashier.get('/api/staff/me')).statusCode).toBe(401);
  });
});

describe('staff routes are guarded by the API', () => {
  it('refuse a call without a session, with a member token, and a role without the permission (403)', async () => {
    const { app, db, clock } = await staffApp();
    const support = await staffClient(app, db, 'sup', ['support'], clock);
    const member = (await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember })).json() as { accessToken: string };
    expect((await app.inject({ method: 'GET', url: '/api/staff/accounts' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/staff/accounts', headers: { authorization: `Bearer ${member.accessToken}` } })).statusCode).toBe(401);
    const forbidden = await support.get('/api/staff/accounts');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้' });
    // Refused before the body is read: a forbidden POST creates nothing.
    const create = await support.post('/api/staff/accounts', { username: 'sneaky', displayName: 'x', roles: ['admin'] });
    expect(create.statusCode).toBe(403);
    expect(await one(db, sql`SELECT 1 AS found FROM staff WHERE username = 'sneaky'`)).toBeUndefined();
  });

  it('answer CORS only to the back office origin, and member routes never to it', async () => {
    const { app } = await staffApp();
    const preflight = (url: string, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    expect((await preflight('/api/staff/login', backoffice)).headers['access-control-allow-origin']).toBe(backoffice);
    expect((await preflight('/api/staff/login', 'http://localhost:3000')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('/api/staff/login', 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('/api/v1/login', 'http://localhost:3000')).headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect((await preflight('/api/v1/login', backoffice)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('staff accounts (admin)', () => {
  it('creates an account with a one-time password, changes roles, keeps one admin, and audits each change', async () => {
    const { app, db, clock } = await staffApp();
    const admin = await staffClient(app, db, 'boss', ['admin'], clock);
    const created = await admin.post('/api/staff/accounts', { username: 'new.cashier', displayName: 'แคชเชียร์ใหม่', roles: ['cashier'] });
    expect(created.statusCode).toBe(201);
    const { account, password } = created.json() as { account: object; password: string };
    expect(account).toMatchObject({ username: 'new.cashier', roles: ['cashier'], status: 'active', totpEnrolled: false });
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await login(app, 'new.cashier', password)).json()).toMatchObject({ status: 'enrol' });
    expect((await admin.post('/api/staff/accounts', { username: 'new.cashier', displayName: 'x', roles: ['viewer'] })).statusCode).toBe(409);

    const demote = await admin.post('/api/staff/accounts/boss/roles', { roles: ['viewer'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await admin.post('/api/staff/accounts/boss/disable')).statusCode).toBe(409);
    expect((await admin.post('/api/staff/accounts/new.cashier/roles', { roles: ['cashier', 'support'] })).json()).toMatchObject({
      roles: ['cashier', 'support'],
    });

    const trail = (await admin.get('/api/staff/audit?action=staff.')).json() as { data: { action: string; actor: string; targetId: string }[] };
    expect(trail.data.map((row) => row.action)).toEqual(['staff.roles', 'staff.create', 'staff.sign-in', 'staff.enrol']);
    expect(trail.data[0]).toMatchObject({ actor: 'boss', targetId: 'new.cashier' });
    // The one-time password is in no row.
    expect(JSON.stringify(await all(db, sql`SELECT * FROM audit_log`))).not.toContain(password);
  });

  it('resets an authenticator: the next sign-in enrols again, and the sessions end', async () => {
    const { app, db, clock } = await staffApp();
    const admin = await staffClient(app, db, 'boss', ['admin'], clock);
    const other = await staffClient(app, db, 'mai', ['support'], clock);
    expect((await admin.post('/api/staff/accounts/mai/reset-totp')).json()).toMatchObject({ totpEnrolled: false });
    expect((await other.get('/api/staff/me')).statusCode).toBe(401);
    expect((await login(app, 'mai')).json()).toMatchObject({ status: 'enrol' });
  });
});

describe('the audit trail', () => {
  it('is append-only in the database: an UPDATE or a DELETE fails', async () => {
    const { db } = await staffApp();
    await recordAudit(db, { actor: { kind: 'system' }, action: 'test.row', target: { kind: 'x', id: '1' } }, 100);
    await expect(run(db, sql`UPDATE audit_log SET actor = 'someone else'`)).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(run(db, sql`DELETE FROM audit_log`)).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    expect(await all(db, sql`SELECT actor FROM audit_log`)).toEqual([{ actor: 'system' }]);
  });

  it('chains each row to the one before, so a row rewritten behind the triggers shows', async () => {
    const { db } = await staffApp();
    for (let i = 0; i < 3; i += 1) await recordAudit(db, { actor: { kind: 'staff', username: 'a' }, action: `test.${i}` }, 100 + i);
    expect(await verifyAuditChain(db)).toEqual({ rows: 3, brokenAt: null });
    // PostgreSQL names a trigger with its table.
    await exec(db, dialectOf(db) === 'postgres' ? 'DROP TRIGGER audit_log_no_update ON audit_log' : 'DROP TRIGGER audit_log_no_update');
    await run(db, sql`UPDATE audit_log SET action = 'test.rewritten' WHERE action = 'test.1'`);
    expect((await verifyAuditChain(db)).brokenAt).not.toBeNull();
  });

  it('exports CSV that a spreadsheet never runs as a formula', async () => {
    const { db } = await staffApp();
    await recordAudit(db, { actor: { kind: 'staff', username: 'a' }, action: 'ticket.reply', after: { message: '=HYPERLINK("http://evil")' } }, 100);
    const { csv } = await auditCsv(db, {});
    expect(csv.startsWith('\uFEFF"id","at"')).toBe(true);
    expect(csv).toContain('"{""message"":""=HYPERLINK(\\""http://evil\\"")""}"');
    await recordAudit(db, { actor: { kind: 'staff', username: '=cmd' }, action: 'x' }, 101);
    expect((await auditCsv(db, {})).csv).toContain(`"'=cmd"`);
  });
});

describe('npm run staff (the CLI)', () => {
  it('makes the first admin with a printed one-time password, lists, disables, and audits as the system', async () => {
    const { app, db } = await staffApp();
    const lines: string[] = [];
    await runStaffCli(db, ['add', 'Owner', '--name', 'เจ้าของ', '--role', 'admin'], (line) => lines.push(line));
    const password = /shown once.*: (\S+)$/m.exec(lines.join('\n'))?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await login(app, 'owner', password)).json()).toMatchObject({ status: 'enrol' });
    await expect(runStaffCli(db, ['add', 'owner', '--role', 'admin'], () => {})).rejects.toThrow(/exists/);
    await expect(runStaffCli(db, ['add', 'second', '--role', 'root'], () => {})).rejects.toThrow(/--role/);
    await runStaffCli(db, ['disable', 'owner'], () => {});
    expect((await login(app, 'owner', password)).statusCode).toBe(401);
    expect(await all(db, sql`SELECT actor, actor_kind, action FROM audit_log WHERE actor_kind = 'system' ORDER BY id`)).toEqual([
      { actor: 'cli', actor_kind: 'system', action: 'staff.create' },
      { actor: 'cli', actor_kind: 'system', action: 'staff.disable' },
    ]);
  });
});

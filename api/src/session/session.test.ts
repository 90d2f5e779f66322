import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';

async function login(app: ReturnType<typeof testApp>['app'], password: string = demoMember.password) {
  return app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: demoMember.username, password } });
}

describe('sessions', () => {
  it('signs the demo member in with a bearer token that opens the member endpoints', async () => {
    const { app } = testApp();
    const answer = await login(app);
    expect(answer.statusCode).toBe(200);
    const { accessToken, expiresIn } = answer.json() as { accessToken: string; expiresIn: number };
    expect(expiresIn).toBeGreaterThan(0);
    const auth = { authorization: `Bearer ${accessToken}` };

    const user = (await app.inject({ url: '/api/v1/auth', headers: auth })).json() as Record<string, unknown>;
    expect(user).toMatchObject({ username: demoMember.username, username2: 'DEMO01', web_agent_group: 'member' });
    expect(typeof user.password).toBe('string');
    // The site password and its hash never leave the server.
    expect(JSON.stringify(user)).not.toContain(demoMember.password);
    expect(JSON.stringify(user)).not.toMatch(/argon2id|scrypt\$/);

    expect((await app.inject({ url: '/api/v1/credit', headers: auth })).json()).toEqual({ credit: '1500.00' });
    expect((await app.inject({ url: '/api/v1/wallet', headers: auth })).json()).toEqual({ data: { balance: '120.50' } });
  });

  it('refuses a wrong password and an unknown member alike, in Thai', async () => {
    const { app } = testApp();
    const wrong = await login(app, 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: '0800000000', password: 'x' } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('logout revokes the token', async () => {
    const { app } = testApp();
    const { accessToken } = (await login(app)).json() as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await app.inject({ method: 'POST', url: '/api/v1/logout', headers: auth, payload: {} })).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/v1/credit', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // Logging out again, or without a token, is harmless.
    expect((await app.inject({ method: 'POST', url: '/api/v1/logout', headers: auth, payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v1/logout', payload: {} })).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    let now = Date.UTC(2026, 10, 21);
    const { app } = testApp({ now: () => now, tokenTtlSeconds: 60 });
    const { accessToken } = (await login(app)).json() as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await app.inject({ url: '/api/v1/credit', headers: auth })).statusCode).toBe(200);
    now += 61_000;
    expect((await app.inject({ url: '/api/v1/credit', headers: auth })).statusCode).toBe(401);
  });

  it('refuses a tampered or foreign token', async () => {
    const { app } = testApp();
    const { accessToken } = (await login(app)).json() as { accessToken: string };
    const [payload, signature] = accessToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url');
    const altered = `${signature.slice(0, -2)}${signature.endsWith('xx') ? 'yy' : 'xx'}`;
    // The same signature bytes spelled otherwise: the last character's spare bit flipped.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.slice(-1)) ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    for (const token of [`${forged}.${signature}`, `${payload}.${altered}`, `${payload}.${respelled}`, 'garbage', '']) {
      const answer = await app.inject({ url: '/api/v1/auth', headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode).toBe(401);
    }
    const { app: other } = testApp({ tokenSecret: 'another-secret-0123456789abcdef012345' });
    expect((await other.inject({ url: '/api/v1/auth', headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBe(401);
  });

  it('validates the login body with a Thai message', async () => {
    const { app } = testApp();
    for (const payload of [{}, { username: '', password: 'x' }, { username: 'a', password: 'b', extra: 1 }, { username: 1, password: 'b' }]) {
      const answer = await app.inject({ method: 'POST', url: '/api/v1/login', payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^ข้อมูลไม่ถูกต้อง/) });
    }
    const malformed = await app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('limits login attempts per address and username', async () => {
    const { app } = testApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) expect((await login(app, 'wrong')).statusCode).toBe(401);
    const limited = await login(app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
    // Another username from the same address is not locked out by this one.
    const other = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: '0899999999', password: 'Viewbet@1234' } });
    expect(other.statusCode).toBe(200);
  });
});

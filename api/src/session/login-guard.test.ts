import { testApp } from '../platform/test-app';
import { demoMember } from '../platform/seed';

// Guessing passwords: spraying usernames from one address, or one username from many addresses.

describe('login guard', () => {
  let clock = 1_000_000_000_000;
  const setup = () =>
    testApp({
      now: () => clock,
      loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
      loginGuardLimits: { addressMaxFailures: 5, accountFreeFailures: 3, accountBaseDelayMs: 30_000 },
    }).app;
  const login = (app: ReturnType<typeof setup>, username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password }, remoteAddress });

  beforeEach(() => {
    clock = 1_000_000_000_000;
  });

  it('stops one address trying many usernames, and lets it try again after the window', async () => {
    const app = setup();
    for (let i = 0; i < 5; i += 1) expect((await login(app, `08000000${10 + i}`, 'guess-1234', '203.0.113.5')).statusCode).toBe(401);
    const blocked = await login(app, demoMember.username, demoMember.password, '203.0.113.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: 'พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(app, demoMember.username, demoMember.password, '203.0.113.6')).statusCode).toBe(200);
    clock += 10 * 60_000 + 1;
    expect((await login(app, demoMember.username, demoMember.password, '203.0.113.5')).statusCode).toBe(200);
  });

  it('makes one username wait after its free failures, from any address, doubling; a success resets it', async () => {
    const app = setup();
    const from = (n: number) => `198.51.100.${n}`;
    for (let i = 1; i <= 3; i += 1) expect((await login(app, demoMember.username, 'wrong-pass1', from(i))).statusCode).toBe(401);
    // Now it waits 30 s: even the right password is not checked meanwhile.
    const waiting = await login(app, demoMember.username, demoMember.password, from(4));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    clock += 30_000;
    expect((await login(app, demoMember.username, 'wrong-pass1', from(5))).statusCode).toBe(401);
    // One more failure: 60 s.
    clock += 30_000;
    expect((await login(app, demoMember.username, demoMember.password, from(6))).headers['retry-after']).toBe('30');
    clock += 30_000;
    expect((await login(app, demoMember.username, demoMember.password, from(8))).statusCode).toBe(200);
    expect((await login(app, demoMember.username, 'wrong-pass1', from(9))).statusCode).toBe(401);
    expect((await login(app, demoMember.username, demoMember.password, from(10))).statusCode).toBe(200);
  });

  it('answers an unknown username exactly as a member: same codes, same waits', async () => {
    const app = setup();
    const answers = async (username: string) => {
      const seen: string[] = [];
      for (let i = 1; i <= 5; i += 1) {
        const answer = await login(app, username, 'wrong-pass1', `192.0.2.${i}`);
        seen.push(`${answer.statusCode} ${answer.headers['retry-after'] ?? '-'} ${answer.json().code}`);
      }
      return seen;
    };
    expect(await answers('0877777777')).toEqual(await answers(demoMember.username));
  });
});

import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sharedTestDatabase, testApp, testDialect } from '../app/test-app';
import { openDatabase, type Db } from '../base/db';
import { demoMember } from '../member/demo';
import { createHashQueue } from './passwords';

// Guessing passwords: spraying usernames from one address, or one username from many addresses.
// Every limit holds for one API process, and for two on one database taking turns (ADR 0063):
// each request goes to the other process, so an attacker gets one allowance, not one per process.

const folders: string[] = [];
const apps: FastifyInstance[] = [];
const databases: Db[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(databases.splice(0).map((db) => db.destroy()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Requests sent in turn to each of `processes`: what a load balancer in front of them does. */
function takingTurns(processes: FastifyInstance[]): FastifyInstance {
  let next = 0;
  return { inject: (options: InjectOptions) => (processes[next++ % processes.length] as FastifyInstance).inject(options) } as FastifyInstance;
}

describe.each([1, 2])('login guard (%i API processes)', (processes) => {
  let clock = 1_000_000_000_000;
  const setup = async (): Promise<FastifyInstance> => {
    const options = {
      now: () => clock,
      loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
      loginGuardLimits: { addressMaxFailures: 5, accountFreeFailures: 3, accountBaseDelayMs: 30_000 },
    };
    if (processes === 1) {
      const { app } = testApp(options);
      apps.push(app);
      return app;
    }
    // Two apps, each with its own connections to one database, as two processes of the API have.
    const location = await sharedTestDatabase();
    if (testDialect === 'sqlite') folders.push(dirname(location));
    const started: FastifyInstance[] = [];
    for (let i = 0; i < 2; i += 1) {
      const db = openDatabase(location);
      databases.push(db);
      const { app } = testApp({ ...options, db });
      apps.push(app);
      // Started one after the other, as processes are: the second finds the schema and the members made.
      await app.ready();
      started.push(app);
    }
    return takingTurns(started);
  };
  const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password }, remoteAddress });

  beforeEach(() => {
    clock = 1_000_000_000_000;
  });

  it('stops one address trying many usernames, and lets it try again after the window', async () => {
    const app = await setup();
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
    const app = await setup();
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
    const app = await setup();
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

  // The attacks of issue 22: a burst of concurrent requests is checked no more than a slow series.
  const statuses = async (answers: Promise<{ statusCode: number }>[]) => (await Promise.all(answers)).map((a) => a.statusCode);
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('checks at most its cap of a concurrent burst from one address', async () => {
    const app = await setup();
    const codes = await statuses(Array.from({ length: 300 }, (_, i) => login(app, `0810000${String(i).padStart(3, '0')}`, 'guess-1234', '203.0.113.7')));
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(295);
  });

  it("checks a member's password at most its free failures before the waits, however many addresses send it", async () => {
    const app = await setup();
    const burst = Array.from({ length: 100 }, (_, i) =>
      login(app, demoMember.username, i === 40 ? demoMember.password : `wrong-pass-${i}`, `198.51.100.${i + 1}`),
    );
    const codes = await statuses(burst);
    expect(count(codes, 401)).toBe(3);
    // The right password, sent in the burst after the free checks, was not checked either.
    expect(codes[40]).toBe(429);
    expect(count(codes, 200)).toBe(0);
  });

  it("never makes a browser the member signed in from wait for strangers' failures", async () => {
    const app = await setup();
    const signIn = (password: string, remoteAddress: string, device?: string) =>
      app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: demoMember.username, password, ...(device ? { device } : {}) }, remoteAddress });
    const first = await signIn(demoMember.password, '192.0.2.10');
    const { deviceToken } = first.json() as { deviceToken: string };
    expect(deviceToken).toEqual(expect.any(String));
    // Strangers, from everywhere at once: the username now waits for them.
    await statuses(Array.from({ length: 50 }, (_, i) => signIn(`wrong-pass-${i}`, `198.51.100.${i + 1}`)));
    expect((await signIn(demoMember.password, '192.0.2.99')).statusCode).toBe(429);
    // And a shared address (a phone network's) at its cap, from other usernames.
    for (let i = 0; i < 5; i += 1) await login(app, `08111111${10 + i}`, 'guess-1234', '203.0.113.50');
    expect((await signIn(demoMember.password, '203.0.113.50')).statusCode).toBe(429);
    // The member's own browser signs in all the same, from a new address or from the shared one.
    expect((await signIn(demoMember.password, '192.0.2.11', deviceToken)).statusCode).toBe(200);
    expect((await signIn(demoMember.password, '203.0.113.50', deviceToken)).statusCode).toBe(200);
    // A token given for another username is a stranger's.
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: '0800000000', password: 'x-wrong-1', device: deviceToken },
      remoteAddress: '192.0.2.12',
    });
    expect(other.statusCode).toBe(401);
    expect((await signIn(demoMember.password, '192.0.2.13', 'd.forged.token')).statusCode).toBe(429);
  });

  it('stops trusting a device token after its own failures', async () => {
    const app = await setup();
    const signIn = (password: string, device?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: demoMember.username, password, ...(device ? { device } : {}) },
        remoteAddress: '192.0.2.20',
      });
    const { deviceToken } = (await signIn(demoMember.password)).json() as { deviceToken: string };
    const codes = [];
    for (let i = 0; i < 10; i += 1) codes.push((await signIn(`wrong-pass-${i}`, deviceToken)).statusCode);
    expect(codes).toEqual(Array(10).fill(401));
    // Its holder is now a stranger: the username's own limits apply (3 free failures, then 30 s).
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push((await signIn('wrong-pass-y', deviceToken)).statusCode);
    expect(after).toEqual([401, 401, 401, 429]);
  });
});

describe('the password hash queue', () => {
  const gate = () => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { promise, open };
  };

  it('runs its width at once, queues a few, refuses the rest at once, and lets a trusted browser go first', async () => {
    const queue = createHashQueue(1, 2);
    const order: string[] = [];
    const job = (name: string, until: Promise<void>) => () => until.then(() => void order.push(name));
    const first = gate();
    const running = queue.run(job('running', first.promise));
    const a = queue.run(job('a', Promise.resolve()));
    const b = queue.run(job('b', Promise.resolve()));
    await expect(queue.run(job('refused', Promise.resolve()))).rejects.toMatchObject({ statusCode: 429 });
    const trusted = queue.run(job('trusted', Promise.resolve()), true);
    expect(queue.load()).toEqual({ running: 1, waiting: 3 });
    first.open();
    await Promise.all([running, a, b, trusted]);
    expect(order).toEqual(['running', 'trusted', 'a', 'b']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});

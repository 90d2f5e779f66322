import type { FastifyInstance } from 'fastify';
import { demoMember } from '../member/demo';
import { sharedTestDatabase, testAppAt } from './test-app';
import type { AppOptions } from './app';

// Issue 38, ADR 0063: the limits that were counted in each process's memory are counted in the
// database, so two API processes behind one load balancer give a client one allowance, not two.
// Each request here goes to the other process, as a round-robin balancer sends them. (Sign-in
// throttling itself: login-guard.test.ts and burst.test.ts, against one process and two.)

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** Two API processes on one database, and a way to send each request to the next one in turn. */
async function twoProcesses(options: Partial<AppOptions>) {
  const location = await sharedTestDatabase();
  apps = [testAppAt(location, options).app, testAppAt(location, options).app];
  let turn = 0;
  return { next: () => apps[turn++ % 2] as FastifyInstance };
}

it("the login route's limit per address and username holds across both processes", async () => {
  const { next } = await twoProcesses({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const login = (password: string) => next().inject({ method: 'POST', url: '/api/v1/login', payload: { username: demoMember.username, password } });
  const codes = [];
  for (let i = 0; i < 4; i += 1) codes.push((await login(`wrong-pass-${i}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 429]);
  expect((await login(demoMember.password)).statusCode).toBe(429);
});

it("a member's password-change attempts are counted once, whichever process answers", async () => {
  const { next } = await twoProcesses({ accountRateLimits: { passwordPerMember: { max: 2, timeWindowMs: 60_000 } } });
  const signedIn = await next().inject({ method: 'POST', url: '/api/v1/login', payload: demoMember });
  const headers = { authorization: `Bearer ${(signedIn.json() as { accessToken: string }).accessToken}` };
  const change = (currentPassword: string) =>
    next().inject({ method: 'POST', url: '/api/v1/account/password', headers, payload: { currentPassword, newPassword: 'Fresh1234x' } });
  expect((await change('Wrong@1')).statusCode).toBe(400);
  expect((await change('Wrong@2')).statusCode).toBe(400);
  expect((await change(demoMember.password)).statusCode).toBe(429);
});

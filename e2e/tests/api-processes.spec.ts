import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { demo, lane } from '../support/stack-env';
// @ts-expect-error plain ESM module without types (typed by its JSDoc for tools/)
import { startPostgres as untypedStartPostgres } from '../../tools/postgres.mjs';
// @ts-expect-error plain ESM module without types (typed by its JSDoc for tools/)
import { startApiGateway as untypedStartApiGateway } from '../../tools/serving/api-gateway.mjs';

// Issue 38, ADRs 0063 and 0064: two API processes (OS processes, the built server) on one database,
// each request going to the next in turn: on an SQLite file, the client takes turns itself; on a
// throw-away PostgreSQL server, through compose's upstream (Debian's nginx with the conf the
// compose init writes, tools/serving/api-gateway.mjs), the topology docker-compose.yml runs. The
// balance's event stream works through that upstream whichever process makes the credit. The
// sign-in limits are counted in the database, so the attacker gets one allowance, not one per process: spraying
// usernames from one address, guessing one username from many addresses, a stranger's failures
// never locking the member's own browser out, and a concurrent burst checked no more than its cap
// while the member signs in. The limits are the API's settings, made small here.

const limits = { addressMaxFailures: 6, accountFreeFailures: 3 };
const base = 4150 + Number(process.env.E2E_PORT_OFFSET ?? 0) + lane * 200;

interface Answer {
  status: number;
  body: string;
}

const startPostgres = untypedStartPostgres as () => Promise<{ url: string; stop: () => Promise<void> }>;
const startApiGateway = untypedStartApiGateway as (options: { upstreams: string[]; port: number }) => Promise<{ url: string; close: () => Promise<void> }>;
const operatorKey = 'two-processes-operator-key-0123456789';

let ports: number[] = [];
let turn = 0;
/** A sign-in sent to the next process, from `from` (a loopback address of its own). */
function signIn(body: Record<string, string>, from: string): Promise<Answer> {
  const port = ports[turn++ % ports.length] as number;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/api/v1/login', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function healthy(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API on ${port} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the API on ${port} did not start`);
}

for (const [index, database] of (['SQLite', 'PostgreSQL'] as const).entries())
  test.describe(`two API processes on one ${database} database`, () => {
    const children: ChildProcess[] = [];
    let folder = '';
    let stopPostgres = async (): Promise<void> => {};
    let closeGateway = async (): Promise<void> => {};
    const processPorts = [base + 3 * index, base + 3 * index + 1];

    test.beforeAll(async () => {
      ports = processPorts;
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-processes-'));
      let location: Record<string, string> = { API_DB_FILE: path.join(folder, 'api.db') };
      if (database === 'PostgreSQL') {
        const server = await startPostgres();
        stopPostgres = server.stop;
        // Behind the upstream, the processes believe its X-Forwarded-For (compose: its fixed address).
        location = { DATABASE_URL: server.url, API_TRUST_PROXY: '127.0.0.1' };
      }
      const env = {
        ...process.env,
        API_HOST: '127.0.0.1',
        ...location,
        API_TOKEN_SECRET: 'two-processes-secret-0123456789abcdef',
        API_LOGIN_ADDRESS_MAX_FAILURES: String(limits.addressMaxFailures),
        API_LOGIN_ACCOUNT_FREE_FAILURES: String(limits.accountFreeFailures),
        API_LOG_LEVEL: 'warn',
        API_OPERATOR_KEY: operatorKey,
      };
      // The first seeds the demo members; the second opens the same database after it.
      for (const [nth, port] of processPorts.entries()) {
        const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
          cwd: path.join(repoRoot, 'api'),
          env: { ...env, API_PORT: String(port), API_SEED_DEMO: nth === 0 ? '1' : '0' },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        children.push(child);
        await healthy(port, child);
      }
      if (database === 'PostgreSQL') {
        const gatewayPort = base + 3 * index + 2;
        const gateway = await startApiGateway({ upstreams: processPorts.map((port) => `127.0.0.1:${port}`), port: gatewayPort });
        closeGateway = gateway.close;
        ports = [gatewayPort];
      }
    });

    test.afterAll(async () => {
      await Promise.all(
        children.map((child) => new Promise((done) => (child.exitCode !== null ? done(undefined) : (child.once('exit', done), child.kill('SIGTERM'))))),
      );
      children.length = 0;
      await closeGateway();
      fs.rmSync(folder, { recursive: true, force: true });
      await stopPostgres();
    });

    test('one address spraying usernames gets its cap across both, then not even the right password is checked', async () => {
      const codes = [];
      for (let i = 0; i < limits.addressMaxFailures + 2; i += 1)
        codes.push((await signIn({ username: `08100000${10 + i}`, password: 'guess-1234' }, '127.0.0.5')).status);
      expect(codes).toEqual([...Array(limits.addressMaxFailures).fill(401), 429, 429]);
      expect((await signIn(demo, '127.0.0.5')).status).toBe(429);
      expect((await signIn(demo, '127.0.0.6')).status).toBe(200);
    });

    test("one username guessed from many addresses waits after its free failures, whichever process answers; the member's own browser does not", async () => {
      const member = { username: '0899999999', password: 'Viewbet@1234' };
      const { deviceToken } = JSON.parse((await signIn(member, '127.0.2.1')).body) as { deviceToken: string };
      const codes = [];
      for (let i = 0; i < limits.accountFreeFailures + 3; i += 1)
        codes.push((await signIn({ username: member.username, password: `wrong-pass-${i}` }, `127.0.1.${i + 1}`)).status);
      expect(codes).toEqual([...Array(limits.accountFreeFailures).fill(401), 429, 429, 429]);
      // The right password from a stranger's browser waits too; the member's browser, on both processes, does not.
      expect((await signIn(member, '127.0.1.50')).status).toBe(429);
      expect((await signIn({ ...member, device: deviceToken }, '127.0.1.51')).status).toBe(200);
      expect((await signIn({ ...member, device: deviceToken }, '127.0.1.52')).status).toBe(200);
    });

    test('a burst from one address is checked no more than its cap in all, while the member signs in', async () => {
      const member = { username: demo.username, password: demo.password };
      const { deviceToken } = JSON.parse((await signIn(member, '127.0.3.2')).body) as { deviceToken: string };
      const burst = Promise.all(
        Array.from({ length: 200 }, (_, i) => signIn({ username: `08${String(20_000_000 + i)}`, password: 'guess-1234' }, '127.0.3.1')),
      );
      const mine = [];
      for (let i = 0; i < 6; i += 1) mine.push((await signIn({ ...member, device: deviceToken }, '127.0.3.2')).status);
      const answers = await burst;
      expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(limits.addressMaxFailures);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
      expect(mine).toEqual(Array(6).fill(200));
    });

    test('a credit made by either process reaches the balance stream held through the other, within a second', async () => {
      const api = `http://127.0.0.1:${ports[0]}`;
      const login = await fetch(`${api}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo) });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const ticket = await fetch(`${api}/api/v1/wallet/balance-stream/tickets`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
      const { ticket: value } = (await ticket.json()) as { ticket: string };
      const events: { credit: string; at: number }[] = [];
      const stream = http.get(`http://127.0.0.1:${ports[ports.length - 1]}/api/v1/wallet/balance-stream?ticket=${value}`, { agent: false }, (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const credit = /event: balance\ndata: \{"credit":"([0-9.]+)"/.exec(block)?.[1];
            if (credit) events.push({ credit, at: Date.now() });
          }
        });
      });
      try {
        await expect.poll(() => events.length).toBe(1);
        let credit = Math.round(Number(events[0]?.credit) * 100);
        // Four credits, each request to the next process: both make some, the stream shows each.
        for (let i = 0; i < 4; i += 1) {
          credit += 500;
          const made = Date.now();
          const answer = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/operator/bank-statement`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey },
            body: JSON.stringify({ transRef: `TWOPROC${index}${i}${Date.now()}`, fromBank: 'SCB', fromAccount: '4071234567', amount: '5.00' }),
          });
          expect(answer.status).toBe(200);
          const expected = (credit / 100).toFixed(2);
          await expect.poll(() => events.find((event) => event.credit === expected)?.at, { timeout: 2_000 }).toBeDefined();
          expect((events.find((event) => event.credit === expected)?.at ?? Infinity) - made).toBeLessThan(1_000);
        }
      } finally {
        stream.destroy();
      }
    });
  });

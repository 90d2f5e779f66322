// Benchmark (issue 38, part 5): open member pages held by the reference API, with the balance
// pushed on the event stream (ADR 0062). Simulated members on loopback only: each holds a stream
// (a ticket, then the stream), sends the spec's credit, wallet and event-log polls every 60 s
// (spread over the minute), and a few deposits per second are credited by the operator's bank
// statement feed. Reports the streams held, the API's memory per stream, the credit-to-event
// latency (p50, p95, p99, from the operator's call to the member's event), requests per second
// and the API's CPU. Stops by itself.
//   npm run bench:load                      (PAGES=10000 DURATION_S=60 CREDITS_PER_S=5)
//   PROCESSES=2 npm run bench:load          two API processes on the one SQLite file, each request
//                                           to the next in turn (a ticket bought from one process
//                                           opens its stream on the other; a credit made by one
//                                           reaches streams the other holds)
//   DATABASE=postgres PROCESSES=2 npm run bench:load    the same on a throw-away PostgreSQL server
//                                           (tools/postgres.mjs; Debian's postgresql package)
// The members and their sessions are written into the bench's own fresh database before the API
// starts (10,000 argon2 sign-ins would take minutes and measure the sign-in, not the stream).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { ensureBuilt, ensureInstalled } from '../ensure.mjs';
import { startPostgres } from '../postgres.mjs';
import { repoRoot } from '../stack.mjs';

const pages = Number(process.env.PAGES ?? 10_000);
const durationS = Number(process.env.DURATION_S ?? 60);
const creditsPerS = Number(process.env.CREDITS_PER_S ?? 5);
const port = Number(process.env.BENCH_API_PORT ?? 4391);
const processes = Number(process.env.PROCESSES ?? 1);
const postgres = process.env.DATABASE === 'postgres';
const ports = Array.from({ length: processes }, (_, i) => port + i);
let turn = 0;
/** The next process, as a round-robin upstream picks it. */
const nextPort = () => ports[turn++ % ports.length];
const host = '127.0.0.1';
const secret = `bench-secret-${randomUUID()}`;
const operatorKey = `bench-operator-${randomUUID()}`;
const goals = { pages: 10_000, p95Ms: 1_000 };

/**
 * A percentile of sorted values (nearest rank).
 * @param {number[]} sorted
 * @param {number} share
 */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

/**
 * The API's members and their sessions, written straight into its database (SQLite file or
 * PostgreSQL URL) through the API's own database layer, 500 rows a statement.
 * @param {string} location
 */
async function seed(location) {
  const requireApi = createRequire(path.join(repoRoot, 'api/package.json'));
  const { sql } = requireApi('kysely');
  const { all, openDatabase, run } = requireApi('./dist/base/db.js');
  const { migrate } = requireApi('./dist/app/schema.js');
  const { signToken } = requireApi('./dist/session/tokens.js');
  const db = openDatabase(location);
  await migrate(db);
  const now = Math.floor(Date.now() / 1000);
  /** @type {{ id: number, token: string, account: string }[]} */
  const members = [];
  for (let from = 0; from < pages; from += 500) {
    const batch = Array.from({ length: Math.min(500, pages - from) }, (_, i) => from + i);
    const rows = batch.map((i) => sql`(${`09${String(10_000_000 + i)}`}, 'x', 'x', ${now}, 'KBANK', ${String(7_000_000_000 + i)}, ${`สมาชิก ทดสอบ${i}`})`);
    /** @type {{ id: number, bank_account: string }[]} */
    const made = await all(
      db,
      sql`INSERT INTO members (username, password_hash, sportsbook_password, created_at, bank_code, bank_account, account_name)
          VALUES ${sql.join(rows)} RETURNING id, bank_account`,
    );
    const sessions = made.map(({ id, bank_account: account }) => {
      const jti = randomUUID();
      members.push({ id, token: signToken({ sub: id, jti, exp: now + 86_400 }, secret), account });
      return sql`(${jti}, ${id}, ${now}, ${now + 86_400})`;
    });
    await run(db, sql`INSERT INTO sessions (jti, member_id, created_at, expires_at) VALUES ${sql.join(sessions)}`);
  }
  await db.destroy();
  return members;
}

/**
 * The processes whose parent is `pid`, from /proc (a PostgreSQL server's workers).
 * @param {number} pid
 */
function childrenOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * The PostgreSQL server's CPU time so far (seconds): its main process, the workers it has reaped
 * (their time is its children's time) and the workers alive now. 0 without a server (SQLite runs
 * in the API's processes).
 */
function databaseCpu() {
  if (!server) return 0;
  /** @param {number} pid @param {boolean} withReaped */
  const cpuOf = (pid, withReaped) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const own = Number(fields[11]) + Number(fields[12]);
      return (withReaped ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
    } catch {
      return 0;
    }
  };
  return cpuOf(server.pid, true) + childrenOf(server.pid).reduce((sum, pid) => sum + cpuOf(pid, false), 0);
}

/**
 * The API processes' resident memory (bytes) and CPU time so far (seconds), summed, from /proc.
 * @param {number[]} pids
 */
function usage(pids) {
  let rss = 0;
  let cpu = 0;
  for (const pid of pids.filter((pid) => fs.existsSync(`/proc/${pid}`))) {
    rss += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    cpu += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return { rss, cpu };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const counts = { requests: 0, errors: 0 };
/** @type {string[]} */
const errorSamples = [];

/**
 * One request on the shared keep-alive connections; answers the status and the body.
 * @param {string} method
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, body: string }>}
 */
function call(method, url, headers, body) {
  counts.requests += 1;
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `http://${host}:${nextPort()}${url}`,
      { method, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 400) {
            counts.errors += 1;
            if (errorSamples.length < 5) errorSamples.push(`${method} ${url} ${status} ${text.slice(0, 120)}`);
          }
          resolve({ status, body: text });
        });
      },
    );
    request.on('error', (error) => {
      counts.errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${method} ${url} ${error.message}`);
      resolve({ status: 0, body: '' });
    });
    request.end(payload);
  });
}

/** The credits waiting for their event, by member: the credit the event will carry, and when it was made. */
const waiting = new Map();
/** @type {number[]} */
const latencies = [];
let open = 0;
let dropped = 0;

/**
 * A member's page: buys a ticket and holds the stream, noting when a credit it waits for arrives.
 * @param {{ id: number, token: string }} member
 */
async function holdStream(member) {
  const ticket = await call('POST', '/api/v1/wallet/balance-stream/tickets', { authorization: `Bearer ${member.token}` });
  if (ticket.status !== 201) return;
  const { ticket: value } = JSON.parse(ticket.body);
  await new Promise((resolve) => {
    const request = http.get(`http://${host}:${nextPort()}/api/v1/wallet/balance-stream?ticket=${value}`, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        counts.errors += 1;
        response.resume();
        resolve(undefined);
        return;
      }
      open += 1;
      resolve(undefined);
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.includes('event: balance')) continue;
          const credit = /"credit":"([0-9.]+)"/.exec(block)?.[1];
          const pending = waiting.get(member.id);
          const index = pending?.findIndex((/** @type {{ credit: string }} */ item) => item.credit === credit) ?? -1;
          if (pending && index >= 0) {
            latencies.push(performance.now() - pending[index].at);
            pending.splice(index, 1);
          }
        }
      });
      response.on('close', () => {
        open -= 1;
        dropped += 1;
      });
    });
    request.on('error', () => {
      counts.errors += 1;
      resolve(undefined);
    });
  });
}

/**
 * Runs `work` for every item, `width` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} width
 * @param {(item: T) => Promise<void>} work
 */
async function inBatches(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(/** @type {T} */ (items[next++]));
    }),
  );
}

ensureInstalled();
await ensureBuilt();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
const server = postgres ? await startPostgres() : null;
const location = server?.url ?? path.join(work, 'api.db');
console.log(`[bench:load] ${pages} members, their sessions and accounts written to ${postgres ? 'a throw-away PostgreSQL server' : location}`);
const members = await seed(location);
const apis = ports.map((apiPort) =>
  spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      API_HOST: host,
      ...(postgres ? { DATABASE_URL: location } : { API_DB_FILE: location }),
      API_TOKEN_SECRET: secret,
      API_OPERATOR_KEY: operatorKey,
      API_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const pid = apis.map((api) => /** @type {number} */ (api.pid));
try {
  for (let i = 0; ; i += 1) {
    const answers = await Promise.all(ports.map(() => call('GET', '/health', {})));
    if (answers.every((answer) => answer.status === 200)) break;
    if (i > 100) throw new Error('[bench:load] the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The start's refused health checks are not the load's.
  counts.requests = 0;
  counts.errors = 0;
  errorSamples.length = 0;
  const idle = usage(pid);
  const openStart = performance.now();
  await inBatches(members, 100, holdStream);
  const openedIn = (performance.now() - openStart) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const held = usage(pid);
  console.log(`[bench:load] ${open} streams open in ${openedIn.toFixed(1)} s; loading for ${durationS} s`);

  // The load: each member's spec polls once a minute, spread over it, and credits at their rate.
  counts.requests = 0;
  counts.errors = 0;
  const start = usage(pid);
  const databaseStart = databaseCpu();
  const started = performance.now();
  const pollEveryMs = 60_000 / members.length;
  let polled = 0;
  let transfers = 0;
  const poller = setInterval(() => {
    const due = Math.floor((performance.now() - started) / pollEveryMs);
    for (; polled < due; polled += 1) {
      const member = /** @type {(typeof members)[number]} */ (members[polled % members.length]);
      const headers = { authorization: `Bearer ${member.token}` };
      void call('GET', '/api/v1/credit', headers);
      void call('GET', '/api/v1/wallet', headers);
      void call('POST', '/api/v1/event-log', headers, { ip_address: '{ip}', user_agent: 'bench', last_entry: '/profile' });
    }
  }, 20);
  /** Each member's credit, as the bench's transfers make it (satang). */
  const credit = new Map();
  // A tenth of a second's credits each tick; a fraction waits for the next tick (5/s: one every other tick).
  let owed = 0;
  const crediter = setInterval(() => {
    for (owed += creditsPerS / 10; owed >= 1; owed -= 1) {
      const member = /** @type {(typeof members)[number]} */ (members[Math.floor(Math.random() * members.length)]);
      const amount = 10_000 + Math.floor(Math.random() * 40_000);
      const after = (credit.get(member.id) ?? 0) + amount;
      credit.set(member.id, after);
      const expected = `${Math.floor(after / 100)}.${String(after % 100).padStart(2, '0')}`;
      const list = waiting.get(member.id) ?? [];
      list.push({ credit: expected, at: performance.now() });
      waiting.set(member.id, list);
      transfers += 1;
      const line = { transRef: `BENCH${Date.now()}${transfers}`, fromBank: 'KBANK', fromAccount: member.account, amount: (amount / 100).toFixed(2) };
      void call('POST', '/api/operator/bank-statement', { 'x-operator-key': operatorKey }, line);
    }
  }, 100);
  await new Promise((resolve) => setTimeout(resolve, durationS * 1000));
  clearInterval(poller);
  clearInterval(crediter);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const end = usage(pid);
  const databaseEnd = databaseCpu();
  const elapsed = (performance.now() - started) / 1000;

  const sorted = [...latencies].sort((a, b) => a - b);
  const missing = [...waiting.values()].reduce((sum, list) => sum + list.length, 0);
  const result = {
    at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    database: `${postgres ? 'PostgreSQL' : 'SQLite'}, ${processes === 1 ? 'one API process' : `${processes} API processes on one database, taking turns`}`,
    pages,
    streamsHeld: open,
    streamsDropped: dropped,
    openedInSeconds: Number(openedIn.toFixed(1)),
    memoryPerStreamKb: Number(((held.rss - idle.rss) / Math.max(open, 1) / 1024).toFixed(1)),
    apiRssMb: Number((end.rss / 2 ** 20).toFixed(0)),
    creditsMade: transfers,
    creditEventsMissing: missing,
    latencyMs: { p50: Math.round(percentile(sorted, 0.5)), p95: Math.round(percentile(sorted, 0.95)), p99: Math.round(percentile(sorted, 0.99)) },
    requestsPerSecond: Math.round(counts.requests / elapsed),
    apiCpuPercentOfOneCore: Math.round(((end.cpu - start.cpu) / elapsed) * 100),
    ...(server ? { databaseCpuPercentOfOneCore: Math.round(((databaseEnd - databaseStart) / elapsed) * 100) } : {}),
    errors: counts.errors,
    errorSamples,
  };
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.join(repoRoot, 'tools/bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, `tools/bench/results/load-${result.at.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const failed = [
    open < Math.min(pages, goals.pages) ? `${open} streams held, goal ${Math.min(pages, goals.pages)}` : null,
    !(result.latencyMs.p95 <= goals.p95Ms) ? `credit-to-event p95 ${result.latencyMs.p95} ms, goal ≤ ${goals.p95Ms} ms` : null,
    missing > 0 ? `${missing} credits never reached their stream` : null,
    counts.errors > 0 ? `${counts.errors} error answers` : null,
  ].filter(Boolean);
  console.log(failed.length ? `[bench:load] goals missed: ${failed.join('; ')}` : '[bench:load] goals met: every page held, p95 within 1 s, no errors');
  process.exitCode = failed.length ? 1 : 0;
} finally {
  await Promise.all(apis.map((api) => new Promise((done) => (api.exitCode !== null ? done(undefined) : (api.once('exit', done), api.kill('SIGTERM'))))));
  agent.destroy();
  fs.rmSync(work, { recursive: true, force: true });
  await server?.stop();
  // The streams' sockets end with the API.
  setTimeout(() => process.exit(), 1_000).unref();
}

// Benchmark: how long a sign-in takes on this machine, server side included (argon2id at OWASP's
// parameters), for a member and for an unknown username (the same work, by design). Median of RUNS
// (default 20) sequential logins after two warm-ups, against the built API on a fresh database.
//   npm run bench:login
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../stack.mjs';
import { median, runs } from './bench-stack.mjs';

const port = Number(process.env.BENCH_API_PORT ?? 4390);
const url = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
const api = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
  env: {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_DB_FILE: path.join(work, 'api.db'),
    API_SEED_DEMO: '1',
    API_LOGIN_RATE_MAX: '100000',
    API_LOGIN_ADDRESS_MAX_FAILURES: '100000',
    API_LOGIN_ACCOUNT_FREE_FAILURES: '100000',
  },
  stdio: 'ignore',
});

async function ready() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('[bench] the API did not start');
}

/**
 * The median time of `count` sign-ins with `body`, after two warm-ups.
 * @param {{ username: string, password: string }} body
 * @param {number} count
 */
async function timeLogins(body, count) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < count + 2; i += 1) {
    const start = performance.now();
    const answer = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await answer.arrayBuffer();
    if (i >= 2) times.push(performance.now() - start);
  }
  return median(times);
}

try {
  await ready();
  const count = Math.max(runs, 20);
  const member = await timeLogins({ username: '0812345678', password: 'Demo@1234' }, count);
  const unknown = await timeLogins({ username: '0800000000', password: 'Demo@1234' }, count);
  console.log(`[bench] sign-in, median of ${count}: member ${member.toFixed(1)} ms, unknown username ${unknown.toFixed(1)} ms`);
} finally {
  api.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}

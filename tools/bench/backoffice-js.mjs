// Benchmark: what the staff back office's first load costs (issue 35: under 400 KB brotli), as
// transferred, JavaScript and CSS over every app and library: its sign-in page, and a cashier's
// first page after signing in (the withdrawal queue, whose staff remote comes with it), each a
// cold load. Real builds, real Chromium; median of RUNS (default 5).
//   npm run bench:backoffice          (VERBOSE=1: the size of each file)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { repoRoot } from '../stack.mjs';
import { median, resourceEntries, runs, withBenchStack } from './bench-stack.mjs';

const budgetKb = 400;

/**
 * Kilobytes as transferred of the scripts and stylesheets among the page's resource entries.
 * @param {import('./bench-stack.mjs').ResourceEntry[]} entries
 */
const codeKb = (entries) => entries.filter((e) => /\.(js|css)(\?|$)/.test(e.name)).reduce((sum, e) => sum + e.size, 0) / 1024;

/**
 * A cashier made by the staff CLI on the bench's database and signed in through the API
 * (password, then the enrolment's first code): the session's token.
 * @param {string} dbFile
 * @param {string} apiUrl
 * @param {string} origin
 */
async function cashierToken(dbFile, apiUrl, origin) {
  const out = execFileSync(process.execPath, [path.join(repoRoot, 'api/dist/app/staff-cli.js'), 'add', 'bench.cashier', '--role', 'cashier'], {
    env: { ...process.env, API_DB_FILE: dbFile },
    encoding: 'utf8',
  });
  const password = /shown once.*: (\S+)$/m.exec(out)?.[1];
  /** @param {string} route @param {object} body */
  const post = async (route, body) =>
    (await fetch(`${apiUrl}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) })).json();
  const first = await post('/api/staff/login', { username: 'bench.cashier', password });
  const code = TOTP.generate({ secret: Secret.fromBase32(first.secret) });
  const session = await post('/api/staff/login/enrol', { challenge: first.challenge, code });
  if (typeof session.token !== 'string') throw new Error(`[tools] the bench's cashier could not sign in: ${JSON.stringify(session)}`);
  return session.token;
}

const results = await withBenchStack(async (stack, browser, dbFile) => {
  const url = stack.backoffice.url.replace('localhost', '127.0.0.1');
  const token = await cashierToken(dbFile, stack.api.url, new URL(url).origin);
  const found = [];
  for (let i = 0; i < runs; i += 1) {
    const signIn = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const signInPage = await signIn.newPage();
    await signInPage.goto(url, { waitUntil: 'networkidle' });
    await signInPage.getByLabel('ชื่อผู้ใช้').waitFor();
    const signInKb = codeKb(await resourceEntries(signInPage));
    await signIn.close();

    const work = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    await work.addInitScript((kept) => globalThis.sessionStorage.setItem('backoffice.staff-token', kept), token);
    const page = await work.newPage();
    await page.goto(`${url}/withdrawals`);
    await page.getByRole('heading', { level: 1, name: 'รายการถอน' }).waitFor();
    await page.waitForLoadState('networkidle');
    const entries = await resourceEntries(page);
    if (process.env.VERBOSE && i === 0) {
      for (const e of entries.filter((x) => /\.(js|css)(\?|$)/.test(x.name))) console.log(`  ${(e.size / 1024).toFixed(1).padStart(6)} KB  ${e.name}`);
    }
    found.push({ signInKb, queueKb: codeKb(entries) });
    await work.close();
  }
  return found;
});

const signInKb = median(results.map((r) => r.signInKb));
const queueKb = median(results.map((r) => r.queueKb));
console.log(`back office sign-in: JS+CSS ${signInKb.toFixed(1)} KB on the wire (cold, median of ${runs}; budget ${budgetKb} KB)`);
console.log(`back office /withdrawals, signed in: JS+CSS ${queueKb.toFixed(1)} KB on the wire (cold, median of ${runs}; budget ${budgetKb} KB)`);
console.log(`runs: ${results.map((r) => `${r.signInKb.toFixed(1)}/${r.queueKb.toFixed(1)}`).join(', ')}`);
process.exitCode = Math.max(signInKb, queueKb) <= budgetKb ? 0 : 1;

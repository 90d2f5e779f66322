// Benchmark: member pages at their floor (issue 36). Lighthouse 12.8 (mobile, simulated
// throttling, performance only) on signed-in member pages, in two states, RUNS times each
// (default 5), medians printed against the goals; exit 1 when one is missed.
//   cold: a new phone: no HTTP cache, no service worker, the member's token in local storage;
//         goals LCP ≤ 2.5 s, score ≥ 0.95, CLS ≤ 0.02.
//   warm: a returning member: the page was loaded once before in the same browser (HTTP cache and
//         service worker in place, the profile and last balance kept), token present; goal LCP ≤ 1.5 s.
// Each run is a fresh Chromium: the state is prepared through it over the DevTools protocol
// (the cache and the origin's storage and service workers cleared, the token set on the shell's
// origin; warm: the page loaded once and its service worker in control), then Lighthouse runs
// with its storage reset off. The run's own network records prove the state: a cold run fetched
// every file from the network, a warm run none of the content-hashed ones.
//   npm run bench:member-pages    (RUNS=3 for a quicker look; PAGES=/topup,/profile for some;
//                                  STATES=cold or warm for one; DETAILS=1 lists each median run's
//                                  layout shifts, long tasks and requests)
//
// The representative set: every member route is a page of one of three remotes (mf-games,
// mf-wallet, mf-account) inside the shell's member chrome (ADR 0041), and reaches the screen
// through the same chain: the HTML, the shell's script, config.json and remotes.json, the route
// steps (the token), the member chrome's chunk, the remote's manifest, entry and exposed app, the
// page's chunk, its first API answers. What differs between routes is the remote, whether the
// page waits for the API's capabilities (routes beyond section 7: deposit, withdraw, the lobbies,
// the histories) and which chrome it gets. /playgame: mf-games, the playgame bar instead of the
// balance bar and bottom nav, no capability. /topup and /withdraw: mf-wallet, the balance bar and
// bottom nav, each behind a capability, the wallet's largest forms (deposit methods, bank
// accounts). /profile: mf-account, no capability, the account's lists. So each remote, each
// chrome and both kinds of route are measured; another page of the same remote and kind differs
// only by its own chunk and answers (a lobby's images: /casino, cheap to add with PAGES).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { repoRoot } from '../stack.mjs';
import { median, memberToken, runs, withBenchStack } from './bench-stack.mjs';
import { audit, format, mark } from './lighthouse-audit.mjs';

/** @typedef {import('./lighthouse-audit.mjs').Figures} Figures */
/** @typedef {'cold' | 'warm'} State */

const pages = process.env.PAGES?.split(',') ?? ['/playgame', '/topup', '/withdraw', '/profile'];
const states = /** @type {State[]} */ (process.env.STATES?.split(',') ?? ['cold', 'warm']);
const goals = {
  cold: { lcpMs: 2500, score: 0.95, cls: 0.02 },
  warm: { lcpMs: 1500 },
};
/** The phone Lighthouse's mobile run emulates (its default screen). */
const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Prepares a fresh Chromium (DevTools port) for a run: nothing of the site kept, then the
 * member's token on the shell's origin; for a warm run, the page loaded once (its service worker
 * registered and in control, the idle prefetch done). A file the shell reads nothing from
 * (the web app manifest) opens the origin, so the token is set without running the site.
 * @param {number} port
 * @param {{ origin: string, token: string, warmUrl?: string }} options
 */
async function prepare(port, { origin, token, warmUrl }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: phone });
  try {
    const page = await browser.newPage();
    const devtools = await page.createCDPSession();
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate((value) => globalThis.localStorage.setItem('access_token', value), token);
    if (warmUrl) {
      await page.goto(warmUrl, { waitUntil: 'networkidle0' });
      await page
        .waitForFunction(() => globalThis.navigator.serviceWorker.controller !== null, { timeout: 15_000 })
        .catch(async () => {
          // Registered at the load event: once active, a reload puts the page under it.
          await page.reload({ waitUntil: 'networkidle0' });
        });
      // The idle prefetch of the other remotes comes within 2 s (spec section 9); the page polls
      // the balance's version every 2 s, so the network is never idle for long.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    await page.goto('about:blank');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Whether a run started from the state it claims, from its own requests: cold fetched everything
 * from the network; warm took every content-hashed file from the HTTP cache or the service worker.
 * @param {State} state
 * @param {Figures} run
 */
function stateCheck(state, run) {
  const site = run.requests.filter((r) => /^https?:/.test(r.url));
  const kept = site.filter((r) => r.fromCache || r.fromServiceWorker);
  const hashed = site.filter((r) => /\.[0-9a-f]{10}\.(js|css|woff2?|svg|png|webp)$/.test(new URL(r.url).pathname));
  const hashedFetched = hashed.filter((r) => !r.fromCache && !r.fromServiceWorker);
  const ok = state === 'cold' ? kept.length === 0 && hashed.length > 0 : hashed.length > 0 && hashedFetched.length === 0;
  return {
    ok,
    text: `${site.length} requests, ${kept.length} from the cache or service worker, ${hashedFetched.length} of ${hashed.length} hashed files from the network, ${format.kb(site.reduce((sum, r) => sum + r.transferBytes, 0) / 1024)} transferred`,
    hashedFetched: hashedFetched.map((r) => r.url),
  };
}

/**
 * The medians of one page and state, and what its median run (by LCP) saw.
 * @param {State} state
 * @param {Figures[]} list
 */
function summary(state, list) {
  /** @param {'score' | 'lcp' | 'fcp' | 'cls' | 'tbt' | 'benchmarkIndex'} key */
  const pick = (key) => median(list.map((r) => r[key]));
  const lcp = pick('lcp');
  const medianRun = list.find((r) => r.lcp === lcp) ?? list[0];
  const checks = list.map((r) => stateCheck(state, r));
  return {
    score: pick('score'),
    lcp,
    fcp: pick('fcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    benchmarkIndex: pick('benchmarkIndex'),
    lcpElement: medianRun?.lcpElement ?? '',
    lcpRuns: list.map((r) => Math.round(r.lcp)),
    scoreRuns: list.map((r) => r.score),
    clsRuns: list.map((r) => Number(r.cls.toFixed(3))),
    stateOk: checks.every((c) => c.ok),
    stateText: medianRun ? stateCheck(state, medianRun).text : '',
    stateFailures: checks.filter((c) => !c.ok).map((c) => c.text + (c.hashedFetched.length ? `: ${c.hashedFetched.slice(0, 5).join(', ')}` : '')),
    shifts: medianRun?.shifts ?? [],
    longTasks: medianRun?.longTasks ?? [],
    requests: medianRun?.requests ?? [],
  };
}

const results = await withBenchStack(async (stack) => {
  const shellUrl = stack.shellUrl.replace('localhost', '127.0.0.1');
  const origin = new URL(shellUrl).origin;
  const token = await memberToken(stack);
  /** @type {Record<string, Record<string, Figures[]>>} */
  const found = Object.fromEntries(pages.map((name) => [name, Object.fromEntries(states.map((state) => [state, []]))]));
  for (let i = 0; i < runs; i += 1) {
    // Pages and states alternate, so a busy moment of the machine touches all alike.
    for (const name of pages) {
      for (const state of states) {
        const url = `${shellUrl}${name}`;
        const run = await audit(url, { keepStorage: true, prepare: (port) => prepare(port, { origin, token, ...(state === 'warm' ? { warmUrl: url } : {}) }) });
        found[name]?.[state]?.push(run);
        process.stdout.write('.');
      }
    }
  }
  process.stdout.write('\n');
  return Object.fromEntries(pages.map((name) => [name, Object.fromEntries(states.map((state) => [state, summary(state, found[name]?.[state] ?? [])]))]));
});

let missed = false;
let stateWrong = false;
const indices = Object.values(results).flatMap((byState) => Object.values(byState).map((r) => r.benchmarkIndex));
console.log(
  `Lighthouse ${JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, simulated throttling, signed-in member, median of ${runs}, ` +
    `benchmark index ${Math.round(median(indices))}, load average ${Number(os.loadavg()[0]).toFixed(2)} at the end`,
);
console.log('| page | state | score | LCP | FCP | CLS | TBT | largest paint |');
console.log('|---|---|---|---|---|---|---|---|');
for (const name of pages) {
  for (const state of states) {
    const r = results[name]?.[state];
    if (!r) continue;
    const goal = goals[state];
    const lcpOk = r.lcp <= goal.lcpMs;
    const scoreOk = !('score' in goals[state]) || r.score >= goals.cold.score;
    const clsOk = !('cls' in goals[state]) || r.cls <= goals.cold.cls;
    if (!lcpOk || !scoreOk || !clsOk) missed = true;
    if (!r.stateOk) stateWrong = true;
    const scoreText = `${format.score(r.score)}${state === 'cold' ? ` ${mark(scoreOk)}` : ''}`;
    const clsText = `${format.cls(r.cls)}${state === 'cold' ? ` ${mark(clsOk)}` : ''}`;
    console.log(
      `| ${name} | ${state} | ${scoreText} | ${format.ms(r.lcp)} ${mark(lcpOk)} | ${format.ms(r.fcp)} | ${clsText} | ${format.ms(r.tbt)} | ${r.lcpElement.replace(/\|/g, '\\|').slice(0, 90)} |`,
    );
  }
}
console.log(`goals: cold LCP ≤ ${goals.cold.lcpMs} ms, score ≥ ${goals.cold.score}, CLS ≤ ${goals.cold.cls}; warm LCP ≤ ${goals.warm.lcpMs} ms`);
for (const name of pages) {
  for (const state of states) {
    const r = results[name]?.[state];
    if (!r) continue;
    console.log(`  ${name} ${state}: LCP runs ${r.lcpRuns.join(', ')} ms; scores ${r.scoreRuns.join(', ')}; CLS ${r.clsRuns.join(', ')}`);
    console.log(`      state ${r.stateOk ? '✓' : '✗'} (median run: ${r.stateText})`);
    for (const failure of r.stateFailures) console.log(`      ✗ not ${state}: ${failure}`);
    if (process.env.DETAILS) {
      for (const shift of r.shifts) console.log(`      layout shift ${shift.score.toFixed(3)}: ${shift.node}`);
      for (const task of r.longTasks) console.log(`      long task at ${format.ms(Number(task.start))}: ${format.ms(Number(task.duration))} ${task.url}`);
      for (const request of r.requests) {
        const from = request.fromServiceWorker ? 'service worker' : request.fromCache ? 'cache' : `${(request.transferBytes / 1024).toFixed(1)} KB`;
        console.log(`      ${request.status} ${request.type} ${request.url} (${from})`);
      }
    }
  }
}
const out = path.join(repoRoot, 'tools/bench/results');
fs.mkdirSync(out, { recursive: true });
const strip = Object.fromEntries(
  Object.entries(results).map(([name, byState]) => [
    name,
    Object.fromEntries(Object.entries(byState).map(([state, r]) => [state, { ...r, requests: undefined }])),
  ]),
);
fs.writeFileSync(
  path.join(out, `member-pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  `${JSON.stringify({ runs, results: strip }, null, 2)}\n`,
);
if (stateWrong) console.log('✗ some runs did not start from the state they measure (above)');
if (missed || stateWrong) process.exitCode = 1;

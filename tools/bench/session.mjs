// Benchmark: does a long member session stay light (issue 36)? Two sessions of the demo member,
// each in a fresh browser context, weighed through the DevTools protocol after forced garbage
// collection (tools/bench/session-walk.mjs): JS event listeners, JS heap and DOM nodes, before
// and after, and the growth per navigation or per hour.
// - The walk: ten member pages of three remotes through the site's own menus, NAVIGATIONS times
//   (default 1,000) without a reload, weighed after a warm-up of three laps (every page's chunks
//   and data loaded, the walk's code compiled) and at the end. Its heap is also split, from heap
//   snapshots, into what V8 compiled and the page's own objects.
// - The day: HOURS (default 8) on the page's fake clock on a game lobby, with the polls at their
//   own rhythm (credit and event log every 60 s, the balance's version every 2 s), the reality
//   check every 15 minutes answered as a member would (once in four by opening the play history
//   and coming back), and a credit every hour that the balance follows; weighed after its first
//   hour (and half a check's interval) and at the end.
// Exits 1 when either grew by more than 50 listeners or 2 MB of heap, or its DOM nodes left ±10 %
// of the baseline. NAVIGATIONS=0 or HOURS=0 skips one.
//   npm run bench:session
/* global localStorage -- read in the page */
import { memberContext, withBenchStack } from './bench-stack.mjs';
import {
  bounds,
  followRequests,
  heapShares,
  judge,
  lap,
  liveFor,
  lobby,
  report,
  settle,
  startHeading,
  startPath,
  walk,
  warmUpNavigations,
  weigh,
} from './session-walk.mjs';

const navigations = Number(process.env.NAVIGATIONS ?? 1000);
const hours = Number(process.env.HOURS ?? 8);
if (hours === 1) throw new Error('HOURS: 0 (none) or at least 2 (the first hour warms up)');
// An hour and a half-interval: both weighings fall halfway between two reality checks, no dialog open.
const warmUpMs = 67.5 * 60_000;
const demoUsername = '0812345678';

/**
 * @typedef {{ before: import('./session-walk.mjs').Weight, after: import('./session-walk.mjs').Weight, seconds: number }} Weighed
 * @typedef {{ codeBytes: number, objectBytes: number }} Shares
 */

/**
 * The walk: a warm-up lap, then `navigations` steps.
 * @param {import('../stack.mjs').Stack} stack
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<Weighed & { shares: [Shares, Shares] }>}
 */
async function walkSession(stack, browser) {
  const context = await memberContext(stack, browser);
  const page = await context.newPage();
  await page.goto(`${stack.shellUrl}${startPath}`);
  await page.getByRole('heading', { level: 1, name: startHeading }).waitFor();
  const cdp = await context.newCDPSession(page);
  await walk(page, warmUpNavigations);
  await settle(page);
  const before = await weigh(cdp);
  const first = await heapShares(cdp);
  const started = Date.now();
  await walk(page, navigations);
  const seconds = (Date.now() - started) / 1000;
  await settle(page);
  const after = await weigh(cdp);
  const last = await heapShares(cdp);
  await context.close();
  return { before, after, seconds, shares: [first, last] };
}

/**
 * The day on the fake clock: the reality check set to 15 minutes with the member's own token.
 * @param {import('../stack.mjs').Stack} stack
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<Weighed & { shares: [Shares, Shares], log: import('./session-walk.mjs').SessionLog }>}
 */
async function daySession(stack, browser) {
  const context = await memberContext(stack, browser);
  const page = await context.newPage();
  await page.clock.install();
  await followRequests(page);
  await page.goto(`${stack.shellUrl}${lobby.path}`);
  await page.getByRole('heading', { level: 1, name: lobby.heading }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const api = (/** @type {string} */ path, /** @type {object} */ body, /** @type {Record<string, string>} */ headers = {}) =>
    fetch(`${stack.api.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: stack.shellUrl, ...headers },
      body: JSON.stringify(body),
    }).then((answer) => {
      if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    });
  await api('/api/v1/account/safer-play/reality-check', { everyMinutes: 15 }, { Authorization: `Bearer ${token}` });
  // The shell reads the setting with the member (/auth): a reload, as after setting it on /setting.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: lobby.heading }).waitFor();
  const cdp = await context.newCDPSession(page);
  /** @type {import('./session-walk.mjs').SessionLog} */
  const log = { realityChecks: 0, requests: {} };
  const everyHour = (/** @type {number} */ hour) => api(`/api/test/members/${demoUsername}/credit`, { credit: `${1000 + hour * 10}.00` });
  const started = Date.now();
  await liveFor(page, warmUpMs, { log });
  const before = await weigh(cdp);
  const first = await heapShares(cdp);
  await liveFor(page, (hours - 1) * 3_600_000, { log, everyHour });
  const seconds = (Date.now() - started) / 1000;
  const after = await weigh(cdp);
  const last = await heapShares(cdp);
  await context.close();
  return { before, after, seconds, shares: [first, last], log };
}

const [walked, day] = await withBenchStack(
  async (stack, browser) => [navigations > 0 ? await walkSession(stack, browser) : null, hours > 0 ? await daySession(stack, browser) : null],
  { apiEnv: { API_ENABLE_TEST_ROUTES: '1' } },
);

/**
 * How the heap's growth splits between V8's compiled code and the page's objects.
 * @param {[Shares, Shares]} shares
 */
function shareLine([first, last]) {
  const mb = (/** @type {number} */ bytes) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024 / 1024).toFixed(2)} MB`;
  return `          of which V8's compiled code ${mb(last.codeBytes - first.codeBytes)}, the page's objects ${mb(last.objectBytes - first.objectBytes)} (heap snapshots)`;
}

/** @type {string[]} */
const broken = [];
if (walked) {
  console.log(
    `The walk: ${lap.length} member pages by the site's menus, ${navigations} navigations in ${walked.seconds.toFixed(0)} s after ${warmUpNavigations} to warm up, weighed after GC`,
  );
  console.log(report(walked.before, walked.after, navigations, 'navigation'));
  console.log(shareLine(walked.shares));
  broken.push(...judge(walked.before, walked.after).broken.map((b) => `walk: ${b}`));
}
if (day) {
  const { log } = day;
  // The polls' paths (the lobby's images left out).
  const polls = Object.entries(log.requests)
    .filter(([path]) => !path.includes('/assets/'))
    .sort((a, b) => b[1] - a[1])
    .map(([path, n]) => `${path} ${n}`)
    .join(', ');
  console.log(`\nThe day: ${hours} hours on the fake clock in ${day.seconds.toFixed(0)} s, ${log.realityChecks} reality checks answered; requests: ${polls}`);
  console.log(report(day.before, day.after, hours - 1, 'hour'));
  console.log(shareLine(day.shares));
  broken.push(...judge(day.before, day.after).broken.map((b) => `day: ${b}`));
}
if (broken.length > 0) {
  console.error(
    `\nover the bounds (listeners +${bounds.listeners}, heap +${bounds.heapBytes / 1024 / 1024} MB, nodes ±${bounds.nodesShare * 100} %): ${broken.join('; ')}`,
  );
  process.exit(1);
}
console.log('\nwithin the bounds');

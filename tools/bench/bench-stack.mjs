// The stack every benchmark measures: real builds, each app on its own port (3200–3204, API
// 4200, away from `npm start` and the e2e suite), a fresh database, Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { ensureBuilt, ensureInstalled } from '../ensure.mjs';
import { publishStack } from '../release/stack.mjs';
import { resolveStack, startApi, startApps, writeRuntimeFiles } from '../stack.mjs';

const env = {
  HOST: '127.0.0.1',
  PORT: '3200',
  MF_LANDING_PORT: '3201',
  MF_GAMES_PORT: '3202',
  MF_WALLET_PORT: '3203',
  MF_ACCOUNT_PORT: '3204',
  BACKOFFICE_PORT: '3205',
  API_PORT: '4200',
};

export const runs = Number(process.env.RUNS ?? 5);

/**
 * The median of some values (NaN for none).
 * @param {number[]} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * A resource the page loaded, as resourceEntries reads it.
 * @typedef {{ name: string, type: string, size: number }} ResourceEntry
 */

/**
 * Sums the bytes as transferred (brotli or gzip, as served) of the scripts among resource entries, in KB.
 * @param {ResourceEntry[]} entries
 */
export function scriptKb(entries) {
  const js = entries.filter((e) => /\.js(\?|$)/.test(e.name));
  return { kb: js.reduce((sum, e) => sum + e.size, 0) / 1024, scripts: js.length };
}

/**
 * The page's resource entries so far: URL, initiator and encoded (compressed) size.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<ResourceEntry[]>}
 */
export function resourceEntries(page) {
  return page.evaluate(() =>
    /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((e) => ({
      name: e.name,
      type: e.initiatorType,
      size: e.encodedBodySize,
    })),
  );
}

const demo = { username: '0812345678', password: 'Demo@1234' };

/**
 * A token of the demo member, signed in through the API as the login page does.
 * @param {import('../stack.mjs').Stack} stack
 * @returns {Promise<string>}
 */
export async function memberToken(stack) {
  const answer = await fetch(`${stack.api.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: stack.shellUrl },
    body: JSON.stringify(demo),
  });
  /** @type {{ accessToken?: string }} */
  const { accessToken } = await answer.json();
  if (!answer.ok || !accessToken) throw new Error(`[bench] the demo member could not sign in (HTTP ${answer.status})`);
  return accessToken;
}

/**
 * A fresh phone-sized browser context in which the demo member is signed in (token from the API).
 * @param {import('../stack.mjs').Stack} stack
 * @param {import('playwright-core').Browser} browser
 */
export async function memberContext(stack, browser) {
  const accessToken = await memberToken(stack);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 800 } });
  await context.addInitScript((token) => globalThis.localStorage.setItem('access_token', token), accessToken);
  return context;
}

/**
 * Brings the stack up, hands `measure` the stack, a browser and the API's database file (the staff
 * CLI works on it), and always tears everything down. `apiEnv` adds to the API's environment
 * (its test routes, for a bench that moves a member's credit).
 * @template T
 * @param {(stack: import('../stack.mjs').Stack, browser: import('playwright-core').Browser, dbFile: string) => Promise<T>} measure
 * @param {{ apiEnv?: Record<string, string> }} [options]
 * @returns {Promise<T>}
 */
export async function withBenchStack(measure, { apiEnv = {} } = {}) {
  ensureInstalled();
  await ensureBuilt();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  // Its own publish root: each remote's dist/ is published there as its live version.
  const stack = resolveStack({ ...process.env, ...env, RELEASES_DIR: path.join(work, 'releases') });
  writeRuntimeFiles(stack, stack.releasesDir, { remotes: false });
  await publishStack(stack);
  const dbFile = path.join(work, 'api.db');
  const api = await startApi(stack, { API_DB_FILE: dbFile, ...apiEnv });
  const servers = await startApps(stack, stack.releasesDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', ...chromiumFlags] });
  try {
    return await measure(stack, browser, dbFile);
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((s) => s.close()));
    await api.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

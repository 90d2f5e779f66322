// Benchmark: JavaScript the landing page (/) transfers before the first interaction, gzip, over
// every app and shared library, and how many federation manifests it fetches. Real builds, real
// Chromium, each app on its own port; median of RUNS (default 5) cold loads.
//   npm run bench:size            (RUNS=9 npm run bench:size for more)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt, ensureInstalled } from '../ensure.mjs';
import { resolveStack, startApi, startApps, writeRuntimeFiles } from '../stack.mjs';

const runs = Number(process.env.RUNS ?? 5);
const budgetKb = 150;
const env = { HOST: '127.0.0.1', PORT: '3200', MF_LANDING_PORT: '3201', MF_GAMES_PORT: '3202', MF_WALLET_PORT: '3203', MF_ACCOUNT_PORT: '3204', API_PORT: '4200' };

ensureInstalled();
await ensureBuilt();
const stack = resolveStack({ ...process.env, ...env });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
writeRuntimeFiles(stack, work);
const api = await startApi(stack, { API_DB_FILE: path.join(work, 'api.db') });
const servers = await startApps(stack, work);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(stack.shellUrl.replace('localhost', '127.0.0.1'), { waitUntil: 'networkidle' });
    await page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)').waitFor();
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, type: e.initiatorType, size: e.encodedBodySize })),
    );
    const js = entries.filter((e) => /\.js(\?|$)/.test(e.name));
    results.push({
      jsKb: js.reduce((sum, e) => sum + e.size, 0) / 1024,
      scripts: js.length,
      manifests: entries.filter((e) => e.name.endsWith('/mf-manifest.json')).length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((s) => s.close()));
  await api.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

const jsKb = median(results.map((r) => r.jsKb));
console.log(`landing / : JS ${jsKb.toFixed(1)} KB gzip (median of ${runs}; budget ${budgetKb} KB), ` +
  `${median(results.map((r) => r.scripts))} scripts, ${median(results.map((r) => r.manifests))} manifest request(s)`);
console.log(`runs: ${results.map((r) => r.jsKb.toFixed(1)).join(', ')}`);
process.exitCode = jsKb <= budgetKb ? 0 : 1;

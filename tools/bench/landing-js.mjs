// Benchmark: JavaScript the landing page (/) transfers before the first interaction (bytes on the wire), over
// every app and shared library, and how many federation manifests it fetches. Real builds, real
// Chromium, each app on its own port; median of RUNS (default 5) cold loads.
//   npm run bench:size            (RUNS=9 for more runs, VERBOSE=1 for the size of each script)
import http from 'node:http';
import { median, resourceEntries, runs, scriptKb, withBenchStack } from './bench-stack.mjs';

/**
 * Bytes of `url` as the server sends it gzip-encoded (the budget is in gzip).
 * @param {string} url
 * @returns {Promise<number>}
 */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

const budgetKb = 150;

const results = await withBenchStack(async (stack, browser) => {
  const found = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(stack.shellUrl.replace('localhost', '127.0.0.1'), { waitUntil: 'networkidle' });
    await page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)').waitFor();
    const entries = await resourceEntries(page);
    const { kb, scripts } = scriptKb(entries);
    const gzip = await Promise.all(entries.filter((e) => /\.js(\?|$)/.test(e.name)).map((e) => gzipBytes(e.name)));
    found.push({
      jsKb: kb,
      gzipKb: gzip.reduce((sum, b) => sum + b, 0) / 1024,
      scripts,
      manifests: entries.filter((e) => e.name.endsWith('/mf-manifest.json')).length,
    });
    // VERBOSE=1: which script weighs what, to find where bytes came from.
    if (process.env.VERBOSE && i === 0) {
      for (const e of entries.filter((x) => /\.js(\?|$)/.test(x.name))) console.log(`  ${(e.size / 1024).toFixed(1).padStart(6)} KB  ${e.name}`);
    }
    await context.close();
  }
  return found;
});

const jsKb = median(results.map((r) => r.jsKb));
console.log(
  `landing / : JS ${jsKb.toFixed(1)} KB on the wire (median of ${runs}; budget ${budgetKb} KB), ` +
    `${median(results.map((r) => r.scripts))} scripts, ${median(results.map((r) => r.manifests))} manifest request(s)`,
);
console.log(`landing / : JS ${median(results.map((r) => r.gzipKb)).toFixed(1)} KB gzip (issue 12's goal: 110 KB)`);
console.log(`runs: ${results.map((r) => r.jsKb.toFixed(1)).join(', ')}`);
process.exitCode = jsKb <= budgetKb ? 0 : 1;

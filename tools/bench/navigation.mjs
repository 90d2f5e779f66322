// Benchmark: how long a signed-in member waits when moving to another remote's page. From
// /Casino (mf_games) with the member chrome up and the browser idle, a click on the bottom bar's
// "รายการบัญชี" (the deposit-withdraw history, mf_wallet) until that page's heading is painted: the first visit,
// then a revisit after going back to the casino. Timed inside the page, from the click event to
// the frame after the heading appears. Unthrottled, median of RUNS (default 9) fresh contexts.
//   npm run bench:nav
/* global document, window, requestAnimationFrame, MutationObserver -- the timing code runs in the page */
import { median, memberContext, withBenchStack } from './bench-stack.mjs';

const runs = Number(process.env.RUNS ?? 9);
const budget = { firstMs: 150, revisitMs: 30 };

/**
 * The page's window with the timing this benchmark leaves on it.
 * @typedef {Window & { navTiming?: Promise<number> }} TimedWindow
 */

/**
 * Clicks the visible link named `link` and resolves the ms from its click to `heading` on screen.
 * @param {import('playwright-core').Page} page
 * @param {string} link
 * @param {string} heading
 */
async function clickToHeading(page, link, heading) {
  await page.evaluate((text) => {
    /** @type {TimedWindow} */ (window).navTiming = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
      const shown = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === text && h.getBoundingClientRect().height > 0);
      const observer = new MutationObserver(() => {
        if (!clickedAt || !shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  }, heading);
  await page.getByRole('link', { name: link, exact: true }).locator('visible=true').first().click();
  // Set by the first evaluate: a number of ms.
  return /** @type {Promise<number>} */ (page.evaluate(() => /** @type {TimedWindow} */ (window).navTiming));
}

const results = await withBenchStack(async (stack, browser) => {
  const found = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await memberContext(stack, browser);
    const page = await context.newPage();
    await page.goto(`${stack.shellUrl}/Casino`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'คาสิโนสด', level: 1 }).waitFor();
    const first = await clickToHeading(page, 'รายการบัญชี', 'ประวัติฝาก-ถอน');
    await page.goBack();
    await page.getByRole('heading', { name: 'คาสิโนสด', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const revisit = await clickToHeading(page, 'รายการบัญชี', 'ประวัติฝาก-ถอน');
    found.push({ first, revisit });
    await context.close();
  }
  return found;
});

const first = median(results.map((r) => r.first));
const revisit = median(results.map((r) => r.revisit));
console.log(
  `/Casino → /Deposit-withdraw, click to heading (median of ${runs}, unthrottled): first visit ${first.toFixed(0)} ms ` +
    `(${(first / budget.firstMs).toFixed(2)}× the ${budget.firstMs} ms budget), revisit ${revisit.toFixed(0)} ms ` +
    `(${(revisit / budget.revisitMs).toFixed(2)}× the ${budget.revisitMs} ms budget)`,
);
console.log(`runs: ${results.map((r) => `${r.first.toFixed(0)}/${r.revisit.toFixed(0)}`).join(', ')}`);

// Benchmark: JavaScript a signed-in member downloads for the first deposit page (/topup) after
// the playgame menu, as transferred: everything fetched from the moment /playgame is on screen (its idle
// prefetch included) until /topup's heading is. Median of RUNS (default 5) cold visits.
//   npm run bench:member
import { median, memberContext, resourceEntries, runs, scriptKb, withBenchStack } from './bench-stack.mjs';

const results = await withBenchStack(async (stack, browser) => {
  const found = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await memberContext(stack, browser);
    const page = await context.newPage();
    await page.goto(`${stack.shellUrl}/playgame`, { waitUntil: 'networkidle' });
    const before = scriptKb(await resourceEntries(page));
    await page.getByRole('link', { name: 'ฝากเงิน' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'ฝากเงิน' }).waitFor();
    await page.waitForLoadState('networkidle');
    const after = scriptKb(await resourceEntries(page));
    found.push({ playgame: before.kb, topup: after.kb - before.kb, scripts: after.scripts - before.scripts });
    await context.close();
  }
  return found;
});

console.log(`member /playgame: JS ${median(results.map((r) => r.playgame)).toFixed(1)} KB on the wire (cold)`);
console.log(
  `first /topup after /playgame: JS ${median(results.map((r) => r.topup)).toFixed(1)} KB on the wire more, ` +
    `${median(results.map((r) => r.scripts))} scripts (median of ${runs})`,
);
console.log(`runs: ${results.map((r) => r.topup.toFixed(1)).join(', ')}`);

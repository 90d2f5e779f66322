import fs from 'node:fs';
import { withBenchStack } from './bench-stack.mjs';
const pagePath = process.env.P ?? '/';
await withBenchStack(async (stack, browser) => {
  const agg = new Map(); const incl = new Map();
  for (let i = 0; i < Number(process.env.N ?? 3); i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(stack.shellUrl + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(`/tmp/prof/p-${i}.cpuprofile`, JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    profile.samples.forEach((id, k) => {
      const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
      const n = byId.get(id);
      if (['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) return;
      agg.set(name(n), (agg.get(name(n)) ?? 0) + dt);
      const seen = new Set();
      for (let cur = id; cur; cur = parent.get(cur)) { const nm = name(byId.get(cur)); if (!seen.has(nm)) { seen.add(nm); incl.set(nm, (incl.get(nm) ?? 0) + dt); } }
    });
    await context.close();
  }
  const n = Number(process.env.N ?? 3);
  console.log('SELF'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / n).toFixed(1).padStart(7), k);
  console.log('INCLUSIVE'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((v / n).toFixed(1).padStart(7), k);
});

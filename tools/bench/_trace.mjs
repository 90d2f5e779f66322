import fs from 'node:fs';
import { withBenchStack } from './bench-stack.mjs';
const pagePath = process.env.P ?? '/';
const loads = Number(process.env.N ?? 3);
await withBenchStack(async (stack, browser) => {
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading', transferMode: 'ReportEvents' });
    await page.goto(stack.shellUrl + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await done;
    fs.writeFileSync(`/tmp/prof/trace-${i}.json`, JSON.stringify({ traceEvents: events }));
    // main thread: the renderer's CrRendererMain
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
    const nav = onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame') ?? onMain[0];
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const t0 = Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 8000).sort((a, b) => a.ts - b.ts);
    console.log(`load ${i}: FCP at ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'} ms`);
    let sum = 0;
    for (const task of tasks) {
      const inner = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task && e.dur > 2000 && e.name !== 'RunTask');
      const desc = inner.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${(e.dur / 1000).toFixed(0)}`).join(' ');
      const after = fcp && task.ts > fcp.ts;
      if (after) sum += Math.max(0, task.dur / 1000 * 4 - 50);
      console.log(`  ${after ? '*' : ' '} ${((task.ts - t0) / 1000).toFixed(0)} +${(task.dur / 1000).toFixed(1)}  ${desc}`);
    }
    console.log(`  est TBT x4 after FCP: ${sum.toFixed(0)}`);
    await context.close();
  }
});

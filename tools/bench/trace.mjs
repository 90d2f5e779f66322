// Where the main thread is busy while a public page starts: a Chromium trace and CPU profile of
// one cold load, each long task listed with what ran in it. Long means longer than 50 ms once
// slowed by Lighthouse's mobile CPU factor (4×), so the tasks listed are the ones TBT counts.
//   node tools/bench/trace.mjs [path…]      (default: / /login /register; RUNS=n loads per path;
//                                            PROFILE=1 adds a CPU profile, which slows the page: the
//                                            functions and scripts of each task, not its true length)
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { repoRoot } from '../stack.mjs';
import { withBenchStack } from './bench-stack.mjs';

const slowdown = 4;
const longMs = 50 / slowdown;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register'];
const loads = Number(process.env.RUNS ?? 1);
const profiling = Boolean(process.env.PROFILE);

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/\d{14}-[0-9a-f]+/, '') || '/' : '(native)');

const apps = ['shell', 'mf-landing', 'mf-games', 'mf-wallet', 'mf-account'];
const maps = new Map();
/** A minified frame's place in the sources, from the build's hidden source maps (dist-debug/). */
function original(url, line, column) {
  const file = url && new URL(url).pathname.split('/').pop();
  if (!file) return undefined;
  if (!maps.has(file)) {
    const found = apps.map((app) => path.join(repoRoot, app, 'dist-debug', `${file}.map`)).find((candidate) => fs.existsSync(candidate));
    maps.set(file, found ? new SourceMapConsumer(JSON.parse(fs.readFileSync(found, 'utf8'))) : null);
  }
  const at = maps.get(file)?.originalPositionFor({ line: line + 1, column });
  return at?.source ? `${at.name ?? ''} ${at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '~')}:${at.line}` : undefined;
}

/** The top-level tasks of the page's main thread, and the profile's samples, of one cold load. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const profile = profiling ? (await cdp.send('Profiler.stop')).profile : undefined;
  await context.close();
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.name === 'ParseHTML'));
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navigationStart = onMain.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0].ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 > longMs);
  return { tasks, onMain, navigationStart, profile };
}

/** Self time per function (and per script) of the profile's samples between two trace times. */
function selfTime(profile, from, to) {
  if (!profile) return { functions: [], scripts: [] };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n])));
  let t = profile.startTime;
  const byFunction = new Map();
  const byScript = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const node = nodes.get(profile.samples[i]);
    const frame = node.callFrame;
    // A native function is named with the script function that called it.
    const caller = frame.url ? undefined : parents.get(node.id)?.callFrame;
    const name = (f) => original(f.url, f.lineNumber, f.columnNumber) ?? `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    const fn = caller?.url ? `${name(frame)} < ${name(caller)}` : name(frame);
    const gap = (profile.timeDeltas[i + 1] ?? 100) / 1000;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + gap);
    byScript.set(short(frame.url), (byScript.get(short(frame.url)) ?? 0) + gap);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions: top(byFunction, 10), scripts: top(byScript, 5) };
}

await withBenchStack(async (stack, browser) => {
  for (const route of paths) {
    for (let run = 0; run < loads; run += 1) {
      const { tasks, onMain, navigationStart, profile } = await traceLoad(browser, `${stack.shellUrl}${route}`);
      let blocking = 0;
      console.log(`\n${route} (load ${run + 1}): ${tasks.length} tasks over ${longMs} ms`);
      for (const task of tasks) {
        const ms = task.dur / 1000;
        blocking += ms * slowdown - 50;
        const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
        const kinds = new Map();
        for (const e of inside) {
          if (!['EvaluateScript', 'v8.compile', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'ParseAuthorStyleSheet', 'HitTest', 'PrePaint', 'Layerize'].includes(e.name)) continue;
          const label = e.name === 'EvaluateScript' || e.name === 'v8.compile' ? `${e.name} ${short(e.args?.data?.url ?? '')}` : e.name;
          if (!kinds.has(label)) kinds.set(label, 0);
          kinds.set(label, kinds.get(label) + e.dur / 1000);
        }
        const { functions, scripts } = selfTime(profile, task.ts, task.ts + task.dur);
        console.log(`  at ${Math.round((task.ts - navigationStart) / 1000)} ms: ${ms.toFixed(1)} ms (×${slowdown} = ${Math.round(ms * slowdown)} ms)`);
        console.log(`    events: ${[...kinds].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
        if (profiling) console.log(`    scripts: ${scripts.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
        if (profiling) console.log(`    functions: ${functions.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
      }
      console.log(`  blocking time (×${slowdown}, observed tasks): ${Math.round(blocking)} ms`);
    }
  }
});

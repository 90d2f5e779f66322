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

/**
 * One event of Chromium's trace (the fields read here).
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number, args?: { name?: string, data?: { url?: string } } }} TraceEvent
 */
/**
 * A CPU profile as the DevTools protocol's Profiler.stop answers it (the fields read here).
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame
 * @typedef {{ nodes: ProfileNode[], startTime: number, samples?: number[], timeDeltas?: number[] }} Profile
 */

/** @param {string | undefined} url */
const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/\d{14}-[0-9a-f]+/, '') || '/' : '(native)');

const apps = ['shell', 'mf-landing', 'mf-games', 'mf-wallet', 'mf-account'];
/** @type {Map<string, SourceMapConsumer | null>} */
const maps = new Map();
/**
 * A minified frame's place in the sources, from the build's hidden source maps (dist-debug/).
 * @param {string} url
 * @param {number} line 0-based
 * @param {number} column 0-based
 */
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

/**
 * The top-level tasks of the page's main thread, and the profile's samples, of one cold load.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
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
  /** @type {{ traceEvents: TraceEvent[] }} */
  const trace = JSON.parse((await browser.stopTracing()).toString());
  /** @type {Profile | undefined} */
  const profile = profiling ? (await cdp.send('Profiler.stop')).profile : undefined;
  await context.close();
  const events = trace.traceEvents;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.name === 'ParseHTML'),
  );
  if (!main) throw new Error(`[bench] the trace of ${url} has no renderer main thread`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const first = onMain[0];
  if (!first) throw new Error(`[bench] the trace of ${url} has no event on the main thread`);
  const navigationStart = onMain.find((e) => e.name === 'navigationStart')?.ts ?? first.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 > longMs);
  return { tasks, onMain, navigationStart, profile };
}

/**
 * Self time per function (and per script) of the profile's samples between two trace times.
 * @param {Profile | undefined} profile
 * @param {number} from
 * @param {number} to
 * @returns {{ functions: Array<[string, number]>, scripts: Array<[string, number]> }}
 */
function selfTime(profile, from, to) {
  if (!profile) return { functions: [], scripts: [] };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n])));
  // Chromium's profiles carry both (optional in the protocol).
  const { samples = [], timeDeltas = [] } = profile;
  let t = profile.startTime;
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  /** @type {Map<string, number>} */
  const byScript = new Map();
  for (let i = 0; i < samples.length; i += 1) {
    t += timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    const node = nodes.get(samples[i] ?? -1);
    if (!node) continue;
    const frame = node.callFrame;
    // A native function is named with the script function that called it.
    const caller = frame.url ? undefined : parents.get(node.id)?.callFrame;
    /** @param {CallFrame} f */
    const name = (f) =>
      original(f.url, f.lineNumber, f.columnNumber) ?? `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    const fn = caller?.url ? `${name(frame)} < ${name(caller)}` : name(frame);
    const gap = (timeDeltas[i + 1] ?? 100) / 1000;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + gap);
    byScript.set(short(frame.url), (byScript.get(short(frame.url)) ?? 0) + gap);
  }
  /**
   * @param {Map<string, number>} map
   * @param {number} n
   */
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
        /** @type {Map<string, number>} */
        const kinds = new Map();
        for (const e of inside) {
          if (
            ![
              'EvaluateScript',
              'v8.compile',
              'FunctionCall',
              'ParseHTML',
              'UpdateLayoutTree',
              'Layout',
              'Paint',
              'MajorGC',
              'MinorGC',
              'v8.run',
              'TimerFire',
              'FireAnimationFrame',
              'RunMicrotasks',
              'ParseAuthorStyleSheet',
              'HitTest',
              'PrePaint',
              'Layerize',
            ].includes(e.name)
          )
            continue;
          const label = e.name === 'EvaluateScript' || e.name === 'v8.compile' ? `${e.name} ${short(e.args?.data?.url ?? '')}` : e.name;
          kinds.set(label, (kinds.get(label) ?? 0) + e.dur / 1000);
        }
        const { functions, scripts } = selfTime(profile, task.ts, task.ts + task.dur);
        console.log(`  at ${Math.round((task.ts - navigationStart) / 1000)} ms: ${ms.toFixed(1)} ms (×${slowdown} = ${Math.round(ms * slowdown)} ms)`);
        console.log(
          `    events: ${[...kinds]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', ')}`,
        );
        if (profiling) console.log(`    scripts: ${scripts.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
        if (profiling) console.log(`    functions: ${functions.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
      }
      console.log(`  blocking time (×${slowdown}, observed tasks): ${Math.round(blocking)} ms`);
    }
  }
});

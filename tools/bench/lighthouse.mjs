// Benchmark: Lighthouse (mobile, simulated throttling, performance only) on the landing page `/`,
// `/login` and `/register`, and on the static floor: a frozen copy of the same rendered landing
// page (its HTML, with its stylesheets and images copied beside it, every script removed), served
// by the same server. Floor and site alternate, RUNS times each (default 5); the medians and the ratios
// LCP and FCP (site) / (floor) are printed against the goals of issues 12 and 21. Debian's Chromium, real builds.
//   npm run bench:lighthouse       (RUNS=3 for a quicker look; FLOOR_DIR=<dir> keeps the floor;
//                                   LONG_TASKS=1 lists the long tasks of each page's median run;
//                                   PAGES=/,/login audits only those pages)
// One run's Lighthouse and its figures: ./lighthouse-audit.mjs (shared with bench:member-pages).
/* global document -- the freezing code runs in the page (page.evaluate) */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer } from '../serve.mjs';
import { repoRoot } from '../stack.mjs';
import { median, runs, withBenchStack } from './bench-stack.mjs';
import { audit, format, mark } from './lighthouse-audit.mjs';

const pages = process.env.PAGES?.split(',') ?? ['/', '/login', '/register'];
const goals = { score: 0.97, lcpRatio: 1.2, fcpRatio: 1.1, cls: 0.01, tbtMs: 100 };

/** @typedef {import('./lighthouse-audit.mjs').Figures} Figures */

/**
 * The floor: `/` as the browser shows it once rendered, with every script, script preload and
 * inline handler removed, and its stylesheets and images copied beside it (same origin, as a
 * static page would have them).
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl
 * @param {string} dir
 */
async function freezeLanding(browser, shellUrl, dir) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(shellUrl, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const { styles, images } = await page.evaluate(() => {
    for (const node of document.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"]')) node.remove();
    for (const node of document.querySelectorAll('*')) {
      for (const attribute of [...node.attributes]) if (attribute.name.startsWith('on')) node.removeAttribute(attribute.name);
    }
    const styles = [.../** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="stylesheet"]'))].map((link, i) => {
      const href = link.href;
      link.setAttribute('href', `/floor-${i}.css`);
      link.removeAttribute('crossorigin');
      link.removeAttribute('integrity');
      return href;
    });
    const images = [.../** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('img[src]:not([src^="data:"])'))].map((img, i) => {
      const src = img.src;
      img.setAttribute('src', `/floor-${i}${new URL(src).pathname.match(/\.[a-z0-9]+$/)?.[0] ?? ''}`);
      img.removeAttribute('crossorigin');
      return src;
    });
    return { styles, images };
  });
  const html = `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  await context.close();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  for (const [i, href] of styles.entries()) {
    // url(...) inside the stylesheet stays pointing where it pointed.
    const css = (await (await fetch(href)).text()).replace(
      /url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g,
      (_, quote, ref) => `url(${quote}${new URL(ref, href)}${quote})`,
    );
    fs.writeFileSync(path.join(dir, `floor-${i}.css`), css);
  }
  for (const [i, src] of images.entries()) {
    const ext = new URL(src).pathname.match(/\.[a-z0-9]+$/)?.[0] ?? '';
    fs.writeFileSync(path.join(dir, `floor-${i}${ext}`), Buffer.from(await (await fetch(src)).arrayBuffer()));
  }
  // Compressed beside each file, as the build does for the site's own files.
  for (const file of fs.readdirSync(dir).filter((name) => /\.(html|css|svg)$/.test(name))) {
    const raw = fs.readFileSync(path.join(dir, file));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(raw, { level: 9 }));
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(raw));
  }
}

/**
 * The medians of a page's runs, and what its median run saw.
 * @param {Figures[]} list
 */
function summary(list) {
  /** @param {'score' | 'lcp' | 'fcp' | 'cls' | 'tbt' | 'jsKb' | 'benchmarkIndex'} key */
  const pick = (key) => median(list.map((r) => r[key]));
  const tbt = pick('tbt');
  // The long tasks of the run whose TBT is the median's.
  const medianRun = list.find((r) => r.tbt === tbt);
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    cls: pick('cls'),
    tbt,
    jsKb: pick('jsKb'),
    benchmarkIndex: pick('benchmarkIndex'),
    lcpElement: medianRun?.lcpElement ?? '',
    longTasks: medianRun?.longTasks ?? [],
    tbtRuns: list.map((r) => Math.round(r.tbt)),
  };
}

const results = await withBenchStack(async (stack, browser) => {
  // FLOOR_DIR=<dir> keeps the frozen page there to look at.
  const work = process.env.FLOOR_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  const shellUrl = stack.shellUrl.replace('localhost', '127.0.0.1');
  await freezeLanding(browser, shellUrl, work);
  const floorPort = Number(new URL(shellUrl).port) + 10;
  const floor = await startStaticServer({ dir: work, port: floorPort });
  /** @type {{ floor: Figures[], [page: string]: Figures[] }} */
  const found = { floor: [], ...Object.fromEntries(pages.map((name) => [name, []])) };
  try {
    for (let i = 0; i < runs; i += 1) {
      // Alternating, so a busy moment of the machine touches both sides alike.
      found.floor.push(await audit(`http://127.0.0.1:${floorPort}/`));
      // Every page has its list (above).
      for (const name of pages) found[name]?.push(await audit(`${shellUrl}${name}`));
      process.stdout.write('.');
    }
  } finally {
    await floor.close();
    if (!process.env.FLOOR_DIR) fs.rmSync(work, { recursive: true, force: true });
  }
  process.stdout.write('\n');
  return Object.fromEntries(Object.entries(found).map(([name, list]) => [name, summary(list)]));
});

/** @param {string} name the floor or a page */
function resultOf(name) {
  const result = results[name];
  if (!result) throw new Error(`[bench] no result for ${name}`);
  return result;
}
const floor = resultOf('floor');
console.log(
  `Lighthouse ${JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, simulated throttling, median of ${runs}, ` +
    `benchmark index ${Math.round(floor.benchmarkIndex)}, load average ${Number(os.loadavg()[0]).toFixed(2)} at the end`,
);
console.log(
  `  static floor: score ${format.score(floor.score)}, LCP ${format.ms(floor.lcp)}, FCP ${format.ms(floor.fcp)}, CLS ${format.cls(floor.cls)}, TBT ${format.ms(floor.tbt)}, JS ${format.kb(floor.jsKb)}`,
);
for (const name of pages) {
  const r = resultOf(name);
  const ratio = r.lcp / floor.lcp;
  const fcpRatio = r.fcp / floor.fcp;
  console.log(
    `  ${name.padEnd(9)} score ${format.score(r.score)} ${mark(r.score >= goals.score)} (≥ ${goals.score}), ` +
      `LCP ${format.ms(r.lcp)} = ${ratio.toFixed(2)}× floor ${mark(ratio <= goals.lcpRatio)} (≤ ${goals.lcpRatio}×), ` +
      `FCP ${format.ms(r.fcp)} = ${fcpRatio.toFixed(2)}× floor ${mark(fcpRatio <= goals.fcpRatio)} (≤ ${goals.fcpRatio}×), CLS ${format.cls(r.cls)} ${mark(r.cls <= goals.cls)} (≤ ${goals.cls}), ` +
      `TBT ${format.ms(r.tbt)} ${mark(r.tbt <= goals.tbtMs)} (≤ ${goals.tbtMs} ms; runs ${r.tbtRuns.join(', ')}), JS ${format.kb(r.jsKb)} as served`,
  );
  if (process.env.LONG_TASKS) {
    console.log(`      largest paint: ${r.lcpElement}`);
    for (const task of r.longTasks) console.log(`      long task at ${format.ms(Number(task.start))}: ${format.ms(Number(task.duration))} ${task.url}`);
  }
}
const out = path.join(repoRoot, 'tools/bench/results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), `${JSON.stringify({ runs, results }, null, 2)}\n`);

// One Lighthouse 12.8 run (mobile, simulated throttling, performance only) in a fresh Debian
// Chromium, and the figures the benchmarks report: used by bench:lighthouse (the landing against
// its static floor) and bench:member-pages (signed-in member pages, cold and warm).
// Lighthouse 12: version 13 needs Node 22.19, this project runs on Node 20.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

export const chromeFlags = ['--headless=new', ...chromiumFlags];

/**
 * The figures of one run (NaN for a figure Lighthouse did not give).
 * @typedef {{ score: number, lcp: number, fcp: number, cls: number, tbt: number, jsKb: number, benchmarkIndex: number, lcpElement: string, longTasks: LongTask[], shifts: Shift[], requests: NetworkRecord[] }} Figures
 * @typedef {{ url?: string, start?: number, duration?: number }} LongTask
 * @typedef {{ node: string, score: number }} Shift
 */
/**
 * One request of the run, from its DevTools log: where its answer came from (fromServiceWorker:
 * the worker answered from what it kept).
 * @typedef {{ url: string, type: string, status: number, transferBytes: number, fromCache: boolean, fromServiceWorker: boolean }} NetworkRecord
 */
/**
 * What the benchmarks read of an audit's details: the rows of its table (resource-summary,
 * long-tasks, layout-shifts), or of a list's first table (largest-contentful-paint-element).
 * @typedef {{ items?: Array<{ resourceType?: string, transferSize?: number, url?: string, startTime?: number, duration?: number, score?: number, node?: { snippet?: string, selector?: string }, items?: Array<{ node?: { snippet?: string } }> }> }} Rows
 */

/**
 * The requests of a run as its DevTools log saw them (Lighthouse's own network audit does not say
 * whether an answer came from the HTTP cache or the service worker).
 * @param {unknown} log the run's artifacts.DevtoolsLog
 * @returns {NetworkRecord[]}
 */
export function networkRecords(log) {
  /** @type {Map<string, NetworkRecord>} */
  const byId = new Map();
  const entries = /** @type {Array<{ method: string, params: any }>} */ (Array.isArray(log) ? log : []);
  for (const { method, params } of entries) {
    if (method === 'Network.requestWillBeSent' && !byId.has(params.requestId)) {
      byId.set(params.requestId, { url: params.request.url, type: params.type ?? '', status: 0, transferBytes: 0, fromCache: false, fromServiceWorker: false });
    }
    const record = byId.get(params?.requestId);
    if (!record) continue;
    if (method === 'Network.requestServedFromCache') record.fromCache = true;
    if (method === 'Network.responseReceived') {
      record.status = params.response.status;
      record.type = params.type ?? record.type;
      record.fromCache ||= Boolean(params.response.fromDiskCache || params.response.fromPrefetchCache);
      // A service worker's answer is kept when it came from its cache (or the HTTP cache), not
      // when the worker fetched it from the network (a cold page's worker, active since its load).
      record.fromServiceWorker =
        Boolean(params.response.fromServiceWorker) && ['cache-storage', 'http-cache'].includes(params.response.serviceWorkerResponseSource);
    }
    if (method === 'Network.loadingFinished') record.transferBytes = params.encodedDataLength ?? 0;
  }
  return [...byId.values()];
}

/**
 * One Lighthouse run in a fresh Chromium: the figures the benchmarks report. `prepare` runs first
 * in the same browser (its DevTools port), to set up what the run starts from; with
 * `keepStorage` Lighthouse then leaves the origin's storage, cache and service worker as they are.
 * @param {string} url
 * @param {{ prepare?: (port: number) => Promise<void>, keepStorage?: boolean }} [options]
 * @returns {Promise<Figures>}
 */
export async function audit(url, { prepare, keepStorage = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`[bench] Lighthouse gave no result for ${url}`);
    // LHR_DIR=<dir> keeps each run's report, to open in Lighthouse's viewer.
    if (process.env.LHR_DIR) {
      fs.mkdirSync(process.env.LHR_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LHR_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const { audits, categories } = result.lhr;
    /** @param {string} id */
    const numeric = (id) => {
      const found = audits[id];
      if (!found) throw new Error(`[bench] Lighthouse ran no ${id} audit`);
      return found.numericValue ?? NaN;
    };
    /** @param {string} id */
    const rows = (id) => /** @type {Rows | undefined} */ (audits[id]?.details);
    const scripts = rows('resource-summary')?.items?.find((item) => item.resourceType === 'script');
    return {
      score: categories.performance?.score ?? NaN,
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      // The machine's speed as Lighthouse measures it (its benchmark index), to compare runs.
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? 0,
      // What the largest paint was, and where the main thread was busy (simulated, as TBT counts it).
      lcpElement: rows('largest-contentful-paint-element')?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      longTasks: (rows('long-tasks')?.items ?? []).map((item) => ({ url: item.url, start: item.startTime, duration: item.duration })),
      // What moved, and by how much (Lighthouse's layout-shift audit).
      shifts: (rows('layout-shifts')?.items ?? []).map((item) => ({ node: item.node?.selector ?? item.node?.snippet ?? '', score: item.score ?? 0 })),
      requests: networkRecords(/** @type {{ DevtoolsLog?: unknown }} */ (result.artifacts).DevtoolsLog),
    };
  } finally {
    await chrome.kill();
  }
}

/** @type {Record<'score' | 'ms' | 'cls' | 'kb', (v: number) => string>} */
export const format = {
  score: (v) => v.toFixed(2),
  ms: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  kb: (v) => `${v.toFixed(1)} KB`,
};
/** @param {boolean} ok */
export const mark = (ok) => (ok ? '✓' : '✗');

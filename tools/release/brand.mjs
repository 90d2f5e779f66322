// The operator's brand in the first paint (issue 23, ADR 0037): the site's public answers (theme,
// contact links, website settings) are read from the API every 30 s and kept, the last good
// ones, in RELEASES_DIR/brand.json; when they change, the prerendered pages are rendered again
// with them (prerender.mjs), so the next page load paints the new logo, title, contact links and
// register button with no release. A theme API that is down keeps the last good brand.
//
//   node tools/release/brand.mjs watch   the refresher alone (the compose service `brand`)
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { brandFileName, readBrand, writePrerendered } from './prerender.mjs';
import { withLock } from './lock.mjs';
import { readRegistry } from './state.mjs';
import { writeAtomic } from './write-atomic.mjs';

/**
 * How often the answers are read (BRAND_REFRESH_SECONDS, 30 by default): a change shows on the next
 * page load within that time and the pages' render, so within the minute issue 23 asks for.
 * @param {Record<string, string | undefined>} [env]
 */
export function brandRefreshMs(env = process.env) {
  const seconds = Number(env.BRAND_REFRESH_SECONDS || 30);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000;
}

/** Touched after every round: how the compose service shows it is alive. */
const checkedFileName = 'brand.checked';

/** Section 7's public site answers the first paint uses (spec section 7). */
const answerPaths = { theme: '/api/v1/theme', contact: '/api/v1/contactus', website: '/api/v1/website' };
/** An answer larger than this is not a site's brand: it is left out. */
const maxAnswerBytes = 64 * 1024;

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<unknown>}
 */
async function fetchAnswer(url, timeoutMs) {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: globalThis.AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  if (Buffer.byteLength(text) > maxAnswerBytes) throw new Error(`${url} answered more than ${maxAnswerBytes} bytes`);
  return JSON.parse(text);
}

/**
 * The answers as the API gives them now; a part that fails is missing (the caller keeps its last
 * good one). The renderer reads them with the site's own liberal readers, as the browser would.
 * @param {string} apiUrl
 * @returns {Promise<Record<string, unknown>>}
 */
export async function fetchSiteAnswers(apiUrl, timeoutMs = 5000) {
  const base = apiUrl.replace(/\/+$/, '');
  const parts = await Promise.allSettled(
    Object.entries(answerPaths).map(async ([part, pathname]) => [part, await fetchAnswer(`${base}${pathname}`, timeoutMs)]),
  );
  return Object.fromEntries(parts.filter((part) => part.status === 'fulfilled').map((part) => part.value));
}

/**
 * Reads the answers once; when they differ from the kept ones, keeps them (with the time of the
 * change, the logo's cache-busting value) and renders the prerendered pages again. Answers true
 * when the brand changed.
 * @param {string} releasesDir
 * @param {string} apiUrl
 */
export async function refreshBrand(releasesDir, apiUrl, now = Date.now()) {
  const fresh = await fetchSiteAnswers(apiUrl);
  const kept = readBrand(releasesDir);
  const answers = { ...kept?.answers, ...fresh };
  if (Object.keys(answers).length === 0 || (kept && JSON.stringify(kept.answers) === JSON.stringify(answers))) return false;
  await withLock(releasesDir, async () => {
    writeAtomic(path.join(releasesDir, brandFileName), `${JSON.stringify({ answers, changedAt: now })}\n`);
    await writePrerendered(releasesDir, readRegistry(releasesDir));
  });
  return true;
}

/**
 * Refreshes now and then every `everyMs`; `ready` settles after the first refresh. A refresh
 * never overlaps the one before, and a failure is logged and tried again next time.
 * @param {string} releasesDir
 * @param {string} apiUrl
 * @param {{ everyMs?: number }} [options]
 */
export function startBrandRefresher(releasesDir, apiUrl, { everyMs = brandRefreshMs() } = {}) {
  /** @type {Promise<boolean | void> | null} */
  let running = null;
  const tick = () => {
    running ??= refreshBrand(releasesDir, apiUrl)
      .catch((error) => console.error(`[tools] E23 the brand could not be refreshed from ${apiUrl}; the last good one stays`, error))
      .finally(() => {
        running = null;
        // The compose service's healthcheck: a round was run (whatever the API answered).
        fs.writeFileSync(path.join(releasesDir, checkedFileName), '');
      });
    return running;
  };
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  return {
    ready: tick(),
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  const releasesDir = path.resolve(process.env.RELEASES_DIR ?? '/srv/releases');
  const config = (() => {
    try {
      return JSON.parse(fs.readFileSync(path.join(releasesDir, 'config.json'), 'utf8'));
    } catch {
      return {};
    }
  })();
  // The API as this process reaches it (in compose, the service's address), else the public one.
  const apiUrl = process.env.BRAND_API_URL || config.apiUrl;
  if (command !== 'watch' || !apiUrl) {
    console.error('[tools] E24 usage: BRAND_API_URL=<api> node tools/release/brand.mjs watch (RELEASES_DIR with config.json)');
    process.exit(1);
  }
  const everyMs = brandRefreshMs();
  const refresher = startBrandRefresher(releasesDir, apiUrl, { everyMs });
  setInterval(() => undefined, 1 << 30);
  process.on('SIGTERM', () => void refresher.close().then(() => process.exit(0)));
  console.log(`[brand] reading ${apiUrl} every ${everyMs / 1000} s into ${path.join(releasesDir, brandFileName)}`);
}

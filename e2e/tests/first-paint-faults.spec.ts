import os from 'node:os';
import type { Browser, Page, Route } from '@playwright/test';
import { expect, prerenderedPageRuns, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// The public pages paint whatever a remote's origin does (issue 21): for each remote's origin and
// each way it fails, `/`, `/login` and `/register` show their text within the page's own first
// paint with every origin working plus 1 s; where the landing's script cannot come, the Thai
// fallback with its retry follows within 8 s. Nothing cross-origin blocks the first paint (the
// prerendered stylesheets come from the shell's origin). Run on both servers (tools/test.mjs).

type Fault = 'connection refused' | 'HTTP 500' | 'hang' | 'chunk 404';
const faults: Fault[] = ['connection refused', 'HTTP 500', 'hang', 'chunk 404'];
type Remote = keyof typeof e2eStack.remoteOrigins;
const remotes = Object.keys(e2eStack.remoteOrigins) as Remote[];

/** Each public page, and the text that shows it is there. */
const pages = {
  '/': (page: Page) => page.getByRole('heading', { level: 1 }),
  '/login': (page: Page) => page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)'),
  '/register': (page: Page) => page.getByLabel('เบอร์โทรศัพท์'),
};
type PublicPath = keyof typeof pages;

/** Makes every request to the remote's origin fail this way (a chunk 404: all but its manifest and entry). */
async function breakOrigin(page: Page, remote: Remote, fault: Fault | null): Promise<void> {
  if (!fault) return;
  await page.route(`${e2eStack.remoteOrigins[remote]}/**`, async (route: Route) => {
    switch (fault) {
      case 'connection refused':
        return route.abort('connectionrefused');
      case 'HTTP 500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      case 'hang':
        // Accepted, never answered (until the visit ends: unrouteAll lets it go).
        return new Promise<void>(() => undefined);
      case 'chunk 404':
        if (/\/(mf-manifest\.json|remoteEntry\.js)(\?.*)?$/.test(route.request().url())) return route.continue();
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    }
  });
}

interface Seen {
  /** The browser's first contentful paint, ms after the navigation started. */
  fcp: number;
  /** ms from the navigation's start until the Thai fallback showed; null where the page ran instead. */
  fallback: number | null;
}

/** Opens `path` with the remote's origin failing; answers when its text painted and what followed. */
async function visit(browser: Browser, path: PublicPath, remote: Remote, fault: Fault | null): Promise<Seen> {
  const context = await browser.newContext({ locale: 'th-TH', serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  try {
    await breakOrigin(page, remote, fault);
    const started = Date.now();
    await page.goto(path, { waitUntil: 'commit' });
    const alert = page.getByRole('alert').filter({ hasText: 'ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้' });
    // Its text (a quick failure may already have replaced it with the fallback: then the paint was the text's).
    await expect(pages[path](page).or(alert).first(), `${path} with ${remote} × ${fault}: its text`).toBeVisible({ timeout: 5_000 });
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (paint) resolve(paint.startTime);
          }).observe({ type: 'paint', buffered: true }),
        ),
    );
    let fallback: number | null = null;
    if (remote === 'mf_landing' && fault) {
      // The landing's script cannot come: the Thai fallback with its retry, within 8 s.
      await expect(alert, `${path} with ${remote} × ${fault}: the fallback`).toBeVisible({ timeout: Math.max(1, 8_000 - (Date.now() - started)) });
      await expect(alert.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
      fallback = Date.now() - started;
    } else {
      // The page runs: the shell's early script hands taps to it.
      await prerenderedPageRuns(page, 15_000);
      await expect(pages[path](page)).toBeVisible();
    }
    // Through CDP: Playwright's own screenshot waits for web fonts, which a hanging origin never sends.
    const cdp = await context.newCDPSession(page);
    const { data } = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as { data: string };
    await test.info().attach(`${path} ${remote} × ${fault ?? 'none'}`, { body: Buffer.from(data, 'base64'), contentType: 'image/png' });
    expect(uncaught, `${path} with ${remote} × ${fault}: uncaught errors`).toEqual([]);
    return { fcp, fallback };
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
}

/** Runs the jobs at most `width` at once. */
async function inLanes<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}

const onNginx = process.env.E2E_SERVER === 'nginx';

test(`the public pages paint with any remote's origin failing (${onNginx ? 'each fault once per page' : `${remotes.length} remotes × ${faults.length} faults × 3 pages`})`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const paths = Object.keys(pages) as PublicPath[];
  // FIRST_PAINT_CASES=<a pattern of "path remote fault"> runs only the matching cases, while working on some.
  const only = process.env.FIRST_PAINT_CASES ? new RegExp(process.env.FIRST_PAINT_CASES) : null;
  // On nginx (tools/test.mjs) what differs from Node is the shell's first HTML and the remotes'
  // files as served: the pages' own remote (mf_landing) meets every fault, each other remote's
  // origin one fault in turn (21 cases), not every pairing again.
  const others = remotes.filter((remote) => remote !== 'mf_landing');
  const pairs = [...faults.map((fault) => `mf_landing ${fault}`), ...others.map((remote, i) => `${remote} ${faults[(i + 1) % faults.length]}`)];
  const cases = remotes
    .flatMap((remote) => faults.flatMap((fault) => paths.map((path) => ({ remote, fault, path }))))
    .filter((c) => !onNginx || pairs.includes(`${c.remote} ${c.fault}`))
    .filter((c) => !only || only.test(`${c.path} ${c.remote} ${c.fault}`));
  // Each page with every origin working, three times, among the faults (the same load on the
  // machine): the slowest of the three is the figure the faults are held to.
  const baseline = paths.flatMap((path) => [0, 1, 2].map((i) => ({ path, at: Math.floor(((i + 0.5) * cases.length) / 3) })));
  const jobs: { path: PublicPath; remote: Remote; fault: Fault | null }[] = [...cases];
  for (const { path, at } of [...baseline].sort((a, b) => b.at - a.at)) jobs.splice(at, 0, { path, remote: 'mf_landing', fault: null });
  // Two at once on two cores.
  const results = await inLanes(
    jobs.map(
      ({ remote, fault, path }) =>
        () =>
          visit(browser, path, remote, fault),
    ),
    Math.max(1, Math.floor(os.availableParallelism() / 2) + 1),
  );
  const floor = new Map(
    paths.map((path) => {
      const fcps = jobs.flatMap((job, i) => (job.fault === null && job.path === path ? [results[i]!.fcp] : []));
      return [path, Math.max(...fcps)];
    }),
  );
  const seen = jobs.flatMap((job, i) => (job.fault === null ? [] : [results[i]!]));
  // A fault that holds the paint back does so at every visit; a moment of a busy machine (two
  // lanes on two cores) does not: a case over its bound is visited again, alone, up to twice, and
  // its best paint is the one held to the bound.
  for (const [i, c] of cases.entries()) {
    for (let again = 0; again < 2 && seen[i]!.fcp > floor.get(c.path)! + 1_000; again += 1) {
      const retry = await visit(browser, c.path, c.remote, c.fault);
      if (retry.fcp < seen[i]!.fcp) seen[i] = retry;
    }
  }
  const table = cases.map((c, i) => ({
    case: `${c.path} · ${c.remote} × ${c.fault}`,
    fcp: Math.round(seen[i]!.fcp),
    floor: Math.round(floor.get(c.path)!),
    fallback: seen[i]!.fallback,
  }));
  console.log(
    [
      'first paint with a remote origin failing (ms): case | FCP | floor | fallback',
      ...table.map((row) => `${row.case} | ${row.fcp} | ${row.floor} | ${row.fallback ?? '—'}`),
    ].join('\n'),
  );
  for (const row of table) expect(row.fcp, `${row.case}: FCP within the page's own + 1 s`).toBeLessThanOrEqual(row.floor + 1_000);
});

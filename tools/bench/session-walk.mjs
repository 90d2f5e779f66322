// A member's long session, and what it weighs (issue 36). The walk moves between ten member pages
// of three remotes through the site's own links, as a member does: the bottom bar, the sidebar,
// the top bar's game menu and the home page's quick links, found by role and Thai name. The
// weight is read through the DevTools protocol after forced garbage collection: JS event
// listeners, DOM nodes and documents (Memory.getDOMCounters) and the JS heap in use
// (Runtime.getHeapUsage). Used by `npm run bench:session` (1,000 navigations and the 8-hour
// session on the fake clock) and by the e2e suite's short forms (e2e/tests/session-weight.spec.ts).
/* global window, document, MessageChannel -- the request counter runs in the page */

/** What a session may gain over its baseline (issue 36): the heap in bytes, DOM nodes as a share of the baseline. */
export const bounds = { listeners: 50, heapBytes: 2 * 1024 * 1024, nodesShare: 0.1 };

/**
 * One navigation: which of the site's menus the member uses, the link's name there, and the
 * heading of the page it opens.
 * @typedef {{ via: 'bottom bar' | 'sidebar' | 'top bar' | 'quick links', link: string, heading: string }} Step
 */

/** @type {readonly Step[]} */
export const lap = [
  { via: 'quick links', link: 'ฝากเงิน', heading: 'ฝากเงิน' },
  { via: 'bottom bar', link: 'รายการบัญชี', heading: 'ประวัติฝาก-ถอน' },
  { via: 'bottom bar', link: 'คืนยอดเสีย', heading: 'คืนยอดเสีย' },
  { via: 'bottom bar', link: 'โปรไฟล์', heading: 'ข้อมูลส่วนตัว' },
  { via: 'sidebar', link: 'ถอนเงิน', heading: 'ถอนเงิน' },
  { via: 'sidebar', link: 'ประวัติการเล่น', heading: 'ประวัติการเล่น' },
  { via: 'top bar', link: 'คาสิโนสด', heading: 'คาสิโนสด' },
  { via: 'top bar', link: 'สล็อต', heading: 'สล็อต' },
  { via: 'sidebar', link: 'ประกาศ', heading: 'ประกาศ' },
  { via: 'bottom bar', link: 'หน้าหลัก', heading: 'หน้าหลักสมาชิก' },
];

/**
 * single-spa's longest time limit on a parcel's lifecycle call (bootstrap, 4 s): its timers hold
 * the parcel, and the page just left with it, until they lapse.
 */
const lifecycleLimitMs = 4_000;

/** Where the walk starts and ends each lap: the member's home page, the last step's. */
export const startPath = '/playgame';
export const startHeading = 'หน้าหลักสมาชิก';

/**
 * The walk's warm-up before its baseline: three laps. The first loads every page's chunks, data
 * and caches; the next two let V8 compile the code the walk runs most. Its optimised code goes on
 * growing for hundreds of navigations, more slowly each time (+1.1 MB in the first hundred after
 * one lap, +0.2 MB from the 500th to the 1,000th), while the page's own objects stay flat.
 */
export const warmUpNavigations = 3 * lap.length;

/**
 * The link a step taps. The sidebar is opened first, with its toggle, as on a phone.
 * @param {import('playwright-core').Page} page
 * @param {Step} step
 */
async function linkOf(page, step) {
  switch (step.via) {
    case 'bottom bar':
      return page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: step.link, exact: true });
    case 'top bar':
      return page.getByRole('navigation', { name: 'เมนูเกม' }).getByRole('link', { name: step.link, exact: true });
    case 'quick links':
      return page.getByRole('main').getByRole('link', { name: step.link, exact: true }).first();
    case 'sidebar':
      await page.getByRole('button', { name: 'เปิดเมนู' }).click();
      return page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('link', { name: step.link, exact: true });
  }
}

/**
 * Takes one step and waits for its page's heading.
 * @param {import('playwright-core').Page} page
 * @param {Step} step
 */
export async function takeStep(page, step) {
  await (await linkOf(page, step)).click();
  await page.getByRole('heading', { level: 1, name: step.heading, exact: true }).waitFor();
}

/**
 * Walks `navigations` steps of the lap, from the home page (where every lap starts and ends).
 * @param {import('playwright-core').Page} page
 * @param {number} navigations
 */
export async function walk(page, navigations) {
  for (let done = 0; done < navigations; done += 1) await takeStep(page, /** @type {Step} */ (lap[done % lap.length]));
}

/** Where the page keeps its count of requests under way (followRequests). */
const requestsKey = 'session-walk.requests';

/**
 * Counts the page's requests under way, from before the page loads, so that a session on the fake
 * clock can let every answer arrive (and what it starts: a new balance version reads the balance)
 * before time moves on. A request is done once its body is read and two tasks have passed.
 * @param {import('playwright-core').Page} page
 */
export async function followRequests(page) {
  await page.addInitScript((key) => {
    const fetch = window.fetch;
    let open = 0;
    /** @type {(() => void)[]} */
    const waiting = [];
    // A task that the fake clock does not hold back (it fakes timers, not messages).
    const nextTask = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve(undefined);
        };
        channel.port2.postMessage(0);
      });
    const done = async () => {
      await nextTask();
      await nextTask();
      open -= 1;
      if (open === 0) for (const resolve of waiting.splice(0)) resolve();
    };
    window.fetch = (...args) => {
      open += 1;
      const answer = fetch(...args);
      void answer
        .then((response) => response.clone().arrayBuffer())
        .catch(() => undefined)
        .then(done);
      return answer;
    };
    /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[key] = {
      /** Resolves once no request is under way, with the title of the dialog shown, if any. */
      settled: async () => {
        await nextTask();
        if (open > 0) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
        return document.querySelector('.swal2-popup .swal2-title')?.textContent ?? null;
      },
    };
  }, requestsKey);
}

/**
 * Resolves once the page has no request under way; answers the title of the dialog it shows, if any.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string | null>}
 */
function requestsSettled(page) {
  return page.evaluate(
    (key) => /** @type {{ settled: () => Promise<string | null> }} */ (/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[key]).settled(),
    requestsKey,
  );
}

/**
 * Where the fake-clock session sits: a game lobby, with the balance bar the balance's reads
 * update; and the step back there from elsewhere.
 */
export const lobby = { path: '/casino', heading: 'คาสิโนสด', back: /** @type {Step} */ ({ via: 'top bar', link: 'คาสิโนสด', heading: 'คาสิโนสด' }) };

/** The reality check's dialog (shell/src/chrome/reality-check-texts.ts) and its buttons. */
const realityCheck = { title: 'เตือนเวลาเล่น', continue: 'เล่นต่อ', history: 'ดูประวัติการเล่น' };

/**
 * What a session on the fake clock did.
 * @typedef {{ realityChecks: number, requests: Record<string, number> }} SessionLog
 */

/**
 * A member's session on the page's fake clock (Playwright's `page.clock`, installed before the
 * page loaded, and `followRequests`): time moves on in steps of 2 s, the polls' shortest rhythm,
 * and each step's requests are answered before the next, so every poll runs at its own pace (the
 * credit and the event log every 60 s, the balance's version every 2 s on screen, ADR 0033). The
 * reality check is answered as a member would: "เล่นต่อ", and every fourth time (the second, the
 * sixth…) "ดูประวัติการเล่น", after which the member goes back to the lobby by the top bar. At the
 * end, time moves on until the page just left is let go (settle). `everyHour` runs at each full hour of
 * the session (a credit that changes the balance). `log` counts the checks and the API's requests by path.
 * @param {import('playwright-core').Page} page
 * @param {number} ms
 * @param {{ log: SessionLog, everyHour?: (hour: number) => Promise<void>, stepMs?: number }} options
 */
export async function liveFor(page, ms, { log, everyHour, stepMs = 2_000 }) {
  const hourMs = 3_600_000;
  const count = (/** @type {import('playwright-core').Request} */ request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) log.requests[pathname] = (log.requests[pathname] ?? 0) + 1;
  };
  page.on('request', count);
  try {
    for (let elapsed = 0; elapsed < ms; elapsed += stepMs) {
      await page.clock.runFor(stepMs);
      const dialog = await requestsSettled(page);
      if (dialog === realityCheck.title) {
        log.realityChecks += 1;
        const toHistory = log.realityChecks % 4 === 2;
        const popup = page.locator('.swal2-popup');
        await popup.getByRole('button', { name: toHistory ? realityCheck.history : realityCheck.continue, exact: true }).click();
        await popup.waitFor({ state: 'detached' });
        if (toHistory) {
          await page.getByRole('heading', { level: 1, name: 'ประวัติการเล่น', exact: true }).waitFor();
          await takeStep(page, lobby.back);
        }
      }
      const hour = Math.floor((elapsed + stepMs) / hourMs);
      if (everyHour && hour > Math.floor(elapsed / hourMs)) await everyHour(hour);
    }
    await page.clock.runFor(lifecycleLimitMs + 500);
    await requestsSettled(page);
  } finally {
    page.off('request', count);
  }
}

/**
 * What the page weighs, as the DevTools protocol reads it.
 * @typedef {{ listeners: number, nodes: number, documents: number, heapBytes: number }} Weight
 */

/**
 * The page's weight after forced garbage collection. Collected three times: what one collection
 * frees (a closure) may be all that held something else.
 * @param {import('playwright-core').CDPSession} cdp
 * @returns {Promise<Weight>}
 */
export async function weigh(cdp) {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { listeners: counters.jsEventListeners, nodes: counters.nodes, documents: counters.documents, heapBytes: heap.usedSize };
}

/**
 * The JS heap's two parts, from a heap snapshot (taken after `weigh` has collected): what V8
 * compiled (bytecode and optimised code, the JIT's), and the page's own objects (the rest).
 * @param {import('playwright-core').CDPSession} cdp
 */
export async function heapShares(cdp) {
  /** @type {string[]} */
  const chunks = [];
  const take = (/** @type {{ chunk: string }} */ event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  /** @type {{ snapshot: { meta: { node_fields: string[], node_types: [string[]] } }, nodes: number[] }} */
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const [types] = snapshot.snapshot.meta.node_types;
  const size = fields.indexOf('self_size');
  const shares = { codeBytes: 0, objectBytes: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[/** @type {number} */ (snapshot.nodes[i])];
    const bytes = /** @type {number} */ (snapshot.nodes[i + size]);
    // Blink's own objects (native) and the snapshot's groupings (synthetic) are not V8's heap.
    if (type === 'code') shares.codeBytes += bytes;
    else if (type !== 'native' && type !== 'synthetic') shares.objectBytes += bytes;
  }
  return shares;
}

/**
 * Lets the walk's page settle before it is weighed: the last page's requests answered, its
 * effects run, and the page it left let go.
 * @param {import('playwright-core').Page} page
 */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(lifecycleLimitMs + 500);
}

/**
 * Compares a session's weight at its end with its baseline: the growth, and each bound it broke
 * (none: the session stays light).
 * @param {Weight} before
 * @param {Weight} after
 */
export function judge(before, after) {
  const growth = {
    listeners: after.listeners - before.listeners,
    nodes: after.nodes - before.nodes,
    heapBytes: after.heapBytes - before.heapBytes,
  };
  /** @type {string[]} */
  const broken = [];
  if (growth.listeners > bounds.listeners) broken.push(`listeners grew by ${growth.listeners} (at most ${bounds.listeners})`);
  if (growth.heapBytes > bounds.heapBytes) broken.push(`the heap grew by ${mb(growth.heapBytes)} (at most ${mb(bounds.heapBytes)})`);
  if (Math.abs(growth.nodes) > before.nodes * bounds.nodesShare) {
    broken.push(`DOM nodes went from ${before.nodes} to ${after.nodes} (flat: within ±${bounds.nodesShare * 100} %)`);
  }
  return { growth, broken };
}

/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * One line per counter: before, after, the growth, and the growth per `unit` (`count` of them).
 * @param {Weight} before
 * @param {Weight} after
 * @param {number} count
 * @param {string} unit
 */
export function report(before, after, count, unit) {
  const { growth } = judge(before, after);
  const signed = (/** @type {number} */ n, /** @type {(n: number) => string} */ show) => `${n >= 0 ? '+' : '−'}${show(Math.abs(n))}`;
  const whole = (/** @type {number} */ n) => String(Math.round(n));
  const fine = (/** @type {number} */ n) => n.toFixed(2);
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(2)} KB`;
  return [
    `listeners ${before.listeners} → ${after.listeners} (${signed(growth.listeners, whole)}, ${signed(growth.listeners / count, fine)} per ${unit})`,
    `JS heap   ${mb(before.heapBytes)} → ${mb(after.heapBytes)} (${signed(growth.heapBytes, mb)}, ${signed(growth.heapBytes / count, kb)} per ${unit})`,
    `DOM nodes ${before.nodes} → ${after.nodes} (${signed(growth.nodes, whole)}), documents ${before.documents} → ${after.documents}`,
  ].join('\n');
}

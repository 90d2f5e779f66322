import type { Page } from '@playwright/test';
import { expect, holdShellScript, signInViaApi, test } from '../support/fixtures';

// Issue 36, ADR 0053: a member route's first HTML carries the member chrome as the shell first
// draws it (a picture, until the shell runs) and preloads everything the page's start loads, the
// route's remote included. The shell's own chrome then takes its place without moving anything; a
// visitor sent to the login never sees it.

/** /topup's lead (the route table's, shared/src/routes.ts). */
const topupLead = 'โอนจากบัญชีธนาคารที่ลงทะเบียนไว้ในชื่อของท่าน ระบบจะเติมเครดิตให้อัตโนมัติเมื่อตรวจพบยอดโอน';

/** Sums the page's layout shifts from its start (Core Web Vitals' CLS, without input-caused ones). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
}

/**
 * Where the page's lead is drawn, frame by frame from the page's start: its top in the document
 * (so a scroll is seen as one), with the scroll and the boxes above it, each time that changes.
 */
async function recordLeadFrames(page: Page, lead: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((text) => {
    const frames: string[] = [];
    (window as unknown as { leadFrames: string[] }).leadFrames = frames;
    let last = '';
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? `${rect.top.toFixed(1)}+${rect.height.toFixed(1)}` : '-';
    };
    const tick = () => {
      const leads = [...document.querySelectorAll('p')].filter((p) => p.textContent === text);
      const tops = leads.map((p) => (p.getBoundingClientRect().top + window.scrollY).toFixed(1)).join(',');
      if (tops !== last) {
        last = tops;
        const above = ['header', '.balance', 'main', 'main h1'].map((selector) => `${selector} ${box(document.querySelector(selector))}`).join(', ');
        frames.push(`${Math.round(performance.now())} ms: lead at ${tops || 'none'} (scroll ${window.scrollY}; ${above})`);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, lead);
  return () => page.evaluate(() => (window as unknown as { leadFrames: string[] }).leadFrames);
}

test('a member page shows the member chrome before any script of the shell, and the page arrives without moving it', async ({ page }) => {
  await signInViaApi(page);
  const cls = await recordLayoutShifts(page);
  const leadFrames = await recordLeadFrames(page, topupLead);
  const letScriptsRun = await holdShellScript(page);
  const first = page.waitForResponse((response) => new URL(response.url()).pathname === '/topup');
  await page.goto('/topup', { waitUntil: 'commit' });
  const html = await (await first).text();
  // The route's remote is named in the page, not found after the shell's script: its preload is
  // added with the shell's once the frame is on screen (ADR 0060).
  expect(html).toMatch(
    /<template id="prerendered-preloads">[^]*<link rel="preload" href="http:\/\/[^"]+\/remoteEntry\.js" as="script" crossorigin="anonymous" integrity="sha384-[^]*<\/template>/,
  );

  // The shell's script is held: what shows is the server's picture of the chrome, and of the
  // page's heading and lead where the page will be.
  const games = page.getByText('คาสิโนสด').first();
  await expect(games).toBeVisible();
  await expect(page.getByText('ยอดเงินคงเหลือ').first()).toBeVisible();
  const lead = page.getByText(topupLead);
  await expect(lead).toBeVisible();
  await expect(page.getByText('ฝากเงิน', { exact: true }).first()).toBeVisible();
  // A picture, which nothing can reach or read: tools that find elements by role see none of it.
  await expect(page.getByRole('navigation', { name: 'เมนูเกม' })).toHaveCount(0);

  letScriptsRun();
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
  await expect(page.getByLabel('จำนวนเงิน')).toBeVisible();
  // The page's own lead, once, where the picture's was.
  await expect(lead).toHaveCount(1);
  // Where the next frame draws the page's own lead (read in the frame's callback, as the recorder reads).
  const drawnNow = await page.evaluate(
    (text) =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => {
          const element = [...document.querySelectorAll('p')].find((p) => p.textContent === text);
          done(element ? element.getBoundingClientRect().top + window.scrollY : NaN);
        }),
      ),
    topupLead,
  );
  // Every frame drew the lead where the picture had it, or (for the frame the page's code takes
  // over in) not at all; the frames are in the message when one did not. Heights are read from
  // the frames drawn, not from boundingBox: that can read a layout between two frames that is
  // never painted (fresh-clone runs: every frame at 257.4 px, a boundingBox 15.5 px off; another
  // 288 px off sideways). A sideways move would show in the layout shifts, below.
  const frames = await leadFrames();
  const drawnAt = frames.flatMap((frame) => (/lead at ([\d.,]+) /.exec(frame)?.[1]?.split(',') ?? []).map(Number));
  expect(drawnAt.length, frames.join('\n')).toBeGreaterThanOrEqual(1);
  expect(Math.max(...drawnAt, drawnNow) - Math.min(...drawnAt, drawnNow), `${frames.join('\n')}\nnow: ${drawnNow}`).toBeLessThanOrEqual(1);
  await expect(page.getByRole('navigation', { name: 'เมนูเกม' })).toHaveCount(1);
  await expect(page.getByTestId('member-name')).toContainText('0812345678');
  // One chrome: the picture gave way to the shell's own.
  await expect(page.getByText('คาสิโนสด')).toHaveCount(1);
  expect(await cls()).toBeLessThanOrEqual(0.02);
});

test("a member page's scripts start once its first paint is on screen", async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(main|remoteEntry)[.][^/]*js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint);
});

test('a visitor on a member route never sees the member chrome on the way to the login', async ({ page }) => {
  const letScriptsRun = await holdShellScript(page);
  await page.goto('/topup', { waitUntil: 'commit' });
  // The page is the server's HTML alone: its member picture is for members.
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByText('ยอดเงินคงเหลือ')).toBeHidden();
  await expect(page.getByText('คาสิโนสด')).toBeHidden();
  letScriptsRun();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toBeVisible();
  await expect(page.getByText('ยอดเงินคงเหลือ')).toHaveCount(0);
});

test("when the shell's script cannot be fetched, the member is told so in Thai and can try again", async ({ page }) => {
  await signInViaApi(page);
  let down = true;
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/topup');
  const notice = page.getByRole('alert').filter({ hasText: 'โหลดหน้าเว็บไม่สำเร็จ' });
  await expect(notice).toBeVisible();
  down = false;
  await notice.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'โหลดหน้าเว็บไม่สำเร็จ' })).toHaveCount(0);
});

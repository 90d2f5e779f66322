import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { newMember, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';

// Issue 36, "What the member sees", on every member page at a small phone's width, a common
// phone's and a desktop's: the top bar shows the username and (username2) whole, there is exactly
// one support control and it covers none of the page, and /playgame's quick links keep one line
// each. Screenshots: e2e/artifacts/chrome/<width>/<route>-top.png and -end.png.

// The site's route table itself (shared is CommonJS to this ESM package: required, not imported).
const { routePath, routes } = createRequire(import.meta.url)('../../shared/src/routes.ts') as typeof import('../../shared/src/routes');
type RouteName = keyof typeof routes;

/** Every route a signed-in member sees in the member chrome: member routes, and public ones with the member layout. */
const memberPages = (Object.keys(routes) as RouteName[])
  .filter((name) => {
    const route: { access: string; memberLayout?: string } = routes[name];
    return route.access === 'member' || route.memberLayout === 'main';
  })
  .map((name) => ({ name, path: routePath(name, { sport: 'sport-golden-goal' }) }));

const contactName = /^ติดต่อ/;

/** The member's names in the top bar: the text, and whether any of it is cut or off the screen. */
async function memberName(page: Page) {
  return page.getByTestId('member-name').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = element.getBoundingClientRect();
    const clipped = [...range.getClientRects()].some(
      (r) => r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5 || r.left < box.left - 0.5 || r.right > box.right + 0.5),
    );
    const style = getComputedStyle(element);
    return {
      text: element.textContent ?? '',
      cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
      clipped,
      ellipsis: style.textOverflow === 'ellipsis' && style.overflow !== 'visible',
    };
  });
}

/**
 * The page's support controls (buttons and links named ติดต่อ… outside the page's own content),
 * and, at the page's top and at its end, the content boxes of the page's main area any of them
 * overlaps: headings, paragraphs, list items, buttons, links, fields, images, cards and tiles,
 * each clipped to the part not under the top bar or the bottom bar (what a bar hides, the bar
 * hides, not the control).
 */
async function contactCover(page: Page): Promise<{ controls: number; covered: string[] }> {
  return page.evaluate(async (namePattern) => {
    const pattern = new RegExp(namePattern);
    const shown = (element: Element) => {
      const r = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const controls = [...document.querySelectorAll('a, button')].filter(
      (element) => !element.closest('main') && shown(element) && pattern.test((element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
    );
    const main = document.querySelector('main');
    if (!main) return { controls: controls.length, covered: [] };
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const covered: string[] = [];
    for (const at of ['top', 'end'] as const) {
      window.scrollTo(0, at === 'top' ? 0 : document.documentElement.scrollHeight);
      await frame();
      const header = document.querySelector('header')?.getBoundingClientRect();
      const bottomBar = [...document.querySelectorAll('nav')].find((nav) => getComputedStyle(nav).position === 'fixed')?.getBoundingClientRect();
      const bandTop = Math.max(0, header?.bottom ?? 0);
      const bandBottom = Math.min(window.innerHeight, bottomBar?.top ?? window.innerHeight);
      const content = main.querySelectorAll('h1, h2, h3, h4, p, li, button, a, input, select, textarea, label, img, table, [class*="card"], [class*="tile"]');
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        for (const element of content) {
          if (!shown(element)) continue;
          const r = element.getBoundingClientRect();
          const top = Math.max(r.top, bandTop);
          const bottom = Math.min(r.bottom, bandBottom);
          if (bottom - top < 1) continue;
          const overlapX = Math.min(r.right, c.right) - Math.max(r.left, c.left);
          const overlapY = Math.min(bottom, c.bottom) - Math.max(top, c.top);
          if (overlapX > 1 && overlapY > 1) covered.push(`${at}: <${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 30)}`);
        }
      }
    }
    window.scrollTo(0, 0);
    await frame();
    return { controls: controls.length, covered };
  }, contactName.source);
}

/** The quick links of /playgame whose name takes more than one line, and how many rows the links take. */
async function quickLinks(page: Page): Promise<{ wrapped: string[]; rows: number }> {
  const links = page.getByRole('navigation', { name: 'เมนูลัด' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) => {
    const wrapped = elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return lines.size > 1 || element.scrollWidth > element.clientWidth;
      })
      .map((element) => element.textContent ?? '');
    const rows = new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size;
    return { wrapped, rows };
  });
}

function save(name: string): string {
  const file = path.join(repoRoot, 'e2e/artifacts/chrome', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

async function screenshots(page: Page, testInfo: TestInfo, width: number, name: string): Promise<void> {
  for (const at of ['top', 'end'] as const) {
    await page.evaluate((end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0), at === 'end');
    const file = save(`${width}/${name}-${at}.png`);
    await page.screenshot({ path: file });
    if (at === 'top' && ['playgame', 'topup', 'profile'].includes(name)) await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe.serial('the member chrome on every member page, at 360, 390 and 1280 px', () => {
  let member = { username: '', password: '' };

  test.beforeAll(async ({ request }) => {
    member = await newMember(request);
    await setCredit(request, member.username, '1250.00');
  });

  /** Every member page at `width`, in a browser context of its own: what is wrong, by route. */
  async function checkWidth(browser: Browser, width: number, testInfo: TestInfo): Promise<string[]> {
    const context = await browser.newContext({ locale: 'th-TH', serviceWorkers: 'block', viewport: { width, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
    });
    try {
      await signInViaApi(page, member);
      // A balance read once: every later (hard) load shows it at once, marked until its first read.
      await page.goto('/topup');
      await expect(page.getByTestId('balance')).toHaveText('1,250.00 THB');
      let expected = '';
      for (const { name, path: route } of memberPages) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first(), `${width} px, ${route}: its heading`).toBeVisible();
        await expect(page.getByTestId('member-name')).toContainText(member.username);
        await page.waitForLoadState('networkidle');
        if (!expected) {
          const profile = await page.evaluate(() => JSON.parse(localStorage.getItem('profile') ?? '{}') as { username: string; username2?: string });
          expected = profile.username2 ? `${profile.username} (${profile.username2})` : profile.username;
        }
        const at = `${width} px, ${route}`;
        const names = await memberName(page);
        if (names.text !== expected) problems.push(`${at}: the top bar says "${names.text}", not "${expected}"`);
        if (names.cut || names.clipped || names.ellipsis) problems.push(`${at}: the names are cut (${JSON.stringify(names)})`);
        const { controls, covered } = await contactCover(page);
        if (controls !== 1) problems.push(`${at}: ${controls} support controls`);
        if (covered.length > 0) problems.push(`${at}: the support control covers ${covered.join('; ')}`);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (sideways > 0) problems.push(`${at}: scrolls sideways by ${sideways} px`);
        if (name === 'playgame') {
          const { wrapped, rows } = await quickLinks(page);
          if (wrapped.length > 0) problems.push(`${at}: quick links on two lines: ${wrapped.join(', ')}`);
          if (rows !== 1) problems.push(`${at}: the quick links take ${rows} rows`);
        }
        await screenshots(page, testInfo, width, name);
      }
    } finally {
      await context.close();
    }
    return problems;
  }

  // The three widths side by side, each in its own context: a page mostly waits for the network
  // to go quiet, and one after another they took a lane 90 s.
  test('360, 390 and 1280 px: the names whole, one support control covering nothing (screenshots saved)', async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const problems = await Promise.all([360, 390, 1280].map((width) => checkWidth(browser, width, testInfo)));
    expect(problems.flat()).toEqual([]);
  });

  test('320 px: the top bar and the quick links still hold', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInViaApi(page, member);
    for (const route of ['/playgame', '/topup', '/profile']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const names = await memberName(page);
      expect(names.text, route).toContain(member.username);
      expect(names, route).toMatchObject({ cut: false, clipped: false, ellipsis: false });
      expect((await contactCover(page)).controls, route).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      // Two rows of two below 350 px, each name still on one line.
      if (route === '/playgame') expect((await quickLinks(page)).wrapped).toEqual([]);
      await screenshots(page, testInfo, 320, route.slice(1));
    }
  });

  test('the support control offers the main line and the 24-hour backup line, and closes on Escape', async ({ page, context }) => {
    await context.route('https://line.me/**', (route) => route.fulfill({ body: 'LINE', contentType: 'text/plain' }));
    await page.setViewportSize({ width: 390, height: 800 });
    await signInViaApi(page, member);
    for (const [route, where] of [
      ['/topup', page.getByRole('banner')],
      ['/playgame', page.getByRole('navigation', { name: 'เมนูหน้าหลัก' })],
    ] as const) {
      await page.goto(route);
      const toggle = where.getByRole('button', { name: contactName });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(where.getByRole('link', { name: 'ไลน์ติดต่อ' })).toHaveAttribute('href', 'https://line.me/R/ti/p/@siambet');
      await expect(where.getByRole('link', { name: 'ไลน์สำรอง 24 ชั่วโมง' })).toHaveAttribute('href', 'https://line.me/R/ti/p/@siambet24');
      await page.screenshot({ path: save(`390/${route.slice(1)}-contact-open.png`) });
      await page.keyboard.press('Escape');
      await expect(where.getByRole('link', { name: 'ไลน์ติดต่อ' })).toHaveCount(0);
      await expect(toggle).toBeFocused();
      const popup = context.waitForEvent('page');
      await toggle.click();
      await where.getByRole('link', { name: 'ไลน์สำรอง 24 ชั่วโมง' }).click();
      const chat = await popup;
      expect(chat.url()).toBe('https://line.me/R/ti/p/@siambet24');
      await chat.close();
      await expect(where.getByRole('link', { name: 'ไลน์ติดต่อ' })).toHaveCount(0);
    }
  });
});

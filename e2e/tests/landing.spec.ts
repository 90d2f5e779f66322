import { setSiteSettings } from '../support/api-state';
import { expect, test } from '../support/fixtures';
import { expectFitsAndSave } from '../support/screens';

test.describe('landing page', () => {
  test.afterEach(async ({ request }) => {
    await setSiteSettings(request, { registerMode: '2' });
  });

  const hero = (page: import('@playwright/test').Page) => page.getByRole('main');

  for (const [mode, target] of [
    ['1', /\/registerauto$/],
    ['2', /\/register$/],
    ['4', /\/registerotp$/],
  ] as const) {
    test(`registerMode ${mode}: the register button goes to ${target.source}`, async ({ page, request }) => {
      await setSiteSettings(request, { registerMode: mode });
      await page.goto('/');
      await hero(page).getByRole('link', { name: 'สมัครสมาชิก' }).first().click();
      await expect(page).toHaveURL(target);
    });
  }

  test('registerMode 4: a visitor who opens /register (an old link, a click before the setting loaded) ends on /registerotp', async ({ page, request }) => {
    await setSiteSettings(request, { registerMode: '4' });
    await page.goto('/register');
    await expect(page).toHaveURL(/\/registerotp$/);
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/register$/);
  });

  test('registerMode 3: the register button opens the support chat', async ({ page, context, request }) => {
    await setSiteSettings(request, { registerMode: '3' });
    await context.route('https://line.me/**', (route) => route.fulfill({ body: 'LINE', contentType: 'text/plain' }));
    await page.goto('/');
    const popup = context.waitForEvent('page');
    await hero(page)
      .getByRole('button', { name: /สมัครสมาชิก/ })
      .first()
      .click();
    const chat = await popup;
    await chat.waitForLoadState();
    expect(chat.url()).toBe('https://line.me/R/ti/p/@siambet');
  });

  test('the header becomes sticky after 100 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    const header = page.locator('header.ml-header');
    await page.mouse.wheel(0, 60);
    await expect(header).not.toHaveClass(/ml-header--sticky/);
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(header).toHaveClass(/ml-header--sticky/);
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/ml-header--sticky/);
  });

  for (const [label, target] of [
    ['โปรโมชั่น', /\/login$/],
    ['กิจกรรม', /\/activity$/],
    ['แนะนำ', /\/login$/],
    ['เปรียบเทียบ', /\/login$/],
    ['ดูบอลสด', /\/login$/],
  ] as const) {
    test(`menu item ${label} goes to ${target.source}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(target);
    });
  }

  for (const width of [375, 1280]) {
    test(`renders without overflow at ${width} px (screenshot saved)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // The support QR code draws when the footer nears the screen.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('footer svg[role="img"]')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The self-hosted Thai font has loaded (fonts.check() alone is true when no face matches).
      await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => /Prompt/.test(f.family) && f.status === 'loaded'))).toBe(true);
      await expectFitsAndSave(page, testInfo, `landing-${width}`);
    });
  }
});

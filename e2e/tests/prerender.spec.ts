import type { Page } from '@playwright/test';
import { freshAccount, freshPhone, newMember } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { fillRegisterDetails } from '../support/forms';

// The public entry pages arrive as HTML in the first response (ADR 0025): the landing remote's own
// components rendered by the release tool, composed into index.html by the shell's server, then
// hydrated in place by the landing remote.

/** Holds the shell's script back (the page is the server's HTML alone) until the returned call. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the hero headline, the login and register buttons and the game categories', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('เว็บแทงบอลออนไลน์ คาสิโน สล็อต');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'สมัครสมาชิก' }).first()).toBeVisible();
    for (const name of ['กีฬา', 'คาสิโน', 'สล็อต', 'ไพ่']) await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    // Before the page runs, the login form cannot be sent by the browser itself.
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeDisabled();
  });

  test('/Login and /Register show their pages', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toBeVisible();
    await page.goto('/Register?ref=friend');
    await expect(page.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
  });
});

test('the landing hydrates the page it arrived with: same elements, no console error, no layout shift', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const state = window as unknown as { shifted: number };
    state.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The shell's script waits until the server's HTML has been looked at.
  const letScriptsRun = await holdShellScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toBeVisible();
  await hero.evaluate((element) => ((window as unknown as { serverHero: Element }).serverHero = element));
  letScriptsRun();

  const submit = page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true });
  await expect(submit).toBeEnabled();
  expect(await hero.evaluate((element) => element === (window as unknown as { serverHero: Element }).serverHero)).toBe(true);
  const username = page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)');
  await username.fill('0812345678');
  await expect(username).toHaveValue('0812345678');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});

test("a member's page never shows the landing's HTML", async ({ page, request }) => {
  await signInViaApi(page, await newMember(request));
  await page.goto('/');
  await expect(page).toHaveURL(/\/playgame$/);
  await expect(page.locator('#prerendered')).toHaveCount(0);
});

test('what a visitor types before the page runs is kept, and the sign-in then works', async ({ page }) => {
  const letScriptsRun = await holdShellScript(page);
  await page.goto('/Login', { waitUntil: 'commit' });
  const username = page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)');
  await username.fill('0812345678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password');
  letScriptsRun();
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('dialog')).toContainText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(username).toHaveValue('0812345678');
});

test('the login form looks the same before the page runs as after: its buttons are not dimmed while waiting', async ({ page }) => {
  const letScriptsRun = await holdShellScript(page);
  await page.goto('/Login', { waitUntil: 'commit' });
  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true });
  await expect(submit).toBeDisabled();
  await page.evaluate(() => document.fonts.ready);
  const shot = () => form.screenshot({ animations: 'disabled', caret: 'hide' });
  const before = await shot();
  letScriptsRun();
  await expect(submit).toBeEnabled();
  await page.evaluate(() => document.fonts.ready);
  expect((await shot()).equals(before)).toBe(true);
});

test('a bank chosen and the age box ticked before the page runs stay so, and the sign-up then works', async ({ page }) => {
  const letScriptsRun = await holdShellScript(page);
  await page.goto('/Register', { waitUntil: 'commit' });
  await fillRegisterDetails(page, { phone: freshPhone(), account: freshAccount() });
  letScriptsRun();
  const submit = page.getByRole('button', { name: 'สมัครสมาชิก' });
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('ธนาคาร')).toHaveValue('KBANK');
  await expect(page.getByLabel(/อายุ 18 ปีขึ้นไป/)).toBeChecked();
  await submit.click();
  await expect(page).toHaveURL(/\/playgame$/);
});

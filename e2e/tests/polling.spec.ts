import { apiPaths } from '@member-site/shared/checks';
import { expect, signInViaApi, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

const start = new Date('2026-11-21T08:00:00+07:00');

test('credit and event-log calls come 1.5 s after entry and then every 60 s', async ({ page }) => {
  // The page's clock stands still until the test moves it.
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 10));
  const calls: { path: string; at: number; body?: unknown }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === apiPaths.credit || url.pathname === apiPaths.eventLog) {
      calls.push({ path: url.pathname, at: Date.now(), body: request.postDataJSON() as unknown });
    }
  });
  await signInViaApi(page);
  // Entry: the shell starts (its clock is frozen, so 'entry' is the paused instant).
  const userLoaded = page.waitForResponse((r) => r.url().endsWith(apiPaths.auth));
  await page.goto('/casino');
  await userLoaded;
  const count = (p: string) => calls.filter((c) => c.path === p).length;

  await page.clock.runFor(1_000);
  expect(count(apiPaths.credit)).toBe(0);
  await page.clock.runFor(600);
  await expect.poll(() => count(apiPaths.credit)).toBe(1);
  await expect.poll(() => count(apiPaths.eventLog)).toBe(1);
  await page.clock.runFor(500);
  await expect(page.getByTestId('member-name')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('1,500.00 THB');

  const log = calls.find((c) => c.path === apiPaths.eventLog)?.body as Record<string, string>;
  expect(log).toMatchObject({ ip_address: '{ip}', last_entry: '/casino' });
  expect(log.user_agent).toBeTruthy();

  await page.clock.runFor(58_500);
  expect(count(apiPaths.credit)).toBe(1);
  await page.clock.runFor(1_100);
  await expect.poll(() => count(apiPaths.credit)).toBe(2);
  await expect.poll(() => count(apiPaths.eventLog)).toBe(2);
});

test('a failing credit check shows the session-expired dialog and ends at /logout', async ({ page }) => {
  await page.clock.install();
  const token = await signInViaApi(page);
  await page.goto('/casino');
  await expect(page.getByTestId('member-name')).toBeVisible();
  // The session ends on the server (as after a login elsewhere or an expiry).
  const revoked = await page.request.post(`${e2eStack.apiUrl}${apiPaths.logout}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBeTruthy();

  await page.clock.runFor(1_600);
  const dialog = page.locator('.swal2-popup');
  await expect(dialog.locator('.swal2-title')).toHaveText('กรุณาเข้าสู่ระบบใหม่');
  await expect(dialog.locator('.swal2-html-container')).toHaveText('(Session Expired)');
  // Not dismissible by a click outside.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
});

import { apiPaths } from '@member-site/shared/checks';
import { demo, e2eStack } from '../support/stack-env';
import { expect, recordDialogTitles, signInViaApi, submitLoginForm, test, timeRedirectToPlaygame } from '../support/fixtures';

test.describe('signing in and the auth step', () => {
  for (const path of ['/Topup', '/topup']) {
    test(`a guest opening ${path} lands on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toBeVisible();
    });
  }

  test('the demo member logs in from the landing page: a waiting dialog, then /playgame', async ({ page }) => {
    await recordDialogTitles(page);
    // A phone network's latency: the answer must not arrive before the dialog's code has loaded.
    await page.route(`${e2eStack.apiUrl}${apiPaths.login}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await submitLoginForm(page, demo.username, demo.password);
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });
    // The waiting dialog may be up for only a moment on a fast machine; the page recorded it.
    expect(await page.evaluate(() => (window as unknown as { dialogTitles: string[] }).dialogTitles)).toContain('กรุณารอสักครู่...');
    await expect(page.getByTestId('member-name')).toContainText(demo.username);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeTruthy();
  });

  test('the redirect to /playgame waits about 300 ms after a successful login', async ({ page }) => {
    // Timed inside the page: when the member's data arrived, and when the URL became /playgame.
    const timing = await timeRedirectToPlaygame(page);
    await page.goto('/');
    await submitLoginForm(page, demo.username, demo.password);
    await page.waitForURL(/\/playgame$/);
    const elapsed = await timing.elapsed();
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
  });

  test('a wrong password shows the คำเตือน dialog with the server message and keeps the username', async ({ page }) => {
    await page.goto('/');
    await submitLoginForm(page, demo.username, 'wrong-password');
    const dialog = page.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-title')).toHaveText('คำเตือน');
    await expect(dialog.locator('.swal2-html-container')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toHaveValue(demo.username);
    await expect(page).not.toHaveURL(/playgame/);
  });

  test('a signed-in member opening / is sent to /playgame', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/playgame$/);
  });

  test('/logout ends the session on the server and returns to the landing page', async ({ page }) => {
    const token = await signInViaApi(page);
    await page.goto('/playgame');
    await expect(page.getByTestId('member-name')).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    const after = await page.request.get(`${e2eStack.apiUrl}${apiPaths.credit}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});

test('a deep link opened directly renders (no relative script paths)', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/sport/football');
  await expect(page.locator('.remote-area[data-remote="mf_games"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'กีฬา' })).toBeVisible();
});

test.describe('error pages', () => {
  test('/no-such-page shows the 404 page with links home and to log out', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/playgame');
    await expect(page.getByRole('link', { name: 'ออกจากระบบ' })).toHaveAttribute('href', '/logout');
  });

  test('a route with an unknown step shows 500 "Unknown middleware"', async ({ page }) => {
    await signInViaApi(page);
    // An operator's config.json adds a step the shell does not know to /Ticket.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, routeSteps: { '/Ticket': ['maintenance'] } } });
    });
    await page.goto('/ticket');
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await expect(page.getByText('Unknown middleware')).toBeVisible();
  });
});

import { apiPaths } from '@member-site/shared/checks';
import { setCredit, setSpins } from '../support/api-state';
import { expect, recordDialogTitles, signInViaApi, test } from '../support/fixtures';
import { demo, e2eStack } from '../support/stack-env';

const thb = (amount: number) => `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} THB`;

test.describe.serial('a session only the shell writes', () => {
  test.afterEach(async ({ request }) => {
    await setCredit(request, demo.username, '1500.00');
  });

  test('after a lucky-wheel prize the balance bar shows the new figure within 1 s', async ({ page, request }) => {
    await setCredit(request, demo.username, '1500.00');
    // One spin, stopping on "เครดิต 50" (segment 5): the server pays 50.00 into the credit.
    await setSpins(request, demo.username, 1, 5);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInViaApi(page);
    await page.goto('/luckywheel');
    await expect(page.getByTestId('balance')).toHaveText(thb(1500));

    await page.getByRole('button', { name: 'หมุนกงล้อ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ยินดีด้วย' })).toBeVisible();
    // Not the 60 s poll: the page asked the shell for a fresh balance.
    await expect(page.getByTestId('balance')).toHaveText(thb(1550), { timeout: 1_000 });
  });

  test('a token revoked on the server, found at page load, ends at the landing page through the session-expired dialog', async ({ page }) => {
    await recordDialogTitles(page);
    const token = await signInViaApi(page);
    const revoked = await page.request.post(`${e2eStack.apiUrl}${apiPaths.logout}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBeTruthy();

    await page.goto('/casino');
    const dialog = page.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-title')).toHaveText('กรุณาเข้าสู่ระบบใหม่');
    await expect(dialog.locator('.swal2-html-container')).toHaveText('(Session Expired)');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // The lobby's own 401s, /auth's and the poll's make one dialog, not several.
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => (window as unknown as { dialogTitles: string[] }).dialogTitles)).toEqual(['กรุณาเข้าสู่ระบบใหม่']);

    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(`${e2eStack.shellUrl}/`);
    await expect(page.locator('[data-remote="mf_landing"]')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    // The landing header has its own "เมนูหลัก" menu: look for the member's bottom nav itself.
    await expect(page.locator('nav.bottom-nav')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'เปิดเมนู' })).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  });
});

import type { Page } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { expectNoSeriousViolations } from '../support/a11y';
import { newMember, resetPassword } from '../support/api-state';
import { expect, signInViaApi, submitLoginForm, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// Staff reset a member's password (issue 35, ADR 0050): the member signs in with the temporary
// password and is held on the password change, signed in with the member chrome, until they have
// chosen a new one. There is no staff session here: the API's own reset runs through its test route.

const notice = 'เจ้าหน้าที่ได้รีเซ็ตรหัสผ่านของคุณ';
const lockedMessage = 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน';
const topBar = (page: Page) => page.getByRole('navigation', { name: 'เมนูเกม' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Records, inside the page, every level-1 heading that was ever on screen and every URL the
 * history was sent to: a page that rendered for a moment before a redirect leaves its heading.
 */
async function recordPageHistory(page: Page): Promise<{ headings(): Promise<string[]>; urls(): Promise<string[]> }> {
  await page.addInitScript(() => {
    const seen = { headings: [] as string[], urls: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        // The server's frame holds a page's place with its heading (ADR 0060), not shown to a
        // member the inline script found held (data-held): never on screen.
        if (document.documentElement.hasAttribute('data-held') && h1.closest('#member-frame')) continue;
        const text = h1.textContent ?? '';
        if (text && !seen.headings.includes(text)) seen.headings.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        seen.urls.push(String(args[2] ?? ''));
        original(...args);
      };
    }
  });
  const read = () => page.evaluate(() => (window as unknown as { seen: { headings: string[]; urls: string[] } }).seen);
  return { headings: async () => (await read()).headings, urls: async () => (await read()).urls };
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(current);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(next);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
}

test.describe('a password reset by staff', () => {
  test('the temporary password signs in to the password change, nothing else opens until a new one is chosen, then the member plays and signs in with it', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    const temporary = await resetPassword(request, member.username);
    const seen = await recordPageHistory(page);

    // Signed in through the landing's form: the login's way to /playgame ends on the password change.
    await page.goto('/');
    await submitLoginForm(page, member.username, temporary);
    await expect(page).toHaveURL(/\/password-change$/, { timeout: 10_000 });
    await expect(heading(page, 'เปลี่ยนรหัสผ่าน')).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByLabel('รหัสผ่านปัจจุบัน', { exact: true })).toHaveAccessibleDescription('รหัสผ่านชั่วคราวที่ได้รับจากเจ้าหน้าที่');
    // Signed in, with the member chrome.
    await expect(page.getByTestId('member-name')).toContainText(member.username);
    await expectNoSeriousViolations(page, '#root', '/password-change after a reset');
    expect(await seen.urls()).toContain('/playgame');
    expect(await seen.headings()).not.toContain('หน้าหลักสมาชิก');

    // The top bar's casino link: the route steps send the member back before the lobby renders.
    await topBar(page).getByRole('link', { name: 'คาสิโนสด' }).click();
    await expect.poll(() => seen.urls()).toContain('/casino');
    await expect(page).toHaveURL(/\/password-change$/);
    await expect(page.getByText(notice)).toBeVisible();
    expect(await seen.headings()).not.toContain('คาสิโนสด');

    // A game button of the top bar opens nothing: the reason, as text, and the member stays.
    await topBar(page).getByRole('button', { name: 'กีฬา' }).click();
    const dialog = page.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-html-container')).toHaveText(lockedMessage);
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(/\/password-change$/);

    // A reload of a member page: the kept profile holds the member here before /auth answers,
    // and the server's frame shows no heading of the page asked for.
    const reload = page.waitForResponse((response) => new URL(response.url()).pathname === '/playgame');
    await page.goto('/playgame');
    expect(await (await reload).text()).toContain('หน้าหลักสมาชิก');
    await expect(page).toHaveURL(/\/password-change$/);
    await expect(page.getByText(notice)).toBeVisible();
    expect(await seen.headings()).not.toContain('หน้าหลักสมาชิก');

    // The change: the shell reads the member again, the notice goes, the way on opens.
    const next = 'Chosen5678z';
    await changePassword(page, temporary, next);
    await expect(page.getByRole('status').filter({ hasText: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' })).toBeVisible();
    await expect(page.getByText(notice)).toBeHidden();
    await page.getByRole('link', { name: 'ไปหน้าหลักสมาชิก' }).click();
    await expect(page).toHaveURL(/\/playgame$/);
    await expect(heading(page, 'หน้าหลักสมาชิก')).toBeVisible();
    await topBar(page).getByRole('link', { name: 'คาสิโนสด' }).click();
    await expect(page).toHaveURL(/\/casino$/);
    await expect(heading(page, 'คาสิโนสด')).toBeVisible();

    // Signed out and in again: the new password works, the temporary one no longer does.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    const old = await request.post(`${e2eStack.apiUrl}${apiPaths.login}`, { data: { username: member.username, password: temporary } });
    expect(old.status()).toBe(401);
    await submitLoginForm(page, member.username, next);
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });
    await expect(heading(page, 'หน้าหลักสมาชิก')).toBeVisible();
  });

  test("a member call answered 423 PASSWORD_CHANGE_REQUIRED shows its message and goes to the password change, still signed in (never the session's expiry)", async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await signInViaApi(page, member);
    // The API's answer to a game launch once staff reset the password while the page was open.
    await page.route(`${e2eStack.apiUrl}${apiPaths.gameLogin}`, (route) =>
      route.fulfill({ status: 423, contentType: 'application/json', body: JSON.stringify({ code: 'PASSWORD_CHANGE_REQUIRED', message: lockedMessage }) }),
    );
    await page.goto('/slot');
    await expect(heading(page, 'สล็อต')).toBeVisible();
    await page.locator('.mg-game').first().locator('.mg-game__button').click();
    await expect(page).toHaveURL(/\/password-change$/);
    const dialog = page.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-html-container')).toHaveText(lockedMessage);
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(heading(page, 'เปลี่ยนรหัสผ่าน')).toBeVisible();
    await expect(page.getByTestId('member-name')).toContainText(member.username);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeTruthy();
    await expect(page.getByText('กรุณาเข้าสู่ระบบใหม่')).toHaveCount(0);
  });
});

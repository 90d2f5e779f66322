import { test as base, expect, type Page } from '@playwright/test';
import { demo, e2eStack } from './stack-env';

/** Every test fails if the page breaks the Content-Security-Policy (inline code, eval, foreign hosts). */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs the demo member in through the API and stores the session the way the shell does. */
export async function signInViaApi(page: Page, member = demo): Promise<string> {
  const response = await page.request.post(`${e2eStack.apiUrl}/api/v1/login`, { data: member });
  expect(response.ok()).toBeTruthy();
  const { accessToken } = (await response.json()) as { accessToken: string };
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('access_token')) window.localStorage.setItem('access_token', token);
  }, accessToken);
  return accessToken;
}

/** Fills and submits the login form shown on the page. */
export async function submitLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Records the title of every sweetalert2 dialog the page opens, however briefly, in window.dialogTitles. */
export async function recordDialogTitles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as { dialogTitles: string[] }).dialogTitles = titles;
    new MutationObserver(() => {
      const title = document.querySelector('.swal2-popup .swal2-title')?.textContent;
      if (title && titles[titles.length - 1] !== title) titles.push(title);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

import { test as base, expect, type Page } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
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

/**
 * Signs the demo member in through the API (the reference one unless named) and stores the session the way the shell does.
 * Only the login's two fields are sent (the API refuses others): `newMember`'s answer carries its bank account too.
 */
export async function signInViaApi(page: Page, member: { username: string; password: string } = demo, apiUrl = e2eStack.apiUrl): Promise<string> {
  const response = await page.request.post(`${apiUrl}${apiPaths.login}`, { data: { username: member.username, password: member.password } });
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

/**
 * Times, inside the page, when the member signed in became known (the first /auth answer after
 * the login's) and when the URL became /playgame; `elapsed()` gives the gap in milliseconds.
 */
export async function timeRedirectToPlaygame(page: Page): Promise<{ elapsed(): Promise<number> }> {
  await page.addInitScript((paths) => {
    const marks: Record<string, number> = {};
    (window as unknown as { marks: Record<string, number> }).marks = marks;
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      if (String(args[0]).endsWith(paths.login)) marks.login = performance.now();
      if (String(args[0]).endsWith(paths.auth) && marks.login !== undefined) marks.auth ??= performance.now();
      return response;
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        if (String(args[2] ?? '').endsWith('/playgame') && marks.playgame === undefined) marks.playgame = performance.now();
        original(...args);
      };
    }
  }, apiPaths);
  return {
    async elapsed() {
      const marks = await page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
      return (marks.playgame ?? 0) - (marks.auth ?? 0);
    },
  };
}

/**
 * Resolves once a prerendered public page runs (hydrated, its actions its own): the shell's
 * early script stops keeping taps then (ADR 0030). The server's HTML alone looks the same.
 */
export async function prerenderedPageRuns(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as Record<symbol, { running: boolean } | undefined>)[Symbol.for('member-site.early-actions')]?.running === true,
    null,
    timeout === undefined ? {} : { timeout },
  );
}

/** Holds the shell's script back (the page is the server's HTML alone) until the returned call. */
export async function holdShellScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

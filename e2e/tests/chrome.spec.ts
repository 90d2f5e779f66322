import type { Page, Request } from '@playwright/test';
import { setCredit, setGameAnswers } from '../support/api-state';
import { expect, recordDialogTitles, signInViaApi, test } from '../support/fixtures';
import { demo, e2eStack } from '../support/stack-env';

const api = e2eStack.apiUrl;

/** Records navigations to the API's demo game pages and answers them, so nothing leaves the machine. */
async function captureGameNavigations(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  for (const pattern of [`${api}/sportsbook/**`, `${api}/demo-games/**`]) {
    await page.route(pattern, async (route) => {
      seen.push(route.request());
      await route.fulfill({ body: '<!doctype html><title>game</title><p>game</p>', contentType: 'text/html' });
    });
  }
  return seen;
}

const topBar = (page: Page) => page.getByRole('navigation', { name: 'เมนูเกม' });

test.describe('member chrome', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page);
  });

  for (const [label, target] of [
    ['คาสิโนสด', /\/casino$/],
    ['สล็อต', /\/slot$/],
    ['เกมไพ่', /\/card$/],
    ['คีโน', /\/keno$/],
  ] as const) {
    test(`top bar ${label} opens ${target.source} and is highlighted there`, async ({ page }) => {
      await page.goto('/topup');
      await topBar(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(target);
      await expect(topBar(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('top bar sports and e-sports redirect to the sportsbook with exactly the auto-login fields, and no referrer', async ({ page }) => {
    const seen = await captureGameNavigations(page);
    for (const [label, state] of [
      ['กีฬา', 'sport'],
      ['อีสปอร์ต', 'esport'],
    ] as const) {
      await page.goto('/topup');
      await topBar(page).getByRole('button', { name: label }).click();
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      await page.waitForURL(/\/sportsbook\//);
      const request = seen.pop() as Request;
      const url = new URL(request.url());
      expect(url.origin + url.pathname).toBe(`${api}/sportsbook/`);
      const params = Object.fromEntries(url.searchParams);
      expect(Object.keys(params).sort()).toEqual(['hash', 'lang', 'password', 'return', 'state', 'username']);
      expect(params).toMatchObject({ username: demo.username, lang: 'th', state, return: `${e2eStack.shellUrl}/playgame` });
      expect(params.hash).toBe(Buffer.from(`${demo.username}:${params.password}`).toString('base64'));
      expect(params.password).not.toBe(demo.password);
      expect(await request.headerValue('referer')).toBeNull();
    }
  });

  test('Thai lottery, online lottery and trading log in and go to the game; failures show the server message', async ({ page, request }) => {
    const seen = await captureGameNavigations(page);
    for (const label of ['หวยไทย', 'หวยออนไลน์', 'เทรด']) {
      await page.goto('/topup');
      await topBar(page).getByRole('button', { name: label }).click();
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      expect(seen.pop()?.url()).toMatch(new RegExp(`^${api}/demo-games/`));
      await page.waitForURL(/\/demo-games\//);
    }
    await setGameAnswers(request, { lotto: { code: 7, message: 'ระบบหวยปิดรับชั่วคราว' } });
    await page.goto('/topup');
    await topBar(page).getByRole('button', { name: 'หวยไทย' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('ระบบหวยปิดรับชั่วคราว');
    await page.locator('.swal2-popup').getByRole('button', { name: 'ตกลง' }).click();
    await setGameAnswers(request, { hotgraph: { code: 3, message: 'ห้องเทรดปิดปรับปรุง' } });
    await topBar(page).getByRole('button', { name: 'เทรด' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('ห้องเทรดปิดปรับปรุง');
    await setGameAnswers(request, { lotto: null, hotgraph: null });
  });

  test('a javascript: or off-list address from the server is refused and nothing runs; hostile text stays text', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const url of ['javascript:alert(1)', 'https://evil.example.com/lotto', 'https://127.0.0.1.evil.example/x']) {
      await setGameAnswers(request, { lotto: { code: 0, url } });
      await page.goto('/topup');
      await topBar(page).getByRole('button', { name: 'หวยไทย' }).click();
      await expect(page.locator('.swal2-popup')).toContainText('ปลายทางนี้ไม่ปลอดภัย');
      await expect(page).toHaveURL(/\/topup$/);
    }
    const hostile = '<img src=x onerror=alert(1)>';
    await setGameAnswers(request, { lotto: { code: 9, message: hostile } });
    await page.goto('/topup');
    await topBar(page).getByRole('button', { name: 'หวยไทย' }).click();
    await expect(page.locator('.swal2-html-container')).toHaveText(hostile);
    // sweetalert2 keeps a hidden <img class="swal2-image"> of its own; the server's markup made none.
    expect(await page.locator('.swal2-popup img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await setGameAnswers(request, { lotto: null });
  });

  test('sidebar items reach their pages, refer-a-friend reaches the affiliate page, log out asks first', async ({ page }) => {
    await recordDialogTitles(page);
    const items: [string, RegExp][] = [
      ['ฝากเงิน', /\/topup$/],
      ['รายการบัญชี', /\/account-history$/],
      ['ประวัติการเล่น', /\/play-history$/],
      ['เปลี่ยนรหัสผ่าน', /\/password-change$/],
      ['ถอนเงิน', /\/withdraw$/],
      ['ประวัติฝาก-ถอน', /\/deposit-withdraw$/],
      ['คืนยอดเสีย', /\/cashback$/],
      ['ประกาศ', /\/announce$/],
    ];
    await page.goto('/profile');
    for (const [label, target] of items) {
      await page.getByRole('button', { name: 'เปิดเมนู' }).click();
      await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(target);
    }
    for (const [label, target] of [
      ['กีฬา', /\/sport$/],
      ['คาสิโน', /\/casino$/],
      ['สล็อต', /\/slot$/],
      ['หวย', /\/lotto$/],
      ['ไพ่', /\/card$/],
    ] as const) {
      await page.getByRole('button', { name: 'เปิดเมนู' }).click();
      await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('navigation', { name: 'เกม' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(target);
    }
    const seen = await captureGameNavigations(page);
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'เทรด' }).click();
    await expect.poll(() => seen.length).toBe(1);
    await page.waitForURL(/\/demo-games\//);
    await page.goto('/announce');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const sidebar = page.getByRole('dialog', { name: 'เมนูสมาชิก' });
    await expect(sidebar.getByRole('link', { name: 'ประกาศ' })).toHaveAttribute('aria-current', 'page');
    // The demo stack opens the affiliate programme: refer-a-friend goes to its page (closed, it
    // warns: MainLayout.test.tsx).
    await sidebar.getByRole('button', { name: 'แนะนำเพื่อน' }).click();
    await expect(page).toHaveURL(/\/affiliate$/);
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'เมนูสมาชิก' })).toBeHidden();
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('bottom nav and the playgame bar: targets, chat links, and what /playgame hides', async ({ page, context }) => {
    await context.route('https://line.me/**', (route) => route.fulfill({ body: 'LINE', contentType: 'text/plain' }));
    await page.goto('/topup');
    await expect(page.getByTestId('balance')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
    for (const [label, target] of [
      ['รายการบัญชี', /\/deposit-withdraw$/],
      ['คืนยอดเสีย', /\/cashback$/],
      ['โปรไฟล์', /\/profile$/],
      ['หน้าหลัก', /\/playgame$/],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(target);
    }
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await expect(nav).toHaveCount(0);
    const bar = page.getByRole('navigation', { name: 'เมนูหน้าหลัก' });
    // VIP opens the support chat; ติดต่อ is the page's one support control (ADR 0051): the chat
    // link and the 24-hour backup line (member-chrome-widths.spec.ts).
    for (const open of [
      () => bar.getByRole('button', { name: 'VIP' }).click(),
      async () => {
        await bar.getByRole('button', { name: 'ติดต่อ' }).click();
        await bar.getByRole('link', { name: 'ไลน์ติดต่อ' }).click();
      },
    ]) {
      const popup = context.waitForEvent('page');
      await open();
      const chat = await popup;
      expect(chat.url()).toBe('https://line.me/R/ti/p/@siambet');
      await chat.close();
    }
    await bar.getByRole('link', { name: 'เข้าเล่น' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the balance changes when a credit poll returns a new value, without a page change', async ({ page, request }) => {
    await page.clock.install();
    await page.goto('/topup');
    await expect(page.getByTestId('balance')).toHaveText(/THB$/);
    const before = await page.getByTestId('balance').textContent();
    await setCredit(request, demo.username, '2468.50');
    await page.clock.runFor(61_000);
    await expect(page.getByTestId('balance')).toHaveText('2,468.50 THB');
    expect(before).not.toBe('2,468.50 THB');
    await setCredit(request, demo.username, '1500.00');
  });
});

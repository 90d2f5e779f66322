import type { Page, Route } from '@playwright/test';
import { newMember, setCredit, setSpins } from '../support/api-state';
import { expect, signInViaApi, submitLoginForm, test } from '../support/fixtures';
import { demo, e2eStack } from '../support/stack-env';

// The API fault matrix: every member call the site makes, against the four ways an API fails —
// a 500, a malformed answer, a 10 s hang, a refused connection. Each gives a clear Thai message
// (or, for the background calls, the spec's silent logging: section 8), never an uncaught error,
// never a lost form value, never a stuck waiting dialog, and the site works again once the API
// does. A new endpoint is one more row.

type Fault = 'server error' | 'malformed answer' | '10 s hang' | 'connection refused';

/** What the member reads for each fault (shared/src/texts.ts); a hang ends in the real answer. */
const faults: Record<Fault, string | null> = {
  'server error': 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  'malformed answer': 'ได้รับข้อมูลจากเซิร์ฟเวอร์ไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
  '10 s hang': null,
  'connection refused': 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
};

interface Row {
  /** The call, as the API table names it. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  /** The page and its state before the call. */
  open(page: Page): Promise<void>;
  /** What the member does that makes the call. */
  act(page: Page): Promise<void>;
  /** What the member sees when the call failed with this Thai message. */
  failed(page: Page, message: string): Promise<void>;
  /** The member tries again once the API works. */
  retry(page: Page): Promise<void>;
  /** The call has worked: what the member sees. */
  done(page: Page): Promise<void>;
}

const popup = (page: Page) => page.locator('.swal2-popup');
const topBar = (page: Page) => page.getByRole('navigation', { name: 'เมนูเกม' });

async function warned(page: Page, message: string): Promise<void> {
  await expect(popup(page)).toContainText(message);
  await popup(page).getByRole('button', { name: 'ตกลง' }).click();
  await expect(popup(page)).toBeHidden();
}

async function loadFailed(page: Page, message: string): Promise<void> {
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
}

/** A background call (the spec's silent logging): fails on /topup while Playwright holds the clock, so the next 60 s tick can be brought forward. */
const background: Pick<Row, 'open' | 'act' | 'retry'> = {
  open: async (page) => {
    await page.clock.install();
    await signInViaApi(page);
  },
  act: (page) => page.goto('/topup').then(() => undefined),
  // The next 60 s tick, without waiting a minute.
  retry: (page) => page.clock.fastForward('01:01'),
};

/** Nothing said: the page works and no dialog waits. */
async function worksQuietly(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup(page)).toBeHidden();
}

const rows: Row[] = [
  {
    call: 'login',
    method: 'POST',
    path: '/api/v1/login',
    open: (page) => page.goto('/login').then(() => undefined),
    act: (page) => submitLoginForm(page, demo.username, demo.password),
    failed: async (page, message) => {
      await warned(page, message);
      await expect(page.getByLabel('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toHaveValue(demo.username);
    },
    retry: (page) => page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click(),
    done: (page) => expect(page).toHaveURL(/\/playgame$/, { timeout: 15_000 }),
  },
  {
    call: 'credit (the balance bar, in the background)',
    method: 'GET',
    path: '/api/v1/credit',
    ...background,
    // Silent: logged only; the page works and the bar waits for the next check.
    failed: async (page) => {
      await expect(page.getByTestId('balance')).toHaveText('—');
      await worksQuietly(page);
    },
    done: (page) => expect(page.getByTestId('balance')).toHaveText(/THB$/, { timeout: 15_000 }),
  },
  {
    call: 'auth (the member, at start)',
    method: 'GET',
    path: '/api/v1/auth',
    ...background,
    // Logged only: the page works; the member's name waits for the next check.
    failed: (page) => worksQuietly(page),
    done: (page) => expect(page.getByTestId('member-name')).toContainText(demo.username, { timeout: 15_000 }),
  },
  {
    call: 'bonus wallet (the balance bar, in the background)',
    method: 'GET',
    path: '/api/v1/wallet',
    ...background,
    failed: async (page) => {
      await expect(page.getByTestId('balance')).toHaveText(/THB$/);
      await expect(page.getByTestId('bonus')).toHaveText('—');
      await worksQuietly(page);
    },
    done: (page) => expect(page.getByTestId('bonus')).toHaveText(/^[0-9,]+\.[0-9]{2}$/, { timeout: 15_000 }),
  },
  {
    call: 'event log (in the background)',
    method: 'POST',
    path: '/api/v1/event-log',
    ...background,
    failed: (page) => worksQuietly(page),
    // The next entry is sent at the next tick.
    retry: async (page) => {
      const next = page.waitForResponse((r) => r.url().endsWith('/api/v1/event-log') && r.ok());
      await page.clock.fastForward('01:01');
      await next;
    },
    done: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    call: 'PromptPay deposit request',
    method: 'POST',
    path: '/api/v1/wallet/deposit/promptpay',
    open: async (page) => {
      const member = await newMember(page.request);
      await signInViaApi(page, member);
      await page.goto('/topup');
      await page.getByLabel('จำนวนเงิน').fill('300');
    },
    act: (page) => page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click(),
    failed: async (page, message) => {
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel('จำนวนเงิน')).toHaveValue('300');
    },
    retry: (page) => page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click(),
    done: (page) => expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'statement',
    method: 'GET',
    path: '/api/v1/wallet/statement',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/account-history').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.locator('.mw-record').first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'deposit options',
    method: 'GET',
    path: '/api/v1/wallet/deposit',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/topup').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByRole('tab', { name: 'พร้อมเพย์ QR' })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'withdrawal',
    method: 'POST',
    path: '/api/v1/wallet/withdraw',
    open: async (page) => {
      const member = await newMember(page.request);
      await setCredit(page.request, member.username, '1000');
      await signInViaApi(page, member);
      await page.goto('/withdraw');
      await page.getByLabel('จำนวนเงิน').fill('200');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
      await popup(page).getByRole('button', { name: 'ตกลง' }).click();
    },
    failed: async (page, message) => {
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByLabel('จำนวนเงิน')).toHaveValue('200');
    },
    // Not a definite refusal: the same attempt (the same idempotency key) is sent again.
    retry: async (page) => {
      await page.getByRole('button', { name: 'ส่งคำขอเดิมอีกครั้ง' }).click();
      await popup(page).getByRole('button', { name: 'ตกลง' }).click();
    },
    done: (page) => expect(page.getByText('รอดำเนินการ').first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'lotto game login',
    method: 'GET',
    path: '/lotto/login',
    open: async (page) => {
      await signInViaApi(page);
      await page.goto('/topup');
    },
    act: (page) => topBar(page).getByRole('button', { name: 'หวยไทย' }).click(),
    failed: async (page, message) => {
      await warned(page, message);
      await expect(page).toHaveURL(/\/topup$/);
    },
    retry: (page) => topBar(page).getByRole('button', { name: 'หวยไทย' }).click(),
    done: (page) => page.waitForURL(/\/demo-games\//, { timeout: 15_000 }),
  },
  {
    call: 'profile',
    method: 'GET',
    path: '/api/v1/account/profile',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/profile').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByText(demo.username).first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'game login (a slot)',
    method: 'POST',
    path: '/api/v1/games/login',
    open: async (page) => {
      await signInViaApi(page);
      await page.goto('/slot');
    },
    act: (page) => page.locator('.mg-game').first().getByRole('button').first().click(),
    failed: async (page, message) => {
      await warned(page, message);
      await expect(page).toHaveURL(/\/slot$/);
    },
    retry: (page) => page.locator('.mg-game').first().getByRole('button').first().click(),
    done: (page) => page.waitForURL(/\/demo-games\//, { timeout: 15_000 }),
  },
  {
    call: 'trading game login',
    method: 'POST',
    path: '/api/v1/member/loginGame/hotgraph',
    open: async (page) => {
      await signInViaApi(page);
      await page.goto('/topup');
    },
    act: (page) => topBar(page).getByRole('button', { name: 'เทรด' }).click(),
    failed: async (page, message) => {
      await warned(page, message);
      await expect(page).toHaveURL(/\/topup$/);
    },
    retry: (page) => topBar(page).getByRole('button', { name: 'เทรด' }).click(),
    done: (page) => page.waitForURL(/\/demo-games\//, { timeout: 15_000 }),
  },
  {
    call: 'deposit and withdrawal history',
    method: 'GET',
    path: '/api/v1/wallet/deposits',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/deposit-withdraw').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByRole('tabpanel', { name: 'ฝาก' })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'password change',
    method: 'POST',
    path: '/api/v1/account/password',
    open: async (page) => {
      const member = await newMember(page.request);
      await signInViaApi(page, member);
      await page.goto('/password-change');
      await page.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(member.password);
      await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Changed2026x');
      await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill('Changed2026x');
    },
    act: (page) => page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click(),
    failed: async (page, message) => {
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel('รหัสผ่านใหม่', { exact: true })).toHaveValue('Changed2026x');
    },
    retry: (page) => page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click(),
    done: (page) => expect(page.getByRole('status').filter({ hasText: 'ออกจากระบบอุปกรณ์อื่นทั้งหมดแล้ว' })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'promotion code',
    method: 'POST',
    path: '/api/v1/account/promotion-code',
    open: async (page) => {
      await signInViaApi(page, await newMember(page.request));
      await page.goto('/promotioncode');
      await page.getByLabel('โค้ดโปรโมชั่น', { exact: true }).fill('WELCOME50');
    },
    act: (page) => page.getByRole('button', { name: 'ใช้โค้ด' }).click(),
    failed: async (page, message) => {
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel('โค้ดโปรโมชั่น', { exact: true })).toHaveValue('WELCOME50');
    },
    retry: (page) => page.getByRole('button', { name: 'ใช้โค้ด' }).click(),
    done: (page) => expect(page.getByRole('status').filter({ hasText: 'สำเร็จ' })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'announcements',
    method: 'GET',
    path: '/api/v1/account/announcements',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/announce').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByRole('link').filter({ hasText: /./ }).first()).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'support tickets',
    method: 'GET',
    path: '/api/v1/account/tickets',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/ticket').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByLabel('ข้อความ')).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'withdraw options',
    method: 'GET',
    path: '/api/v1/wallet/withdraw',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/withdraw').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByText('ยอดที่ถอนได้')).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'play history',
    method: 'GET',
    path: '/api/v1/wallet/play-history',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/play-history').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: async (page) => {
      await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeHidden({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    call: 'lucky wheel spin',
    method: 'POST',
    path: '/api/v1/luckywheel/spin',
    open: async (page) => {
      const member = await newMember(page.request);
      await setSpins(page.request, member.username, 1);
      await signInViaApi(page, member);
      await page.goto('/luckywheel');
    },
    act: (page) => page.getByRole('button', { name: /หมุนกงล้อ/ }).click(),
    failed: (page, message) => expect(page.getByText(message)).toBeVisible(),
    retry: (page) => page.getByRole('button', { name: /หมุนกงล้อ/ }).click(),
    done: (page) => expect(page.getByRole('status').filter({ hasText: /ยินดีด้วย|เสียใจด้วย/ })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'affiliate',
    method: 'GET',
    path: '/api/v1/account/affiliate',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/affiliate').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByRole('button', { name: 'คัดลอกลิงก์' })).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'deposit limits (Settings)',
    method: 'GET',
    path: '/api/v1/account/deposit-limits',
    open: (page) => signInViaApi(page).then(() => undefined),
    act: (page) => page.goto('/setting').then(() => undefined),
    failed: loadFailed,
    retry: (page) => page.getByRole('button', { name: 'ลองใหม่' }).click(),
    done: (page) => expect(page.getByLabel(/วงเงินฝากต่อ 24 ชั่วโมง/)).toBeVisible({ timeout: 15_000 }),
  },
  {
    call: 'logout',
    method: 'POST',
    path: '/api/v1/logout',
    open: async (page) => {
      await signInViaApi(page);
      await page.goto('/topup');
    },
    act: (page) => page.goto('/logout').then(() => undefined),
    // The member is signed out here whatever the API answered ([shell] E9): nothing to retry.
    failed: (page) => expect(page).toHaveURL(/\/$/),
    retry: async () => undefined,
    done: (page) => expect(page).toHaveURL(/\/$/, { timeout: 15_000 }),
  },
];

/** Makes `method path` of the API fail this way; other calls go through. */
async function breakCall(page: Page, row: Row, fault: Fault): Promise<void> {
  const escaped = `${e2eStack.apiUrl}${row.path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // The path with or without a query string, nothing longer.
  await page.route(new RegExp(`^${escaped}(\\?.*)?$`), async (route: Route) => {
    if (route.request().method() !== row.method) return route.continue();
    switch (fault) {
      case 'server error':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      case 'malformed answer':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"credit":' });
      case '10 s hang':
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        return route.continue();
      case 'connection refused':
        return route.abort('connectionrefused');
    }
  });
}

test.describe('API fault matrix', () => {
  const quick = (Object.keys(faults) as Fault[]).filter((fault) => faults[fault] !== null);

  for (const row of rows) {
    for (const fault of quick) {
      test(`${row.call} × ${fault}`, async ({ page }) => {
        const uncaught: string[] = [];
        page.on('pageerror', (error) => uncaught.push(error.message));
        await row.open(page);
        await breakCall(page, row, fault);
        await row.act(page);
        await row.failed(page, faults[fault] as string);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await row.retry(page);
        await row.done(page);
        expect(uncaught).toEqual([]);
      });
    }
  }

  // A slow answer is waited for, then used: nothing stuck, nothing lost. Every call at once, each
  // in its own browser context, so the 10 s waits overlap instead of adding up.
  test('every call × 10 s hang', async ({ browser }) => {
    test.setTimeout(120_000);
    const batch = 6;
    for (let start = 0; start < rows.length; start += batch) {
      await Promise.all(
        rows.slice(start, start + batch).map(async (row) => {
          const context = await browser.newContext({ locale: 'th-TH', serviceWorkers: 'block' });
          const page = await context.newPage();
          const uncaught: string[] = [];
          page.on('pageerror', (error) => uncaught.push(error.message));
          await row.open(page);
          await breakCall(page, row, '10 s hang');
          await row.act(page);
          await row.done(page);
          expect(uncaught, row.call).toEqual([]);
          await context.close();
        }),
      );
    }
  });
});

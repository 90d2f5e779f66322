import { apiPaths } from '@member-site/shared/checks';
import { addBets, setCredit } from '../support/api-state';
import { expectNoSeriousViolations } from '../support/a11y';
import { expect, signInViaApi, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// Play history, cashback and pay-back against the real API. Rounds come in through the test
// route (no credit moves with them, ADR 0012); the claim moves credit through the ledger. Uses
// the viewbet demo member, whose credit is set before and put back to 0 after.
const viewbet = { username: '0899999999', password: 'Viewbet@1234' };

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** 00:00 Bangkok of today, as UTC milliseconds (Bangkok is UTC+7 all year). */
function bangkokToday(nowMs: number): number {
  return Math.floor((nowMs + 7 * hour) / day) * day - 7 * hour;
}

/** Wednesday 12:00 Bangkok of the previous Bangkok week (Monday to Sunday). */
function lastWeekWednesdayNoon(nowMs: number): number {
  const today = bangkokToday(nowMs);
  const sinceMonday = (new Date(today + 7 * hour).getUTCDay() + 6) % 7;
  const thisMonday = today - sinceMonday * day;
  return thisMonday - 5 * day + 12 * hour;
}

test.describe.serial('wallet: play history, cashback and pay-back', () => {
  test.beforeAll(async ({ request }) => {
    await setCredit(request, viewbet.username, '1000.00');
    const now = Date.now();
    const wednesday = lastWeekWednesdayNoon(now);
    // Last week: staked 2,500.00, won back 300.00 → net loss 2,200.00 → 5 % = 110.00.
    await addBets(request, viewbet.username, [
      { game: 'Sweet Bonanza', provider: 'Pragmatic Play', stake: '2000.00', payout: '0.00', at: new Date(wednesday).toISOString() },
      { game: 'บาคาร่า', provider: 'SA Gaming', stake: '500.00', payout: '300.00', at: new Date(wednesday + hour).toISOString() },
      // Today (a minute ago, or just after midnight when the day has just begun).
      {
        game: 'Mahjong Ways 2',
        provider: 'PG Soft',
        stake: '120.00',
        payout: '360.50',
        at: new Date(Math.max(now - 60_000, bangkokToday(now) + 1_000)).toISOString(),
      },
      { game: 'Roma', provider: 'Joker', stake: '80.00', payout: '0.00', at: new Date(Math.max(now - 120_000, bangkokToday(now))).toISOString() },
    ]);
  });

  test.afterAll(async ({ request }) => {
    await setCredit(request, viewbet.username, '0');
  });

  test('cashback: the computed amount, claimed once into the main credit, the balance bar within 1 s, then refused', async ({ page }) => {
    const token = await signInViaApi(page, viewbet);
    await page.goto('/cashback');
    await expect(page.getByTestId('balance')).toHaveText('1,000.00 THB');
    await expect(page.getByTestId('rebate-claimable')).toHaveText('110.00 บาท');
    await expect(page.getByText('5% ของยอดเสีย 2,200.00 บาท สูงสุด 10,000.00 บาท')).toBeVisible();

    const claim = page.getByRole('button', { name: 'รับคืนยอดเสีย' });
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(page.getByText('รับ 110.00 บาท เข้าเครดิตหลักแล้ว')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('1,110.00 THB', { timeout: 1_000 });
    await expect(page.getByRole('list', { name: 'ประวัติการรับ' })).toContainText('+110.00');
    await expect(page.getByRole('button', { name: 'รับคืนยอดเสีย' })).toBeDisabled();
    await expect(page.getByText('รับยอดรอบนี้แล้ว')).toBeVisible();

    // Another tab (or a replayed request) is refused by the API in Thai, nothing credited.
    const again = await page.request.post(`${e2eStack.apiUrl}${apiPaths.rebateClaim}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { kind: 'cashback' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('รับยอดนี้ไปแล้ว');
    await page.reload();
    await expect(page.getByTestId('rebate-claimable')).toHaveText('0.00 บาท');
    await expect(page.getByTestId('balance')).toHaveText('1,110.00 THB');
  });

  test('pay-back shows yesterday’s turnover rebate (nothing yesterday here, so nothing to claim)', async ({ page }) => {
    await signInViaApi(page, viewbet);
    await page.goto('/Pay-back');
    await expect(page.getByText(/0\.5% ของยอดเทิร์นโอเวอร์ [0-9,]+\.[0-9]{2} บาท สูงสุด 5,000\.00 บาท/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'รับค่าคอม' })).toBeVisible();
  });

  test('play history shows today’s rounds and the day’s totals', async ({ page }) => {
    await signInViaApi(page, viewbet);
    await page.goto('/Play-history');
    await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการเล่น' })).toBeVisible();
    await expect(page.getByText('Mahjong Ways 2')).toBeVisible();
    await expect(page.getByText('+240.50')).toBeVisible();
    await expect(page.getByText('−80.00')).toBeVisible();
    const totals = page.getByRole('definition');
    await expect(totals).toHaveText(['2', '200.00', '360.50', '+160.50']);
    await expect(page.getByLabel('เลือกวันที่')).toHaveAttribute('type', 'date');
    await page.getByRole('button', { name: 'เมื่อวาน' }).click();
    await expect(page.getByText('ไม่มีรายการเล่นในวันนี้')).toBeVisible();
  });
});

test.describe('wallet: play history, cashback and pay-back pages, accessibility', () => {
  // axe-core injects its own inline styles; CSP is proven by the tests above.
  test.use({ bypassCSP: true });

  test('the three pages have no serious or critical accessibility violations', async ({ page }) => {
    await signInViaApi(page, viewbet);
    for (const [path, ready] of [
      ['/cashback', 'rebate-claimable'],
      ['/Pay-back', 'rebate-claimable'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expectNoSeriousViolations(page, '.remote-area');
    }
    await page.goto('/Play-history');
    await expect(page.getByText('สรุปยอดของวัน')).toBeVisible();
    await expectNoSeriousViolations(page, '.remote-area');
  });
});

import type { Page } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { expireDeposit, newMember, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// Bad input on the deposit and withdraw forms, as a member types it: every refusal is a Thai
// message next to the field, what was typed stays, hostile text is never rendered as markup, and
// nothing reaches the balance. A member of its own, so no other test's balance or request moves.

const hostile = '<img src=x onerror="window.__pwned=1">';

/** [what the member types, the Thai message the page answers with] */
const refused: [string, RegExp][] = [
  ['-50', /กรุณากรอกจำนวนเงินเป็นตัวเลข/],
  ['abc', /กรุณากรอกจำนวนเงินเป็นตัวเลข/],
  ['100.123', /ทศนิยมไม่เกิน 2 ตำแหน่ง/],
  ['1,000', /กรุณากรอกจำนวนเงินเป็นตัวเลข/],
  [hostile, /กรุณากรอกจำนวนเงินเป็นตัวเลข/],
  ['0', /มากกว่า 0 บาท/],
  ['50', /ต่ำกว่าขั้นต่ำ \(ขั้นต่ำ 100\.00 บาท\)/],
  ['60000', /เกินกว่าที่กำหนด \(สูงสุด 50,000\.00 บาท ต่อรายการ\)/],
];

async function expectNothingInjected(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
}

test.describe('wallet: bad input', () => {
  let member = { username: '', password: '' };

  test.beforeAll(async ({ request }) => {
    member = await newMember(request);
    await setCredit(request, member.username, '1000');
  });

  test('deposit: each bad amount gets its Thai message, the typed text stays, and no QR is made', async ({ page }) => {
    await signInViaApi(page, member);
    await page.goto('/topup');
    const amount = page.getByLabel('จำนวนเงิน');
    for (const [typed, message] of refused) {
      await amount.fill(typed);
      await page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(amount).toHaveValue(typed);
      await expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toHaveCount(0);
    }
    await expectNothingInjected(page);
    await expect(page.getByTestId('balance')).toHaveText('1,000.00 THB');
  });

  test('withdraw: each bad amount gets its Thai message, the typed text stays, and the balance does not move', async ({ page }) => {
    await signInViaApi(page, member);
    await page.goto('/withdraw');
    const amount = page.getByLabel('จำนวนเงิน');
    const popup = page.locator('.swal2-popup');
    // The page checks format and limits itself: nothing to confirm, nothing sent.
    for (const [typed, message] of refused) {
      await amount.fill(typed);
      await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(popup).toBeHidden();
      await expect(amount).toHaveValue(typed);
    }
    // More than may leave: refused before the confirmation, in the API's own words.
    await amount.fill('1500');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ยอดเงินที่ถอนได้ไม่พอ' })).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(amount).toHaveValue('1500');
    await expectNothingInjected(page);
    await expect(page.getByTestId('balance')).toHaveText('1,000.00 THB');
  });

  test('the API refuses what the page would never send, in Thai', async ({ page, request }) => {
    const token = await signInViaApi(page, member);
    const headers = { authorization: `Bearer ${token}` };
    for (const amount of ['-1', '1e3', hostile, '100.001', '', ' 100']) {
      const answer = await request.post(`${e2eStack.apiUrl}${apiPaths.withdrawCreate}`, {
        headers,
        data: { amount, idempotencyKey: `bad-input-${Date.now()}-0001` },
      });
      expect(answer.status()).toBe(400);
      const body = (await answer.json()) as { code: string; message: string };
      expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
      expect(body.message).not.toContain('<img');
    }
  });

  test('an expired PromptPay request: the page says so in Thai and offers a new one', async ({ page, request }) => {
    await signInViaApi(page, member);
    await page.clock.install();
    await page.goto('/topup');
    await page.getByLabel('จำนวนเงิน').fill('300');
    const created = page.waitForResponse((r) => r.url().endsWith(apiPaths.promptPayCreate) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click();
    const { id } = (await (await created).json()) as { id: string };
    await expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toBeVisible();

    // Its fifteen minutes pass: the API's and the page's (which reads once the time is up; the
    // event stream brings no news of an end of time, ADR 0062).
    await expireDeposit(request, id);
    await page.clock.runFor(15 * 60_000 + 5_000);
    await expect(page.getByText('รายการฝากหมดเวลาแล้ว กรุณาสร้างรายการใหม่')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'สร้างรายการใหม่' }).click();
    await expect(page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' })).toBeVisible();

    await page.goto('/deposit-withdraw');
    await expect(page.getByRole('tabpanel', { name: 'ฝาก' }).getByText('หมดเวลา').first()).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('1,000.00 THB');
  });
});

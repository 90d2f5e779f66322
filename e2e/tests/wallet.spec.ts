import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parse } from 'promptparse';
import { apiPaths } from '@member-site/shared/checks';
import { creditDeposit, payWithdrawal, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { confirmDialog } from '../support/forms';
import { demo } from '../support/stack-env';

// The wallet as a member uses it, against the real API: money moves only through the pages and
// the operator's actions, and the balance bar, the histories and the statement agree.

/** "1,550.37 THB" from satang, with integers only (no floating point near money). */
function thb(satang: number): string {
  const baht = Math.trunc(satang / 100).toLocaleString('en-US');
  return `${baht}.${String(satang % 100).padStart(2, '0')} THB`;
}

const satangOf = (amount: string): number => {
  const [baht = '0', fraction = ''] = amount.split('.');
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Reads the QR code drawn on the page, as a phone's banking app would. */
async function decodeQr(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the drawn image');
  return code.data;
}

test.describe.serial('wallet: deposit, withdraw, histories and statement', () => {
  const start = 1_500_00;
  let balance = start;

  test.beforeAll(async ({ request }) => {
    await setCredit(request, demo.username, '1500.00');
  });

  test.afterAll(async ({ request }) => {
    await setCredit(request, demo.username, '1500.00');
  });

  test('a PromptPay deposit: the drawn QR carries the exact amount and a valid CRC; once credited, the balance bar follows within 1 s', async ({
    page,
    request,
  }) => {
    await signInViaApi(page);
    await page.goto('/topup');
    await expect(page.getByTestId('balance')).toHaveText(thb(balance));

    await page.getByLabel('จำนวนเงิน').fill('500');
    const created = page.waitForResponse((r) => r.url().endsWith(apiPaths.promptPayCreate) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click();
    const { id, payAmount, payload } = (await (await created).json()) as { id: string; payAmount: string; payload: string };
    expect(satangOf(payAmount) - 500_00).toBeGreaterThanOrEqual(1);
    expect(satangOf(payAmount) - 500_00).toBeLessThanOrEqual(99);

    const qr = page.getByRole('img', { name: /QR พร้อมเพย์/ });
    const scanned = await decodeQr(qr);
    expect(scanned).toBe(payload);
    const emv = parse(scanned, true); // strict: null unless the CRC-16/CCITT matches
    expect(emv).not.toBeNull();
    expect(emv?.getTagValue('54')).toBe(payAmount);
    await expect(page.getByText('โอนยอดนี้เท่านั้น')).toBeVisible();
    await expect(page.getByText(payAmount, { exact: false }).first()).toBeVisible();

    // Reopening the page shows the same open request, not a new form.
    await page.reload();
    await expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toBeVisible();

    await creditDeposit(request, id);
    balance += satangOf(payAmount);
    // The page learns it from its own 3 s check; from then on the bar has 1 s, not the 60 s poll.
    await expect(page.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชีแล้ว')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('balance')).toHaveText(thb(balance), { timeout: 1_000 });
  });

  test('a withdrawal over the balance is refused in Thai and the amount stays in the field', async ({ page }) => {
    await signInViaApi(page);
    await page.goto('/withdraw');
    const amount = page.getByLabel('จำนวนเงิน');
    await amount.fill('3000');
    // Refused before the confirmation, in the API's own words.
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ยอดเงินที่ถอนได้ไม่พอ' })).toBeVisible();
    await expect(page.locator('.swal2-popup')).toBeHidden();
    await expect(amount).toHaveValue('3000');
    await expect(page.getByTestId('balance')).toHaveText(thb(balance));
  });

  test('a valid withdrawal is pending, then paid; both movements show in the histories, and the statement ends at the balance bar', async ({
    page,
    request,
  }) => {
    await signInViaApi(page);
    await page.goto('/withdraw');
    await page.getByLabel('จำนวนเงิน').fill('1000');
    const created = page.waitForResponse((r) => r.url().endsWith(apiPaths.withdrawCreate) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await expect(page.locator('.swal2-popup')).toContainText('1,000.00');
    await confirmDialog(page);
    const { id } = (await (await created).json()) as { id: string };
    balance -= 1000_00;
    await expect(page.getByTestId('balance')).toHaveText(thb(balance), { timeout: 1_000 });
    await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();

    await payWithdrawal(request, id);
    await expect(page.getByText('โอนเงินเข้าบัญชีแล้ว')).toBeVisible({ timeout: 10_000 });

    await page.goto('/deposit-withdraw');
    const deposits = page.getByRole('tabpanel', { name: 'ฝาก' });
    await expect(deposits.getByText('สำเร็จ').first()).toBeVisible();
    await page.getByRole('tab', { name: 'ถอน' }).click();
    const withdrawals = page.getByRole('tabpanel', { name: 'ถอน' });
    await expect(withdrawals.getByText('1,000.00').first()).toBeVisible();
    await expect(withdrawals.getByText('สำเร็จ').first()).toBeVisible();

    await page.goto('/account-history');
    const latest = page.locator('.mw-record').first();
    await expect(latest).toContainText('ถอนเงิน');
    await expect(latest).toContainText('−1,000.00');
    // The running balance of the newest movement is what the balance bar shows.
    await expect(latest).toContainText(`คงเหลือ ${thb(balance).replace(' THB', '')}`);
    await expect(page.locator('.mw-record').filter({ hasText: 'ฝากเงิน' }).first()).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(thb(balance));
  });
});

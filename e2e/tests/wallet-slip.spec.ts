import { apiPaths } from '@member-site/shared/checks';
import { addDemoSlip, bankStatementLine, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { slipImage } from '../support/forms';

// Slip upload, as a member whose transfer the automatic matching missed: the page reads the slip
// image's QR code itself and sends only its text; the demo bank (the API's demo verifier) knows
// the transfer. Uses the viewbet demo member, whose credit is set back to 0 afterwards.
const viewbet = { username: '0899999999', password: 'Viewbet@1234' };

const satangOf = (amount: string): number => {
  const [baht = '0', fraction = ''] = amount.split('.');
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
};

/** "750.50 THB" from satang, integers only. */
function thb(satang: number): string {
  return `${Math.trunc(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')} THB`;
}

test.describe.serial('wallet: slip upload', () => {
  // Unique per run: the database may outlive the API's in-memory demo bank.
  const transRef = `E2E${String(Date.now()).padStart(17, '0')}`;
  let payload = '';

  test.beforeAll(async ({ request }) => {
    await setCredit(request, viewbet.username, '0');
    payload = await addDemoSlip(request, { transRef, amount: '750.50', username: viewbet.username });
  });

  test.afterAll(async ({ request }) => {
    await setCredit(request, viewbet.username, '0');
  });

  test('a slip is credited once: the balance bar follows within 1 s; the same slip again is refused', async ({ page, browser }) => {
    const image = await slipImage(browser, payload);
    await signInViaApi(page, viewbet);
    await page.goto('/topup');
    await expect(page.getByTestId('balance')).toHaveText(thb(0));
    await page.getByRole('tab', { name: 'แนบสลิป' }).click();

    const file = page.getByLabel('รูปสลิปโอนเงิน');
    await file.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: image });
    const sent = page.waitForRequest((r) => r.url().endsWith(apiPaths.slipSubmit) && r.method() === 'POST');
    await page.getByRole('button', { name: 'ตรวจสอบสลิป' }).click();
    // Only the QR's text leaves the page, never the image.
    expect((await sent).postDataJSON()).toEqual({ reference: payload });
    await expect(page.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชี 750.50 บาท')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(thb(750_50), { timeout: 1_000 });

    // The member tries the same slip again (chosen again, as after a reload).
    await file.setInputFiles({ name: 'slip-again.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('button', { name: 'ตรวจสอบสลิป' }).click();
    await expect(page.getByRole('alert')).toHaveText('สลิปนี้ถูกใช้งานไปแล้ว');
    await expect(page.getByTestId('balance')).toHaveText(thb(750_50));
  });

  test('an image without a QR code is answered in Thai and nothing is sent', async ({ page, browser }) => {
    const image = await slipImage(browser, null);
    await signInViaApi(page, viewbet);
    await page.goto('/topup');
    await page.getByRole('tab', { name: 'แนบสลิป' }).click();
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(apiPaths.slipSubmit)) sent += 1;
    });
    await page.getByLabel('รูปสลิปโอนเงิน').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('button', { name: 'ตรวจสอบสลิป' }).click();
    await expect(page.getByRole('alert')).toHaveText('ไม่พบ QR code ในสลิป');
    expect(sent).toBe(0);
  });

  test('a PromptPay transfer the bank statement credited: its slip is refused and the balance bar stays', async ({ page, browser, request }) => {
    await setCredit(request, viewbet.username, '0');
    await signInViaApi(page, viewbet);
    await page.goto('/topup');
    await expect(page.getByTestId('balance')).toHaveText(thb(0));

    await page.getByLabel('จำนวนเงิน').fill('300');
    const created = page.waitForResponse((r) => r.url().endsWith(apiPaths.promptPayCreate) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click();
    const { payAmount } = (await (await created).json()) as { payAmount: string };

    // The member pays from the registered account (KTB 999-1-23456-7); the operator's statement
    // feed sends the line with the bank's reference, and the request is credited.
    const statementRef = `E2EPP${String(Date.now()).padStart(15, '0')}`;
    const line = await bankStatementLine(request, { transRef: statementRef, fromBank: 'KTB', fromAccount: 'xxx-x-x3456-x', amount: payAmount });
    expect(line).toMatchObject({ matched: true, reason: null });
    await expect(page.getByText('ฝากเงินสำเร็จ เครดิตเข้าบัญชีแล้ว')).toBeVisible({ timeout: 10_000 });
    const credited = thb(satangOf(payAmount));
    await expect(page.getByTestId('balance')).toHaveText(credited, { timeout: 1_000 });

    // Not seeing it at once, the member also uploads that transfer's slip.
    const slip = await addDemoSlip(request, { transRef: statementRef, amount: payAmount, username: viewbet.username });
    await page.getByRole('tab', { name: 'แนบสลิป' }).click();
    await page.getByLabel('รูปสลิปโอนเงิน').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await slipImage(browser, slip) });
    const answered = page.waitForResponse((r) => r.url().endsWith(apiPaths.slipSubmit));
    await page.getByRole('button', { name: 'ตรวจสอบสลิป' }).click();
    expect((await answered).status()).toBe(409);
    await expect(page.getByRole('alert')).toHaveText('สลิปนี้ถูกใช้งานไปแล้ว');
    await expect(page.getByTestId('balance')).toHaveText(credited);
    // The API agrees: after a reload the bar reads the credit afresh, and nothing more was credited.
    await page.reload();
    await expect(page.getByTestId('balance')).toHaveText(credited);
  });
});

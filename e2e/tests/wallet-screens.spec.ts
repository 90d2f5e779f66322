import { newMember, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import { expectFitsAndSave, expectMemberLook } from '../support/screens';

// Every wallet page at a phone's width and a desktop's, as a member with some history sees it:
// nothing scrolls sideways, and the screenshots (e2e/artifacts/wallet-*.png) are there to be
// looked at. A member of its own, with one credited deposit, one pending withdrawal and an
// open PromptPay request.

test.describe.serial('wallet pages at 390 px and 1280 px', () => {
  let member = { username: '', password: '' };

  test.beforeAll(async ({ request }) => {
    member = await newMember(request);
    await setCredit(request, member.username, '2500.50');
  });

  for (const width of [390, 1280]) {
    test(`deposit (each way), withdraw and the histories at ${width} px (screenshots saved)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signInViaApi(page, member);

      await page.goto('/withdraw');
      await expect(page.getByText('ยอดที่ถอนได้')).toBeVisible();
      await expect(page.getByTestId('balance')).toHaveText(/THB$/);
      if (width === 390) {
        await page.getByLabel('จำนวนเงิน').fill('300');
        await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
        await page.locator('.swal2-popup').getByRole('button', { name: 'ตกลง' }).click();
        await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();
      }
      await expectFitsAndSave(page, testInfo, `wallet-withdraw-${width}`);

      await page.goto('/topup');
      await expect(page.getByRole('tab', { name: 'พร้อมเพย์ QR' })).toBeVisible();
      if (width === 390) {
        await page.getByLabel('จำนวนเงิน').fill('500');
        await page.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }).click();
      }
      await expect(page.getByRole('img', { name: /QR พร้อมเพย์/ })).toBeVisible();
      await expect(page.getByTestId('balance')).toHaveText(/THB$/);
      await expectFitsAndSave(page, testInfo, `wallet-topup-promptpay-${width}`);
      await page.getByRole('tab', { name: 'โอนผ่านธนาคาร' }).click();
      await expect(page.getByText('โอนจากบัญชีที่ลงทะเบียนเท่านั้น')).toBeVisible();
      await expectFitsAndSave(page, testInfo, `wallet-topup-transfer-${width}`);
      await page.getByRole('tab', { name: 'แนบสลิป' }).click();
      await expect(page.getByLabel('รูปสลิปโอนเงิน')).toBeAttached();
      await expectFitsAndSave(page, testInfo, `wallet-topup-slip-${width}`);

      for (const [route, name] of [
        ['/deposit-withdraw', 'deposit-withdraw'],
        ['/account-history', 'account-history'],
        ['/play-history', 'play-history'],
        ['/cashback', 'cashback'],
        ['/pay-back', 'pay-back'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('balance')).toHaveText(/THB$/);
        await expectMemberLook(page, `${route} at ${width} px`);
        await expectFitsAndSave(page, testInfo, `wallet-${name}-${width}`);
      }
    });
  }
});

import { freshAccount, freshPhone, newMember } from '../support/api-state';
import { expectNoSeriousViolations } from '../support/a11y';
import { expect, signInViaApi, test } from '../support/fixtures';
import { fillRegisterDetails } from '../support/forms';
import { expectFitsAndSave } from '../support/screens';
import { e2eStack } from '../support/stack-env';

const hostile = '<img src=x onerror=alert(1)>';

test.describe('promotion code and affiliate', () => {
  test('a code credits the bonus shown in the balance bar within 1 s; the same code again is already used; an unknown one keeps what was typed', async ({
    page,
    request,
  }) => {
    const member = await newMember(request);
    await signInViaApi(page, member);
    await page.goto('/promotioncode');
    await expect(page.getByRole('heading', { level: 1, name: 'โค้ดโปรโมชั่น' })).toBeVisible();
    const bonus = page.getByRole('region', { name: 'ยอดเงิน' }).getByTestId('bonus');
    await expect(bonus).toHaveText('0.00');
    await expect(page.getByText('ยังไม่เคยใช้โค้ดโปรโมชั่น')).toBeVisible();

    const field = page.getByLabel('โค้ดโปรโมชั่น', { exact: true });
    const submit = page.getByRole('button', { name: 'ใช้โค้ด' });
    await field.fill(' welcome50 ');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'ใช้โค้ด WELCOME50 สำเร็จ ได้รับโบนัส 50.00 บาท' })).toBeVisible();
    await expect(bonus).toHaveText('50.00', { timeout: 1_000 });
    const redeemed = page.getByRole('list').filter({ hasText: 'WELCOME50' });
    await expect(redeemed.getByText('โบนัส 50.00 THB')).toBeVisible();

    await field.fill('WELCOME50');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('คุณใช้โค้ดโปรโมชั่นนี้ไปแล้ว');
    await expect(field).toHaveValue('WELCOME50');

    await field.fill(hostile);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('ไม่พบโค้ดโปรโมชั่นนี้ กรุณาตรวจสอบตัวสะกดอีกครั้ง');
    await expect(field).toHaveValue(hostile);
    await expect(page.locator('.remote-area img')).toHaveCount(0);
    await expect(bonus).toHaveText('50.00');

    // After a reload the list still has it, and the bar says the same.
    await page.reload();
    await expect(page.getByRole('list').getByText('WELCOME50')).toBeVisible();
    await expect(bonus).toHaveText('50.00');
  });

  test('the affiliate page shows the referral link and copies it', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eStack.shellUrl });
    const member = await newMember(request);
    await signInViaApi(page, member);
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { level: 1, name: 'แนะนำเพื่อน' })).toBeVisible();
    const link = page.getByText(new RegExp(`^${e2eStack.shellUrl}/register\\?ref=[A-Z2-9]{8}$`));
    await expect(link).toBeVisible();
    await expect(page.getByText('0 คน')).toBeVisible();
    await page.getByRole('button', { name: 'คัดลอกลิงก์' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'คัดลอกแล้ว' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
  });
});

test('a friend who came by the referral link to the landing page and registers later in the visit counts as referred', async ({ page, browser, request }) => {
  const member = await newMember(request);
  await signInViaApi(page, member);
  await page.goto('/affiliate');
  const link = (await page.getByText(new RegExp(`^${e2eStack.shellUrl}/register\\?ref=[A-Z2-9]{8}$`)).textContent()) ?? '';
  const code = new URL(link).searchParams.get('ref') ?? '';
  await expect(page.getByText('0 คน')).toBeVisible();

  // The friend opens the landing page with the ref, reloads it, then goes to register by its button.
  const friend = await browser.newContext({ locale: 'th-TH', serviceWorkers: 'block' });
  const visit = await friend.newPage();
  await visit.goto(`/?ref=${code}`);
  await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();
  await visit.goto('/');
  await visit.getByRole('link', { name: 'สมัครสมาชิก' }).first().click();
  await expect(visit).toHaveURL(/\/register$/i);
  await fillRegisterDetails(visit, { phone: freshPhone(), account: freshAccount() });
  await visit.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(visit).toHaveURL(/\/playgame$/);
  await friend.close();

  await page.reload();
  await expect(page.getByText('1 คน')).toBeVisible();
});

test.describe('promotion code and affiliate: accessibility and layout', () => {
  // axe-core injects its own inline styles; CSP is proven by the tests above.
  test.use({ bypassCSP: true });

  test('no serious or critical axe violations; no overflow at 375 and 1280 px (screenshots saved)', async ({ page, request }, testInfo) => {
    const member = await newMember(request);
    await signInViaApi(page, member);
    for (const [url, title] of [
      ['/promotioncode', 'โค้ดโปรโมชั่น'],
      ['/affiliate', 'แนะนำเพื่อน'],
    ] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('.ms-spinner')).toHaveCount(0);
        if (url === '/promotioncode') {
          // The refusal on screen too, so axe and the screenshot see it.
          await page.getByLabel('โค้ดโปรโมชั่น', { exact: true }).fill('NOSUCHCODE');
          await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
          await expect(page.getByRole('alert')).toBeVisible();
        }
        await expectFitsAndSave(page, testInfo, `account-promotion${url.replace('/', '-')}-${width}`);
      }
      await expectNoSeriousViolations(page, '#root', url);
    }
  });
});

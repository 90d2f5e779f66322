import { apiPaths } from '@member-site/shared/checks';
import { freshAccount, freshPhone, latestOtp, setSiteSettings } from '../support/api-state';
import { demo } from '../support/stack-env';
import { expect, prerenderedPageRuns, test } from '../support/fixtures';
import { fillRegisterDetails, registerPassword } from '../support/forms';

test.describe('registration', () => {
  test.afterEach(async ({ request }) => {
    await setSiteSettings(request, { registerMode: '2' });
  });

  test('mode 2: a full registration ends signed in at /playgame', async ({ page, request }) => {
    await setSiteSettings(request, { registerMode: '2' });
    const phone = freshPhone();
    await page.goto('/register');
    await fillRegisterDetails(page, { phone, account: freshAccount() });
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });
    await expect(page.getByTestId('member-name')).toContainText(phone);
  });

  test('mode 4: phone, one-time code, details, then signed in at /playgame', async ({ page, request }) => {
    await setSiteSettings(request, { registerMode: '4' });
    const phone = freshPhone();
    await page.goto('/registerotp');
    await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
    await page.getByRole('button', { name: /ขอรหัส OTP/ }).click();
    const codeField = page.getByLabel('รหัส OTP 6 หลัก');
    await expect(codeField).toBeVisible();
    await expect(page.getByText(/ขอรหัสใหม่ได้ใน \d+ วินาที/)).toBeVisible();
    await codeField.fill(await latestOtp(request, phone));
    await page.getByRole('button', { name: /ยืนยันรหัส/ }).click();
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue(phone);
    await fillRegisterDetails(page, { account: freshAccount() });
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });
  });

  test('a phone already registered gets a clear Thai message and the form keeps its values', async ({ page, request }) => {
    await setSiteSettings(request, { registerMode: '2' });
    const account = freshAccount();
    await page.goto('/register');
    await fillRegisterDetails(page, { phone: demo.username, account });
    await page.getByLabel('ไอดีไลน์ (ไม่บังคับ)').fill('somchai.line');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page.locator('.swal2-popup')).toContainText('เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว');
    await page.locator('.swal2-popup').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.locator('form').getByText('เบอร์โทรศัพท์หรือเลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว')).toBeVisible();
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue(demo.username);
    await expect(page.getByLabel('รหัสผ่าน', { exact: true })).toHaveValue(registerPassword);
    await expect(page.getByLabel('เลขที่บัญชี')).toHaveValue(account);
    await expect(page.getByLabel('ชื่อบัญชี')).toHaveValue('สมชาย ใจดี');
    await expect(page.getByLabel('ไอดีไลน์ (ไม่บังคับ)')).toHaveValue('somchai.line');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a register form typed and not sent is not lost to a tap elsewhere: leaving asks, staying keeps it (every mode)', async ({ page, request }) => {
    const ask = page.getByRole('dialog', { name: 'ออกจากหน้านี้หรือไม่?' });
    const phone = page.getByLabel('เบอร์โทรศัพท์');
    for (const [mode, route] of [
      ['2', '/register'],
      ['1', '/registerauto'],
      ['4', '/registerotp'],
    ] as const) {
      await setSiteSettings(request, { registerMode: mode });
      await page.goto(route);
      // Before the page runs a tap on a link is a plain page load (ADR 0030): nothing to guard yet.
      await prerenderedPageRuns(page);
      await phone.fill('0891234567');
      await page.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true }).click();
      await expect(ask, route).toBeVisible();
      await ask.getByRole('button', { name: 'อยู่ต่อ' }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(phone).toHaveValue('0891234567');
    }
    // Leaving goes; a form with nothing typed asks nothing.
    await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
    await ask.getByRole('button', { name: 'ออกจากหน้านี้' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/registerotp');
    await prerenderedPageRuns(page);
    await page.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(ask).toHaveCount(0);
  });

  test('mode 1: the shortest path shows the generated credentials once, and they work', async ({ page, request }) => {
    await setSiteSettings(request, { registerMode: '1' });
    const phone = freshPhone();
    await page.goto('/registerauto');
    await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
    await page.getByLabel('ธนาคาร').selectOption('SCB');
    await page.getByLabel('เลขที่บัญชี').fill(freshAccount());
    await page.getByLabel('ชื่อบัญชี').fill('สมหญิง รักดี');
    await page.getByLabel(/อายุ 18 ปีขึ้นไป/).check();
    await page.getByRole('button', { name: /สมัคร/ }).click();
    const card = page.getByRole('region', { name: /บัญชีของคุณ|ข้อมูลเข้าสู่ระบบ/ }).or(page.locator('main'));
    await expect(card.getByText(phone).first()).toBeVisible();
    await expect(card.getByRole('button', { name: /คัดลอก/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'เข้าเล่นเลย' }).click();
    await expect(page).toHaveURL(/\/playgame$/);
  });

  test('LINE: a linked LINE account signs in through the authorize step', async ({ page }) => {
    await page.goto('/line/login');
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });
    await expect(page.getByTestId('member-name')).toContainText(demo.username);
  });

  test('LINE: an unknown LINE account registers, and then signs in with LINE', async ({ page, request }) => {
    await setSiteSettings(request, { registerMode: '2' });
    // The local LINE double answers as whichever LINE user login_hint names.
    const lineUser = `Ue2e${Date.now()}`;
    await page.route('**/api/dev/line/authorize?**', (route) => route.continue({ url: `${route.request().url()}&login_hint=${lineUser}` }));
    await page.goto('/line/register');
    await expect(page).toHaveURL(/\/register$/, { timeout: 10_000 });
    await expect(page.getByText(/เชื่อมต่อบัญชี LINE/)).toBeVisible();
    const phone = freshPhone();
    await fillRegisterDetails(page, { phone, account: freshAccount() });
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/line/login');
    await expect(page).toHaveURL(/\/playgame$/, { timeout: 10_000 });
    await expect(page.getByTestId('member-name')).toContainText(phone);
  });

  test('LINE: a callback whose state does not match is refused without calling the API', async ({ page }) => {
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(apiPaths.lineExchange)) exchanges.push(r.url());
    });
    await page.goto('/line/callback?code=abc&state=not-mine');
    await expect(page.getByText(/LINE ไม่ถูกต้องหรือหมดเวลา/)).toBeVisible();
    expect(exchanges).toEqual([]);
  });
});

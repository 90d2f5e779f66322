import type { Page } from '@playwright/test';
import { newMember, replyToTicket } from '../support/api-state';
import { expectNoSeriousViolations } from '../support/a11y';
import { expect, signInViaApi, submitLoginForm, test } from '../support/fixtures';
import { expectFitsAndSave } from '../support/screens';
import { e2eStack } from '../support/stack-env';

const hostile = '<img src=x onerror=alert(1)>';

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(current);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(next);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
}

async function openSidebar(page: Page) {
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  return page.getByRole('dialog', { name: 'เมนูสมาชิก' });
}

test.describe('account pages', () => {
  test('password change: other sessions end, this one stays; the old password fails and the new one works', async ({ page, browser, request }) => {
    const member = await newMember(request);
    const next = 'Changed5678y';

    // Another device, signed in with the same member.
    const other = await browser.newContext({ baseURL: e2eStack.shellUrl });
    const otherPage = await other.newPage();
    await signInViaApi(otherPage, member);
    await otherPage.goto('/profile');
    await expect(otherPage.getByText(member.username).first()).toBeVisible();

    await signInViaApi(page, member);
    await page.goto('/password-change');
    await expect(page.getByRole('heading', { level: 1, name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();

    // A wrong current password: its own Thai message, the new password kept.
    await changePassword(page, 'Wrong1234x', next);
    await expect(page.getByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeVisible();
    await expect(page.getByLabel('รหัสผ่านใหม่', { exact: true })).toHaveValue(next);

    await changePassword(page, member.password, next);
    await expect(page.getByRole('status').filter({ hasText: 'ออกจากระบบอุปกรณ์อื่นทั้งหมดแล้ว' })).toBeVisible();

    // This device is still signed in.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
    await expect(page.getByText('xxx-x-x', { exact: false })).toBeVisible();

    // The other device lands on the session-expired path.
    await otherPage.goto('/announce');
    const dialog = otherPage.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-title')).toHaveText('กรุณาเข้าสู่ระบบใหม่');
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(otherPage).toHaveURL(`${e2eStack.shellUrl}/`);

    // There the old password is refused and the new one signs in (a new tab: the first one's
    // start-up script would put the ended token back).
    const loginPage = await other.newPage();
    await loginPage.goto('/login');
    await submitLoginForm(loginPage, member.username, member.password);
    const warning = loginPage.locator('.swal2-popup');
    await expect(warning.locator('.swal2-title')).toHaveText('คำเตือน');
    await expect(warning).toContainText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await warning.getByRole('button', { name: 'ตกลง' }).click();
    await submitLoginForm(loginPage, member.username, next);
    await expect(loginPage).toHaveURL(/\/playgame$/, { timeout: 10_000 });
    await other.close();
  });

  test('reading an announcement lowers the unread count on the sidebar entry', async ({ page, request }) => {
    const member = await newMember(request);
    await signInViaApi(page, member);
    await page.goto('/profile');
    let sidebar = await openSidebar(page);
    const entry = () => sidebar.getByRole('link', { name: 'ประกาศ', exact: true });
    await expect(entry()).toHaveAccessibleDescription('ยังไม่อ่าน 3 รายการ');
    await expect(entry()).toContainText('3');
    await entry().click();

    await expect(page.getByText('ยังไม่อ่าน 3 รายการ')).toBeVisible();
    await page.getByRole('link', { name: /ระวังมิจฉาชีพแอบอ้างเป็นเจ้าหน้าที่/ }).click();
    await expect(page).toHaveURL(/\/announce\?id=ann-20261120-safety$/);
    await expect(page.getByRole('heading', { level: 2, name: 'ระวังมิจฉาชีพแอบอ้างเป็นเจ้าหน้าที่' })).toBeVisible();
    await expect(page.getByText('เจ้าหน้าที่จะไม่ขอรหัสผ่านหรือรหัส OTP', { exact: false })).toBeVisible();

    sidebar = await openSidebar(page);
    await expect(entry()).toHaveAccessibleDescription('ยังไม่อ่าน 2 รายการ');
    await expect(entry()).toContainText('2');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'กลับไปหน้ารายการประกาศ' }).click();
    await expect(page.getByText('ยังไม่อ่าน 2 รายการ')).toBeVisible();
  });

  test('a ticket is opened and listed, its hostile text shown as text, and the reply appears', async ({ page, request }) => {
    const member = await newMember(request);
    await signInViaApi(page, member);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/ticket');
    await expect(page.getByText('ยังไม่มีเรื่องที่แจ้งไว้')).toBeVisible();

    // Nothing chosen: a Thai message, the text kept.
    await page.getByLabel('ข้อความ').fill(hostile);
    await page.getByRole('button', { name: 'ส่งเรื่อง' }).click();
    await expect(page.getByText('กรุณาเลือกหมวดหมู่')).toBeVisible();
    await expect(page.getByLabel('ข้อความ')).toHaveValue(hostile);

    await page.getByLabel('หมวดหมู่').selectOption({ label: 'ฝากเงิน' });
    await page.getByLabel('เลขอ้างอิง (ถ้ามี)').fill('DP-0001');
    await page.getByRole('button', { name: 'ส่งเรื่อง' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'ส่งเรื่องเรียบร้อยแล้ว' });
    await expect(sent).toBeVisible();
    const id = /เลขที่ (TK[A-Z0-9]+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    expect(id).toMatch(/^TK/);

    const item = page.getByRole('article', { name: `เลขที่ ${id}` });
    await expect(item.getByText(hostile, { exact: true })).toBeVisible();
    await expect(item.getByText('รอตอบกลับ')).toBeVisible();
    await expect(page.locator('.remote-area img')).toHaveCount(0);

    await replyToTicket(request, id, 'ตรวจสอบแล้ว ยอดเข้าเรียบร้อย');
    await page.reload();
    await expect(item.getByText('ตรวจสอบแล้ว ยอดเข้าเรียบร้อย')).toBeVisible();
    await expect(item.getByText('ตอบกลับแล้ว')).toBeVisible();
    expect(dialogs).toEqual([]);
  });
});

const pages = [
  ['/profile', 'ข้อมูลส่วนตัว'],
  ['/password-change', 'เปลี่ยนรหัสผ่าน'],
  ['/announce', 'ประกาศ'],
  ['/ticket', 'ตั๋วของฉัน'],
] as const;

test.describe('account pages: accessibility and layout', () => {
  // axe-core injects its own inline styles; CSP is proven by the tests above.
  test.use({ bypassCSP: true });

  test('no serious or critical axe violations; no overflow at 375 and 1280 px (screenshots saved)', async ({ page, request }, testInfo) => {
    const member = await newMember(request);
    await signInViaApi(page, member);
    for (const [url, title] of pages) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('.ms-spinner')).toHaveCount(0);
        await expectFitsAndSave(page, testInfo, `account${url.replace('/', '-')}-${width}`);
      }
      await expectNoSeriousViolations(page, '#root', url);
    }
  });
});

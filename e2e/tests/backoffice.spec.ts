import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '@member-site/shared/checks';
import { staffApiPaths } from '@member-site/shared/staff-checks';
import { expect, signInViaApi, test } from '../support/fixtures';
import { confirmDialog } from '../support/forms';
import { newMember, setCredit, setSiteSettings } from '../support/api-state';
import { e2eStack } from '../support/stack-env';
import { addStaffAccount, openFromMenu, signInStaff, staffPage, staffToken, submitStaffPassword, totpFor } from '../support/staff';

// The staff back office (issue 35) as staff use it: accounts from the CLI, sign-in with their own
// authenticator, the money with claims and four eyes, a bank statement imported twice, a setting
// that reaches the member site's first paint, and every action in the audit trail. Members see
// the result on the member site.

/** A member's withdrawal, asked for on the member site's withdraw page; the page stays open on it. */
async function withdrawOnSite(page: Page, member: { username: string; password: string }, amount: string): Promise<void> {
  await signInViaApi(page, { username: member.username, password: member.password });
  await page.goto('/withdraw');
  await page.getByLabel('จำนวนเงิน').fill(amount);
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  await confirmDialog(page);
  await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();
}

/** The queue's row of a member's withdrawal (the member's username is in its member cell). */
const queueRow = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });

async function creditOf(request: APIRequestContext, member: { username: string; password: string }): Promise<string> {
  const login = await request.post(`${e2eStack.apiUrl}${apiPaths.login}`, { data: { username: member.username, password: member.password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.get(`${e2eStack.apiUrl}${apiPaths.credit}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await answer.json()) as { credit: string }).credit;
}

test.describe.serial('the staff back office', () => {
  test('sign-in without the authenticator code fails; with it, the staff member is in', async ({ browser, page }) => {
    const staff = addStaffAccount(['viewer']);
    // First sign-in: the enrolment refuses a wrong code and keeps the staff member out.
    await submitStaffPassword(page, staff);
    await expect(page.getByRole('img', { name: 'คิวอาร์โค้ดสำหรับผูกบัญชีกับแอป Authenticator' })).toBeVisible();
    await page.getByLabel('รหัส 6 หลักจากแอป').fill('000000');
    await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
    await expect(page.getByText('รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาลองใหม่')).toBeVisible();
    expect(await staffToken(page)).toBe('');
    await page.getByRole('button', { name: 'เริ่มใหม่' }).click();
    await signInStaff(page, staff);

    // Any later sign-in: the password alone opens nothing, a wrong code is refused, the right one opens.
    const again = await (await browser.newContext({ locale: 'th-TH' })).newPage();
    await submitStaffPassword(again, staff);
    await expect(again.getByLabel('รหัสยืนยันจากแอป Authenticator')).toBeVisible();
    expect(await staffToken(again)).toBe('');
    const direct = await again.request.get(`${e2eStack.apiUrl}${staffApiPaths.staffMe}`);
    expect(direct.status()).toBe(401);
    await again.goto(`${e2eStack.backofficeUrl}/reports`);
    await expect(again.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeVisible();
    await submitStaffPassword(again, staff);
    await again.getByLabel('รหัสยืนยันจากแอป Authenticator').fill('123456');
    await again.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(again.getByText('รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาลองใหม่')).toBeVisible();
    await again.getByLabel('รหัสยืนยันจากแอป Authenticator').fill(await totpFor(staff));
    await again.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(again.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
    // A viewer's menu holds the reports and nothing of the money.
    await expect(again.getByRole('navigation').getByRole('link', { name: 'รายงานประจำวัน' })).toBeVisible();
    await expect(again.getByRole('navigation').getByRole('link', { name: 'รายการถอน' })).toHaveCount(0);
  });

  test('a cashier pays a member’s withdrawal, and the member sees it paid', async ({ browser, page, request }) => {
    const member = await newMember(request);
    await setCredit(request, member.username, '2000.00');
    await withdrawOnSite(page, member, '500');

    const cashier = await staffPage(browser, addStaffAccount(['cashier']));
    await openFromMenu(cashier, 'รายการถอน');
    const row = queueRow(cashier, member.username);
    await expect(row).toContainText('500.00');
    await row.getByRole('button', { name: 'รับรายการ' }).click();
    await expect(row).toContainText('ล็อกโดย');
    await row.getByRole('button', { name: 'จ่ายแล้ว' }).click();
    await expect(queueRow(cashier, member.username)).toHaveCount(0);

    await expect(page.getByText('โอนเงินเข้าบัญชีแล้ว')).toBeVisible({ timeout: 15_000 });
    expect(await creditOf(request, member)).toBe('1500.00');
  });

  test('a large withdrawal waits for a second approver, who is not the one who paid it', async ({ browser, page, request }) => {
    const member = await newMember(request);
    await setCredit(request, member.username, '30000.00');
    await withdrawOnSite(page, member, '15000');

    const first = addStaffAccount(['cashier'], 'แคชเชียร์หนึ่ง');
    const cashier = await staffPage(browser, first);
    await openFromMenu(cashier, 'รายการถอน');
    const row = queueRow(cashier, member.username);
    await row.getByRole('button', { name: 'รับรายการ' }).click();
    await row.getByRole('button', { name: 'จ่ายแล้ว' }).click();
    await expect(queueRow(cashier, member.username)).toContainText('รออนุมัติจากผู้อนุมัติคนที่สอง');
    // Not paid yet: the member still waits, and the one who asked cannot approve.
    await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();
    await openFromMenu(cashier, 'รออนุมัติ');
    const ownRequest = cashier.getByRole('row').filter({ hasText: member.username });
    await expect(ownRequest).toContainText('รอผู้อนุมัติคนอื่น');
    await expect(ownRequest.getByRole('button', { name: 'อนุมัติ', exact: true })).toHaveCount(0);

    const second = await staffPage(browser, addStaffAccount(['cashier'], 'แคชเชียร์สอง'));
    await openFromMenu(second, 'รออนุมัติ');
    await second.getByRole('row').filter({ hasText: member.username }).getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await expect(second.getByRole('row').filter({ hasText: member.username })).toHaveCount(0);
    await expect(page.getByText('โอนเงินเข้าบัญชีแล้ว')).toBeVisible({ timeout: 15_000 });
    expect(await creditOf(request, member)).toBe('15000.00');
  });

  test('support sees no pay button and no money page, and the API answers 403', async ({ browser }) => {
    const support = await staffPage(browser, addStaffAccount(['support']));
    const menu = support.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'สมาชิก', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'รายการถอน' })).toHaveCount(0);
    await support.goto(`${e2eStack.backofficeUrl}/withdrawals`);
    await expect(support.getByText('ไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
    await expect(support.getByRole('button', { name: 'จ่ายแล้ว' })).toHaveCount(0);
    // The API refuses it too, whatever the page shows.
    const token = await staffToken(support);
    const headers = { Authorization: `Bearer ${token}`, Origin: e2eStack.backofficeUrl };
    const queue = await support.request.get(`${e2eStack.apiUrl}${staffApiPaths.staffWithdrawals}`, { headers });
    expect(queue.status()).toBe(403);
    const pay = await support.request.post(`${e2eStack.apiUrl}${staffApiPaths.staffWithdrawalPay.replace(':id', 'wd_anything')}`, { headers, data: {} });
    expect(pay.status()).toBe(403);
  });

  test('a bank statement import credits the right members once; the same file again credits nothing', async ({ browser, request }) => {
    const somchai = await newMember(request, { accountName: 'สมชาย นำเข้าหนึ่ง' });
    const malee = await newMember(request, { accountName: 'มาลี นำเข้าสอง' });
    const csv = kbankStatement([
      { time: '08:05', amount: '500.00', details: `จาก X${somchai.bankAccount.slice(-4)} นาย สมชาย นำเข้าหนึ่ง++` },
      { time: '08:31', amount: '1,250.00', details: `จาก X${malee.bankAccount.slice(-4)} นางสาว มาลี นำเข้าสอง++` },
    ]);
    const cashier = await staffPage(browser, addStaffAccount(['cashier']));
    await openFromMenu(cashier, 'นำเข้ารายการเดินบัญชี');
    const importOnce = async (fileName: string) => {
      await cashier.getByLabel('ธนาคารของไฟล์').selectOption('kbank');
      await cashier.getByLabel('ไฟล์ CSV', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await cashier.getByRole('button', { name: 'นำเข้าไฟล์' }).click();
      return cashier.getByRole('region', { name: `ผลการนำเข้า ${fileName}` });
    };
    const first = await importOnce('STM_E2E.csv');
    await expect(first).toContainText('เติมเงินแล้ว');
    await expect(first.getByRole('row').filter({ hasText: somchai.username })).toContainText('เติมเงินแล้ว');
    await expect(first.getByRole('row').filter({ hasText: malee.username })).toContainText('เติมเงินแล้ว');
    expect([await creditOf(request, somchai), await creditOf(request, malee)]).toEqual(['500.00', '1250.00']);

    const second = await importOnce('STM_E2E (1).csv');
    await expect(second.getByRole('row').filter({ hasText: '500.00' }).first()).toContainText('เคยเติมแล้ว ไม่เติมซ้ำ');
    await expect(second.getByRole('row').filter({ hasText: '1,250.00' }).first()).toContainText('เคยเติมแล้ว ไม่เติมซ้ำ');
    expect([await creditOf(request, somchai), await creditOf(request, malee)]).toEqual(['500.00', '1250.00']);
  });

  test('a settings change reaches the member site’s first paint within the brand refresh', async ({ browser, request }) => {
    const admin = await staffPage(browser, addStaffAccount(['admin']));
    await openFromMenu(admin, 'ตั้งค่าเว็บไซต์');
    const title = `สยามเบท ${Date.now().toString(36).slice(-4)}`;
    await admin.getByLabel('ชื่อเว็บไซต์').fill(title);
    await admin.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
    await expect(admin.getByText('บันทึกแล้ว เว็บไซต์สมาชิกจะแสดงค่าใหม่ภายในประมาณ 30 วินาที')).toBeVisible();
    try {
      // The first HTML of the landing carries it (rendered by the brand refresher, every 5 s here).
      await expect.poll(async () => (await request.get(`${e2eStack.shellUrl}/`)).text(), { timeout: 20_000, intervals: [500] }).toContain(title);
      const visitor = await (await browser.newContext({ locale: 'th-TH', javaScriptEnabled: false })).newPage();
      await visitor.goto(e2eStack.shellUrl);
      await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
    } finally {
      await setSiteSettings(request, { themeTitle: 'สยามเบท' });
    }
  });

  test('every action is in the audit trail, and it can be exported', async ({ browser }) => {
    const admin = await staffPage(browser, addStaffAccount(['admin']));
    await openFromMenu(admin, 'บันทึกการใช้งาน');
    // What the tests above did, each as its action (the staff member's and its target are in the row).
    for (const action of ['staff.sign-in', 'withdrawal.claim', 'withdrawal.pay', 'approval.approve', 'statement.import', 'site.update']) {
      await admin.getByLabel('การกระทำ').fill(action);
      await admin.getByRole('button', { name: 'ค้นหา' }).click();
      await expect(admin.getByRole('table').getByRole('row').filter({ hasText: action }).first()).toBeVisible();
    }
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'ส่งออก CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

/** A K BIZ statement export (docs/statement-imports.md) of today with these transfers into the site's account. */
function kbankStatement(rows: { time: string; amount: string; details: string }[]): string {
  const bangkok = new Date(Date.now() + 7 * 3_600_000);
  const day = `${String(bangkok.getUTCDate()).padStart(2, '0')}-${String(bangkok.getUTCMonth() + 1).padStart(2, '0')}-${String(bangkok.getUTCFullYear()).slice(-2)}`;
  const lines = [
    'รายการเดินบัญชีเงินฝากออมทรัพย์ (มีรายละเอียด),,,,,,,,,,,,',
    ',ชื่อบัญชี,"บจก. สยามเบท (ตัวอย่าง)",,,,,เลขที่อ้างอิง,,,,26112110020301000001,',
    ',,,,,,,เลขที่บัญชีเงินฝาก,,,,123-4-56789-0,',
    ',วันที่,เวลา/ วันที่มีผล,รายการ,ถอนเงิน,,ฝากเงิน,,ยอดคงเหลือ,,ช่องทาง,,รายละเอียด',
    `,${day},,ยอดยกมา,,,,,"10,000.00",,,,`,
    ...rows.map((row) => `,${day},${row.time},รับโอนเงิน,,,"${row.amount}",,"10,000.00",,K PLUS,,${row.details}`),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

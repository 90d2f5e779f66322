import type { Page } from '@playwright/test';
import qrcode from 'qrcode-generator';

/** The password the register specs type. */
export const registerPassword = 'Lucky2026';

/**
 * Fills the register form's details (the phone too when given), KBANK, the age box ticked. Inside
 * the register form itself: after the landing's register link the address is /register before the
 * page's code has drawn it, and the landing's sign-in form (its "ชื่อผู้ใช้ (เบอร์โทรศัพท์)" and
 * "รหัสผ่าน") would take the first fields on a loaded machine.
 */
export async function fillRegisterDetails(page: Page, details: { phone?: string; account: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'ฟอร์มสมัครสมาชิก' });
  if (details.phone) await form.getByLabel('เบอร์โทรศัพท์').fill(details.phone);
  await form.getByLabel('รหัสผ่าน', { exact: true }).fill(registerPassword);
  await form.getByLabel('ยืนยันรหัสผ่าน').fill(registerPassword);
  await form.getByLabel('ธนาคาร').selectOption('KBANK');
  await form.getByLabel('เลขที่บัญชี').fill(details.account);
  await form.getByLabel('ชื่อบัญชี').fill('สมชาย ใจดี');
  await form.getByLabel(/อายุ 18 ปีขึ้นไป/).check();
}

/** A slip image as a phone saves it: a PNG with the QR code (none for null) and some text around it. */
export async function slipImage(opener: { newPage(): Promise<Page> }, qrText: string | null): Promise<Buffer> {
  const page = await opener.newPage();
  await page.setViewportSize({ width: 360, height: 520 });
  let qr = '';
  if (qrText !== null) {
    const code = qrcode(0, 'M');
    code.addData(qrText);
    code.make();
    qr = code.createSvgTag({ cellSize: 6, margin: 4, scalable: false });
  }
  await page.setContent(
    `<main id="slip" style="width:320px;padding:16px;background:#fff;color:#123;font:16px sans-serif">
       <p>โอนเงินสำเร็จ</p><p>จำนวน 750.50 บาท</p><div>${qr}</div><p>สแกนตรวจสอบสลิป</p>
     </main>`,
  );
  const png = await page.locator('#slip').screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** Answers the site's confirmation dialog (sweetalert2) with its ตกลง button. */
export async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.swal2-popup').getByRole('button', { name: 'ตกลง' }).click();
}

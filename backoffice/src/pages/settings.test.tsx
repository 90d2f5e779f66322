import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { siteImageMaxBytes, staffApiPaths, type StaffSiteSettings } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage, type FakeHandler } from '@member-site/shared/testing';
import { siteSettings } from '../testing/fixtures';
import SettingsPage from './settings';

function renderSettings(
  update: FakeHandler = (request) => ({ ...siteSettings(), ...(request.body as Partial<StaffSiteSettings>) }),
  image: FakeHandler = () => siteSettings({ logo: 'https://api.test/site/logo-new.png' }),
) {
  const api = createFakeApi({
    [staffApiPaths.staffSite]: (request) => (request.method === 'GET' ? siteSettings() : update(request)),
    [staffApiPaths.staffSiteImage]: image,
  });
  return renderStaffPage(<SettingsPage />, { path: '/settings', route: '/settings', api, roles: ['admin'] });
}

const form = () => screen.getByRole('form', { name: 'ข้อมูลเว็บไซต์' });
const posts = (view: ReturnType<typeof renderSettings>) => view.api.calls.filter((call) => call.method === 'POST');

describe('settings page', () => {
  it('shows the current settings, register modes by their Thai names, and that a change reaches members within about 30 s', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'ตั้งค่าเว็บไซต์' })).toBeInTheDocument();
    expect(screen.getByText(/ภายในประมาณ 30 วินาที/)).toBeInTheDocument();
    expect(await within(await screen.findByRole('form', { name: 'ข้อมูลเว็บไซต์' })).findByRole('textbox', { name: 'ชื่อเว็บไซต์' })).toHaveValue('ทดสอบเบท');
    const mode = within(form()).getByRole('combobox', { name: 'รูปแบบการสมัครสมาชิก' });
    expect(mode).toHaveValue('2');
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 · สมัครอัตโนมัติ (ระบบสร้างบัญชีให้ทันที)', '2 · กรอกแบบฟอร์มสมัครสมาชิก', '3 · สมัครผ่านเจ้าหน้าที่ (ติดต่อแอดมิน)', '4 · ยืนยันเบอร์โทรด้วยรหัส OTP']);
    expect(within(form()).getByRole('checkbox', { name: 'เปิดระบบแนะนำเพื่อน' })).not.toBeChecked();
    expect(within(form()).getByRole('textbox', { name: /ค่าคอมมิชชั่น/ })).toHaveValue('0.50');
    expect(within(form()).getByRole('textbox', { name: 'ยอดถอนที่ต้องมีผู้อนุมัติคนที่สอง (บาท)' })).toHaveValue('20000.00');
    expect(screen.getByRole('img', { name: 'โลโก้ปัจจุบัน' })).toHaveAttribute('src', 'https://api.test/site/logo-abc.png');
  });

  it('sends only what changed, and says when it will show', async () => {
    const view = renderSettings();
    const title = await screen.findByRole('textbox', { name: 'ชื่อเว็บไซต์' });
    fireEvent.change(title, { target: { value: 'เว็บใหม่' } });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'รูปแบบการสมัครสมาชิก' }), { target: { value: '4' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'เปิดระบบแนะนำเพื่อน' }));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'ลิงก์ติดต่อสำรอง' }), { target: { value: 'line://ti/p/@backup' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await within(form()).findByText('บันทึกแล้ว เว็บไซต์สมาชิกจะแสดงค่าใหม่ภายในประมาณ 30 วินาที')).toBeInTheDocument();
    expect(posts(view)).toEqual([
      { method: 'POST', path: '/api/staff/site', body: { title: 'เว็บใหม่', contactUrl2: 'line://ti/p/@backup', registerMode: '4', affiliateEnabled: true } },
    ]);
  });

  it('checks links, the commission and the threshold in Thai, and keeps what was typed when the API refuses', async () => {
    const view = renderSettings(failWith(400, 'BAD', 'ไม่สามารถบันทึกการตั้งค่าได้'));
    const contact = await screen.findByRole('textbox', { name: 'ลิงก์ติดต่อหลัก' });
    fireEvent.change(contact, { target: { value: 'http://example.com' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /ค่าคอมมิชชั่น/ }), { target: { value: '150' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'ยอดถอนที่ต้องมีผู้อนุมัติคนที่สอง (บาท)' }), { target: { value: '' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'));
    expect(contact).toHaveAccessibleDescription(/ลิงก์ต้องขึ้นต้นด้วย https:\/\/ หรือ line:\/\//);
    expect(within(form()).getByText('กรุณากรอกเปอร์เซ็นต์ตั้งแต่ 0 ถึง 100 ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeInTheDocument();
    expect(within(form()).getByText('กรุณากรอกยอดถอนที่ต้องมีผู้อนุมัติคนที่สอง (บาท)')).toBeInTheDocument();
    expect(posts(view)).toEqual([]);
    fireEvent.change(contact, { target: { value: 'https://line.me/R/ti/p/@new' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /ค่าคอมมิชชั่น/ }), { target: { value: '1.25' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'ยอดถอนที่ต้องมีผู้อนุมัติคนที่สอง (บาท)' }), { target: { value: '50000' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await within(form()).findByText('ไม่สามารถบันทึกการตั้งค่าได้')).toBeInTheDocument();
    expect(contact).toHaveValue('https://line.me/R/ti/p/@new');
    expect(posts(view)[0]?.body).toEqual({ contactUrl: 'https://line.me/R/ti/p/@new', affiliateCommission: '1.25', approvalThreshold: '50000' });
  });

  it('uploads a logo checked for type and size, read as base64, with a preview', async () => {
    const created = jest.fn(() => 'blob:preview-1');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const view = renderSettings();
    const logo = await screen.findByRole('region', { name: 'โลโก้' });
    const input = within(logo).getByLabelText('ไฟล์โลโก้ใหม่');

    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(within(logo).getByText('รองรับเฉพาะไฟล์ PNG, JPEG, WebP หรือ ICO')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(siteImageMaxBytes + 1)], 'big.png', { type: 'image/png' })] } });
    expect(within(logo).getByText('ไฟล์ใหญ่เกิน 256 KB')).toBeInTheDocument();
    expect(posts(view)).toEqual([]);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })] } });
    expect(within(logo).getByRole('img', { name: 'ตัวอย่างโลโก้ใหม่' })).toHaveAttribute('src', 'blob:preview-1');
    fireEvent.click(within(logo).getByRole('button', { name: 'อัปโหลดโลโก้' }));
    expect(await within(logo).findByText(/อัปโหลดโลโก้แล้ว เว็บไซต์สมาชิกจะแสดงภายในประมาณ 30 วินาที/)).toBeInTheDocument();
    expect(posts(view)).toEqual([{ method: 'POST', path: '/api/staff/site/image', body: { kind: 'logo', contentType: 'image/png', data: 'iVBORw==' } }]);
    expect(within(logo).getByRole('img', { name: 'โลโก้ปัจจุบัน' })).toHaveAttribute('src', 'https://api.test/site/logo-new.png');
  });

  it('takes an .ico favicon whatever type the browser gives it', async () => {
    const view = renderSettings(undefined, () => siteSettings());
    const favicon = await screen.findByRole('region', { name: 'ไอคอนเว็บไซต์' });
    fireEvent.change(within(favicon).getByLabelText('ไฟล์ไอคอนเว็บไซต์ใหม่ (favicon)'), {
      target: { files: [new File([new Uint8Array([0, 0, 1, 0])], 'favicon.ico', { type: 'image/vnd.microsoft.icon' })] },
    });
    fireEvent.click(within(favicon).getByRole('button', { name: 'อัปโหลดไอคอนเว็บไซต์' }));
    await waitFor(() => expect(posts(view)).toHaveLength(1));
    expect(posts(view)[0]?.body).toEqual({ kind: 'favicon', contentType: 'image/x-icon', data: 'AAABAA==' });
  });
});

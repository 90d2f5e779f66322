import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmDialog } from '@member-site/shared';
import { staffApiPaths, type StaffAccount } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { staffAccount } from '../testing/fixtures';
import StaffAccountsPage from './staff';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

const confirm = jest.mocked(confirmDialog);
beforeEach(() => {
  confirm.mockReset();
  confirm.mockResolvedValue(true);
});

const me = staffAccount({ username: 'admin1', displayName: 'ผู้ดูแล หนึ่ง', roles: ['admin'] });

function renderStaff(
  accounts: StaffAccount[] = [
    me,
    staffAccount(),
    staffAccount({ username: 'viewer1', displayName: 'ดูรายงาน', roles: ['viewer'], status: 'disabled', totpEnrolled: false, lastSignInAt: null }),
  ],
) {
  const api = createFakeApi({
    [staffApiPaths.staffAccounts]: (request) =>
      request.method === 'GET'
        ? { data: accounts }
        : { account: staffAccount({ username: 'support9', displayName: 'ซัพพอร์ต เก้า', roles: ['support'] }), password: 'First-Pass-7788-xyz' },
  });
  return renderStaffPage(<StaffAccountsPage />, { path: '/staff', route: '/staff', api, roles: ['admin'], username: 'admin1', displayName: 'ผู้ดูแล หนึ่ง' });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
const posts = (view: ReturnType<typeof renderStaff>) => view.api.calls.filter((call) => call.method === 'POST');

describe('staff accounts page', () => {
  it('lists accounts: name, username, roles in Thai, status, 2FA, last sign-in', async () => {
    renderStaff();
    expect(screen.getByRole('heading', { level: 1, name: 'พนักงาน' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'บัญชีพนักงาน' });
    const cashier = within(rowOf('สมหญิง การเงิน'));
    expect(cashier.getByText('cashier2')).toBeInTheDocument();
    expect(cashier.getByText('การเงิน')).toBeInTheDocument();
    expect(cashier.getByText('ใช้งานได้')).toBeInTheDocument();
    expect(cashier.getByText('ลงทะเบียนแล้ว')).toBeInTheDocument();
    expect(cashier.getByText('24 พ.ย. 2569 09:00')).toBeInTheDocument();
    const viewer = within(rowOf('ดูรายงาน'));
    expect(viewer.getByText('ระงับแล้ว')).toBeInTheDocument();
    expect(viewer.getByText('ยังไม่ลงทะเบียน')).toBeInTheDocument();
    expect(viewer.getByText('ยังไม่เคย')).toBeInTheDocument();
    expect(viewer.getByRole('button', { name: 'เปิดการใช้งาน' })).toBeInTheDocument();
    // Nobody disables their own account.
    expect(within(rowOf('ผู้ดูแล หนึ่ง')).queryByRole('button', { name: 'ระงับการใช้งาน' })).not.toBeInTheDocument();
  });

  it('creates an account and shows its one-time password once', async () => {
    const view = renderStaff();
    const form = screen.getByRole('form', { name: 'เพิ่มบัญชีพนักงาน' });
    fireEvent.click(within(form).getByRole('button', { name: 'สร้างบัญชีพนักงาน' }));
    expect(await within(form).findByText('กรุณาเลือกอย่างน้อย 1 บทบาท')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'ชื่อผู้ใช้' }), { target: { value: 'Support 9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'สร้างบัญชีพนักงาน' }));
    expect(await within(form).findByText(/ชื่อผู้ใช้ใช้ได้เฉพาะตัวอักษรอังกฤษพิมพ์เล็ก/)).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'ชื่อผู้ใช้' }), { target: { value: 'support9' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'ชื่อที่แสดง' }), { target: { value: 'ซัพพอร์ต เก้า' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'ฝ่ายบริการลูกค้า' }));
    fireEvent.click(within(form).getByRole('button', { name: 'สร้างบัญชีพนักงาน' }));
    const secret = await screen.findByRole('region', { name: 'รหัสผ่านแรกของ support9' });
    expect(within(secret).getByText('First-Pass-7788-xyz')).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'คัดลอกรหัสผ่าน' })).toBeInTheDocument();
    expect(posts(view)).toEqual([
      { method: 'POST', path: '/api/staff/accounts', body: { username: 'support9', displayName: 'ซัพพอร์ต เก้า', roles: ['support'] } },
    ]);
    fireEvent.click(within(secret).getByRole('button', { name: /เสร็จแล้ว/ }));
    expect(screen.queryByText('First-Pass-7788-xyz')).not.toBeInTheDocument();
  });

  it('changes roles', async () => {
    const view = renderStaff();
    view.api.answer('/api/staff/accounts/cashier2/roles', () => staffAccount({ roles: ['cashier', 'viewer'] }));
    await screen.findByRole('table', { name: 'บัญชีพนักงาน' });
    fireEvent.click(within(rowOf('สมหญิง การเงิน')).getByRole('button', { name: 'เปลี่ยนบทบาท' }));
    const form = screen.getByRole('form', { name: 'บทบาทของ สมหญิง การเงิน' });
    expect(within(form).getByRole('checkbox', { name: 'การเงิน' })).toBeChecked();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'ดูรายงาน' }));
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกบทบาท' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'บทบาทของ สมหญิง การเงิน' })).not.toBeInTheDocument());
    expect(posts(view)).toEqual([{ method: 'POST', path: '/api/staff/accounts/cashier2/roles', body: { roles: ['cashier', 'viewer'] } }]);
  });

  it('disables and enables after confirming; resets 2FA', async () => {
    const view = renderStaff();
    view.api.answer('/api/staff/accounts/cashier2/disable', () => staffAccount({ status: 'disabled' }));
    view.api.answer('/api/staff/accounts/viewer1/enable', () => staffAccount({ username: 'viewer1', status: 'active' }));
    view.api.answer('/api/staff/accounts/cashier2/reset-totp', () => staffAccount({ totpEnrolled: false }));
    await screen.findByRole('table', { name: 'บัญชีพนักงาน' });
    fireEvent.click(within(rowOf('สมหญิง การเงิน')).getByRole('button', { name: 'ระงับการใช้งาน' }));
    await waitFor(() => expect(posts(view)).toHaveLength(1));
    expect(confirm).toHaveBeenLastCalledWith('ระงับการใช้งานของ สมหญิง การเงิน?', expect.stringContaining('ออกจากระบบทันที'), { confirm: 'ระงับการใช้งาน' });
    fireEvent.click(within(rowOf('ดูรายงาน')).getByRole('button', { name: 'เปิดการใช้งาน' }));
    await waitFor(() => expect(posts(view)).toHaveLength(2));
    fireEvent.click(within(rowOf('สมหญิง การเงิน')).getByRole('button', { name: 'รีเซ็ตการยืนยันสองขั้นตอน' }));
    expect(await within(rowOf('สมหญิง การเงิน')).findByText('รีเซ็ตการยืนยันสองขั้นตอนแล้ว')).toBeInTheDocument();
    expect(posts(view).map((call) => call.path)).toEqual([
      '/api/staff/accounts/cashier2/disable',
      '/api/staff/accounts/viewer1/enable',
      '/api/staff/accounts/cashier2/reset-totp',
    ]);
  });

  it('sends nothing when not confirmed; resets a password and shows the new one once; shows a refusal', async () => {
    const view = renderStaff();
    view.api.answer('/api/staff/accounts/cashier2/reset-password', () => ({ account: staffAccount(), password: 'New-Pass-1234-abc' }));
    view.api.answer('/api/staff/accounts/viewer1/reset-password', failWith(409, 'DISABLED', 'บัญชีนี้ถูกระงับอยู่'));
    await screen.findByRole('table', { name: 'บัญชีพนักงาน' });
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(within(rowOf('สมหญิง การเงิน')).getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(posts(view)).toEqual([]);
    fireEvent.click(within(rowOf('สมหญิง การเงิน')).getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    const secret = await screen.findByRole('region', { name: 'รหัสผ่านใหม่ของ cashier2' });
    expect(within(secret).getByText('New-Pass-1234-abc')).toBeInTheDocument();
    fireEvent.click(within(rowOf('ดูรายงาน')).getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    expect(await within(rowOf('ดูรายงาน')).findByText('บัญชีนี้ถูกระงับอยู่')).toBeInTheDocument();
  });
});

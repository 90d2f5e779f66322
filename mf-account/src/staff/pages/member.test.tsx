import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmDialog } from '@member-site/shared';
import type { StaffMemberDetail } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage, type StaffRenderOptions } from '@member-site/shared/testing';
import { memberDetail } from '../testing/fixtures';
import MemberPage from './member';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

const confirm = jest.mocked(confirmDialog);
beforeEach(() => {
  confirm.mockReset();
  confirm.mockResolvedValue(true);
});

const memberPath = '/api/staff/members/0812345678';

function renderMember(options: StaffRenderOptions = { roles: ['admin'] }, detail: StaffMemberDetail = memberDetail()) {
  const api = createFakeApi({ [memberPath]: () => detail });
  return renderStaffPage(<MemberPage />, { path: '/members/0812345678', route: '/members/:username', api, ...options });
}

const section = (name: string) => screen.getByRole('region', { name });
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextSibling as HTMLElement;
const posts = (view: ReturnType<typeof renderMember>) => view.api.calls.filter((call) => call.method === 'POST');

describe('member page', () => {
  it('shows the profile, balances, turnover and safer play', async () => {
    const view = renderMember({ roles: ['support'] });
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลสมาชิก' })).toBeInTheDocument();
    expect(await screen.findByText('0812345678 (DEMO01)')).toBeInTheDocument();
    expect(view.api.paths()).toEqual([memberPath]);
    const profile = section('ข้อมูลบัญชี');
    expect(fact(profile, 'ชื่อผู้ใช้ 2')).toHaveTextContent('DEMO01');
    expect(fact(profile, 'เลขบัญชี')).toHaveTextContent('123-4-56789-0');
    expect(fact(profile, 'ชื่อบัญชี')).toHaveTextContent('สมชาย ใจดี');
    expect(fact(profile, 'เชื่อมต่อ LINE')).toHaveTextContent('เชื่อมต่อแล้ว');
    expect(fact(profile, 'สถานะ')).toHaveTextContent('ใช้งานปกติ');
    const money = section('ยอดเงินและเทิร์นโอเวอร์');
    expect(fact(money, 'ยอดเงินคงเหลือ')).toHaveTextContent('1,520.50 บาท');
    expect(fact(money, 'โบนัสคงเหลือ')).toHaveTextContent('100.00 บาท');
    expect(fact(money, 'คงเหลือ')).toHaveTextContent('1,800.00 บาท');
    const safer = section('การเล่นอย่างรับผิดชอบ');
    expect(fact(safer, 'การพักเล่น')).toHaveTextContent('พักการเล่นถึง 30 พ.ย. 2569 10:00');
    expect(fact(safer, 'เตือนเวลาเล่น')).toHaveTextContent('ทุก 30 นาที');
    expect(fact(safer, 'วงเงินฝากรายวัน')).toHaveTextContent('5,000.00 บาท');
    expect(fact(safer, 'วงเงินฝากรายสัปดาห์')).toHaveTextContent('ไม่จำกัด');
    // Support reads; only who may change members sees the actions.
    expect(screen.queryByRole('button', { name: 'ระงับบัญชี' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'รีเซ็ตรหัสผ่าน' })).not.toBeInTheDocument();
  });

  it('lists sign-ins, the ledger, deposits and withdrawals', async () => {
    renderMember({ roles: ['support'] });
    const signIns = await screen.findByRole('table', { name: 'ประวัติการเข้าสู่ระบบ' });
    expect(within(signIns).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(signIns).getByText('รหัสผ่านผิด')).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'รายการเดินบัญชี' });
    expect(within(ledger).getByText('เดิมพันสล็อต')).toBeInTheDocument();
    expect(within(ledger).getByText('-50.00')).toHaveClass('bo-money--negative');
    expect(within(screen.getByRole('table', { name: 'รายการฝาก' })).getByText('เติมเงินแล้ว')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'รายการถอน' })).getByText('ชื่อบัญชีไม่ตรง')).toBeInTheDocument();
  });

  it('suspends with a required reason, then offers to unsuspend', async () => {
    const view = renderMember();
    const suspended = memberDetail({ status: 'suspended', suspension: { at: '2026-11-24T03:00:00.000Z', by: 'admin1', reason: 'ใช้บัญชีร่วมกัน' } });
    view.api.answer(`${memberPath}/suspend`, () => suspended);
    view.api.answer(`${memberPath}/unsuspend`, () => memberDetail());
    fireEvent.click(await screen.findByRole('button', { name: 'ระงับบัญชี' }));
    const form = screen.getByRole('form', { name: 'ระงับบัญชี' });
    fireEvent.click(within(form).getByRole('button', { name: 'ระงับบัญชี' }));
    expect(await within(form).findByText('กรุณากรอกเหตุผลการระงับ')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'เหตุผลการระงับ' }), { target: { value: 'ใช้บัญชีร่วมกัน' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ระงับบัญชี' }));
    expect(await screen.findByText('ระงับโดย admin1: ใช้บัญชีร่วมกัน')).toBeInTheDocument();
    expect(fact(section('ข้อมูลบัญชี'), 'สถานะ')).toHaveTextContent('ถูกระงับ');
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกการระงับ' }));
    expect(await screen.findByRole('button', { name: 'ระงับบัญชี' })).toBeInTheDocument();
    expect(posts(view)).toEqual([
      { method: 'POST', path: `${memberPath}/suspend`, body: { reason: 'ใช้บัญชีร่วมกัน' } },
      { method: 'POST', path: `${memberPath}/unsuspend`, body: undefined },
    ]);
  });

  it('resets the password after confirming and shows the temporary password once, with a copy button', async () => {
    const view = renderMember();
    view.api.answer(`${memberPath}/reset-password`, () => ({ temporaryPassword: 'Tmp-8842-kq' }));
    fireEvent.click(await screen.findByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    const secret = await screen.findByRole('region', { name: 'รหัสผ่านชั่วคราวของ 0812345678' });
    expect(confirm).toHaveBeenCalledWith('รีเซ็ตรหัสผ่านของสมาชิก?', expect.stringContaining('0812345678'), { confirm: 'รีเซ็ตรหัสผ่าน' });
    expect(within(secret).getByText('Tmp-8842-kq')).toBeInTheDocument();
    expect(within(secret).getByText(/ต้องตั้งรหัสผ่านใหม่เมื่อเข้าสู่ระบบครั้งถัดไป/)).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'คัดลอกรหัสผ่าน' })).toBeInTheDocument();
    fireEvent.click(within(secret).getByRole('button', { name: /เสร็จแล้ว/ }));
    expect(screen.queryByText('Tmp-8842-kq')).not.toBeInTheDocument();
    expect(posts(view).map((call) => call.path)).toEqual([`${memberPath}/reset-password`]);
  });

  it('sends nothing when the reset is not confirmed; shows the API’s refusal', async () => {
    const view = renderMember();
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(posts(view)).toEqual([]);
    view.api.answer(`${memberPath}/reset-password`, failWith(403, 'FORBIDDEN', 'คุณไม่มีสิทธิ์ทำรายการนี้'));
    fireEvent.click(screen.getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));
    expect(await screen.findByText('คุณไม่มีสิทธิ์ทำรายการนี้')).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    const view = renderMember({ roles: ['support'] });
    view.api.answer(memberPath, failWith(404, 'NOT_FOUND', 'ไม่พบสมาชิก'));
    await view.queryClient.resetQueries();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบสมาชิก');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});

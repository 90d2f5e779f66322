import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths, type StaffRole, type StaffWithdrawal } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage, type FakeApi } from '@member-site/shared/testing';
import { withdrawal, withdrawalPage } from '../testing/fixtures';
import WithdrawalsPage from './withdrawals';

// 10:00 in Bangkok on 24 November 2026; the fixture's withdrawal was asked for at 09:48.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z'), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

const at = (template: string, id: string) => template.replace(':id', id);
const claimed = (by: string): Partial<StaffWithdrawal> => ({ claim: { by, until: '2026-11-24T03:10:00.000Z' } });

function renderQueue(rows: StaffWithdrawal[], path = '/withdrawals', roles: StaffRole[] = ['cashier']) {
  let current = rows;
  const api = createFakeApi({ [staffApiPaths.staffWithdrawals]: () => withdrawalPage(current) });
  const view = renderStaffPage(<WithdrawalsPage />, { path, route: '/withdrawals', api, username: 'cashier1', roles });
  return { ...view, setRows: (next: StaffWithdrawal[]) => (current = next) };
}

const row = () => screen.getByRole('rowheader', { name: /0812345678/ }).closest('tr') as HTMLElement;
const posts = (api: FakeApi) => api.calls.filter((call) => call.method === 'POST');

describe('withdrawals page', () => {
  it('lists pending withdrawals oldest first with what the cashier needs to transfer', async () => {
    const { api } = renderQueue([withdrawal()]);
    expect(screen.getByRole('heading', { level: 1, name: 'รายการถอน' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'รายการถอนของสมาชิก' });
    expect(api.paths()).toEqual(['/api/staff/withdrawals?status=pending']);
    const cells = within(row());
    expect(cells.getByText('DEMO01')).toBeInTheDocument();
    // No fee: the amount is what to transfer, shown once.
    expect(cells.getAllByText('1,500.00')).toHaveLength(1);
    expect(cells.getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(cells.getByText('123-4-56789-0')).toBeInTheDocument();
    expect(cells.getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(cells.getByText('12 นาที')).toBeInTheDocument();
    expect(cells.getByText('ยังไม่มีผู้รับรายการ')).toBeInTheDocument();
    expect(cells.getByText('ติดเทิร์น 500.00')).toBeInTheDocument();
    expect(screen.getByText(/ยอดถอนตั้งแต่ 20,000.00 บาทต้องมีผู้อนุมัติคนที่สอง/)).toBeInTheDocument();
    expect(cells.queryByRole('button', { name: 'จ่ายแล้ว' })).not.toBeInTheDocument();
  });

  it('shows a fee and what to transfer under the amount', async () => {
    renderQueue([withdrawal({ amount: '1500.00', fee: '10.00', netAmount: '1490.00' })]);
    await screen.findByRole('table', { name: 'รายการถอนของสมาชิก' });
    expect(within(row()).getByText('ค่าธรรมเนียม 10.00 · โอน 1,490.00')).toBeInTheDocument();
  });

  it('opens the context a cashier weighs: balance, bonus, turnover, recent deposits and withdrawals', async () => {
    renderQueue([withdrawal()]);
    await screen.findByRole('table', { name: 'รายการถอนของสมาชิก' });
    fireEvent.click(within(row()).getByRole('button', { name: 'รายละเอียด' }));
    expect(screen.getByText('ยอดเงินคงเหลือ').nextSibling).toHaveTextContent('320.50 บาท');
    expect(screen.getByText('โบนัสคงเหลือ').nextSibling).toHaveTextContent('50.00 บาท');
    expect(screen.getByText('เทิร์นโอเวอร์ที่ต้องทำ').nextSibling).toHaveTextContent('3,000.00 บาท');
    const deposits = screen.getByRole('table', { name: 'ฝากล่าสุด (0812345678)' });
    expect(within(deposits).getByText('พร้อมเพย์')).toBeInTheDocument();
    expect(within(deposits).getByText('1,000.00')).toBeInTheDocument();
    const withdrawals = screen.getByRole('table', { name: 'ถอนล่าสุด (0812345678)' });
    expect(within(withdrawals).getByText('700.00')).toBeInTheDocument();
    expect(within(withdrawals).getByText('จ่ายแล้ว')).toBeInTheDocument();
  });

  it('claims a withdrawal, then shows the lock and the holder’s buttons', async () => {
    const view = renderQueue([withdrawal()]);
    view.api.answer(at(staffApiPaths.staffWithdrawalClaim, 'w-1'), () => {
      const mine = withdrawal(claimed('cashier1'));
      view.setRows([mine]);
      return mine;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'รับรายการ' }));
    expect(await screen.findByText('ล็อกโดย cashier1 ถึง 10:10 (คุณ)')).toBeInTheDocument();
    expect(posts(view.api).map((call) => call.path)).toEqual(['/api/staff/withdrawals/w-1/claim']);
    expect(within(row()).getByRole('button', { name: 'จ่ายแล้ว' })).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'ปฏิเสธ' })).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'ปล่อยรายการ' })).toBeInTheDocument();
    // The list was read again after the claim.
    expect(view.api.paths().filter((path) => path.startsWith('/api/staff/withdrawals?'))).toHaveLength(2);
  });

  it('shows the API’s Thai refusal when another staff member holds the claim', async () => {
    const view = renderQueue([withdrawal(claimed('cashier2'))]);
    view.api.answer(at(staffApiPaths.staffWithdrawalClaim, 'w-1'), failWith(409, 'CLAIMED', 'รายการนี้ถูกล็อกโดย cashier2 ถึง 10:10 น.'));
    expect(await screen.findByText('ล็อกโดย cashier2 ถึง 10:10')).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: 'จ่ายแล้ว' })).not.toBeInTheDocument();
    fireEvent.click(within(row()).getByRole('button', { name: 'รับรายการ' }));
    expect(await within(row()).findByRole('alert')).toHaveTextContent('รายการนี้ถูกล็อกโดย cashier2 ถึง 10:10 น.');
  });

  it('pays a claimed withdrawal; above the threshold it waits for a second approver', async () => {
    const view = renderQueue([withdrawal({ ...claimed('cashier1'), amount: '25000.00', netAmount: '25000.00', needsApproval: true })]);
    view.api.answer(at(staffApiPaths.staffWithdrawalPay, 'w-1'), () => ({
      outcome: 'awaiting-approval',
      withdrawal: withdrawal({
        ...claimed('cashier1'),
        amount: '25000.00',
        netAmount: '25000.00',
        needsApproval: true,
        approval: { id: 'a-1', requestedBy: 'cashier1', requestedAt: '2026-11-24T03:00:00.000Z' },
      }),
    }));
    view.api.answer(staffApiPaths.staffApprovals, () => ({ data: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'จ่ายแล้ว' }));
    expect(await within(row()).findByText('รออนุมัติจากผู้อนุมัติคนที่สอง')).toBeInTheDocument();
    expect(posts(view.api)).toEqual([{ method: 'POST', path: '/api/staff/withdrawals/w-1/pay', body: undefined }]);
    expect(within(row()).queryByRole('button', { name: 'จ่ายแล้ว' })).not.toBeInTheDocument();
  });

  it('pays one under the threshold', async () => {
    const view = renderQueue([withdrawal(claimed('cashier1'))]);
    view.api.answer(at(staffApiPaths.staffWithdrawalPay, 'w-1'), () => ({
      outcome: 'paid',
      withdrawal: withdrawal({ status: 'paid', settledBy: 'cashier1' }),
    }));
    view.api.answer(staffApiPaths.staffApprovals, () => ({ data: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'จ่ายแล้ว' }));
    expect(await within(row()).findByText('บันทึกการจ่ายแล้ว')).toBeInTheDocument();
  });

  it('rejects with a Thai reason the member will read, which is required', async () => {
    const view = renderQueue([withdrawal(claimed('cashier1'))]);
    view.api.answer(at(staffApiPaths.staffWithdrawalReject, 'w-1'), () => withdrawal({ status: 'rejected', reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธ' }));
    const form = within(row()).getByRole('form', { name: 'ปฏิเสธ' });
    fireEvent.click(within(form).getByRole('button', { name: 'ปฏิเสธ' }));
    const reason = within(form).getByRole('textbox', { name: 'เหตุผลที่แจ้งสมาชิก' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/กรุณากรอกเหตุผลที่แจ้งสมาชิก/));
    expect(posts(view.api)).toEqual([]);
    fireEvent.change(reason, { target: { value: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(await within(row()).findByText('ปฏิเสธรายการแล้ว')).toBeInTheDocument();
    expect(posts(view.api)).toEqual([{ method: 'POST', path: '/api/staff/withdrawals/w-1/reject', body: { reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' } }]);
  });

  it('releases a claim', async () => {
    const view = renderQueue([withdrawal(claimed('cashier1'))]);
    view.api.answer(at(staffApiPaths.staffWithdrawalRelease, 'w-1'), () => {
      view.setRows([withdrawal()]);
      return withdrawal();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ปล่อยรายการ' }));
    expect(await within(row()).findByRole('button', { name: 'รับรายการ' })).toBeInTheDocument();
    expect(posts(view.api).map((call) => call.path)).toEqual(['/api/staff/withdrawals/w-1/release']);
  });

  it('filters by status, member and minimum amount through the address', async () => {
    const view = renderQueue([withdrawal()], '/withdrawals?status=paid&q=DEMO');
    await screen.findByRole('table', { name: 'รายการถอนของสมาชิก' });
    expect(view.api.paths()).toEqual(['/api/staff/withdrawals?status=paid&q=DEMO']);
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveValue('paid');
    fireEvent.change(screen.getByRole('combobox', { name: 'สถานะ' }), { target: { value: 'pending' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ยอดถอนขั้นต่ำ (บาท)' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(view.api.paths().at(-1)).toBe('/api/staff/withdrawals?status=pending&q=DEMO&min=1000'));
    expect(view.location().search).toBe('?q=DEMO&min=1000');
  });

  it('says so when the queue is empty, and shows a failure with a retry', async () => {
    const view = renderQueue([]);
    expect(await screen.findByText('ไม่มีรายการถอนที่ตรงกับตัวกรอง')).toBeInTheDocument();
    view.api.answer(staffApiPaths.staffWithdrawals, failWith(500, 'SERVER', 'ระบบขัดข้องชั่วคราว'));
    fireEvent.change(screen.getByRole('combobox', { name: 'สถานะ' }), { target: { value: 'rejected' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    view.api.answer(staffApiPaths.staffWithdrawals, () => withdrawalPage([withdrawal({ status: 'rejected', reason: 'บัญชีปิด', settledBy: 'cashier2' })]));
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('บัญชีปิด')).toBeInTheDocument();
    expect(within(row()).getByText('โดย cashier2')).toBeInTheDocument();
  });

  it('shows no money buttons to staff whose roles cannot move money', async () => {
    renderQueue([withdrawal(claimed('cashier1'))], '/withdrawals', ['support']);
    await screen.findByRole('table', { name: 'รายการถอนของสมาชิก' });
    expect(within(row()).queryByRole('button', { name: 'รับรายการ' })).not.toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: 'จ่ายแล้ว' })).not.toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: 'ปฏิเสธ' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage, type FakeHandler } from '@member-site/shared/testing';
import { approval } from '../testing/fixtures';
import AdjustmentsPage from './adjustments';

const adjustment = approval({
  id: 'a-7',
  kind: 'adjustment',
  withdrawalId: null,
  amount: '250.00',
  reason: 'ชดเชยระบบเกมขัดข้อง',
  requestedBy: 'cashier1',
  member: { username: '0812345678', username2: 'DEMO01' },
});

function renderAdjustments(create: FakeHandler = () => adjustment) {
  const api = createFakeApi({
    [staffApiPaths.staffApprovals]: (request) => ({
      data: [
        approval(),
        adjustment,
        {
          ...adjustment,
          id: 'a-8',
          status: 'declined',
          decidedBy: 'cashier2',
          note: 'ไม่มีหลักฐาน',
          amount: '-100.00',
          reason: 'หักยอดซ้ำ',
          requestedAt: '2026-11-23T02:30:00.000Z',
        },
      ].filter((row) => row.status === request.query.get('status')),
    }),
    [staffApiPaths.staffAdjustmentCreate]: create,
  });
  return renderStaffPage(<AdjustmentsPage />, { path: '/adjustments', route: '/adjustments', api });
}

const form = () => screen.getByRole('form', { name: 'ขอปรับยอดเงิน' });
const posts = (view: ReturnType<typeof renderAdjustments>) => view.api.calls.filter((call) => call.method === 'POST');

function fill(username: string, amount: string, reason: string) {
  fireEvent.change(within(form()).getByRole('textbox', { name: 'ชื่อผู้ใช้สมาชิก' }), { target: { value: username } });
  fireEvent.change(within(form()).getByRole('textbox', { name: 'จำนวนเงินที่ปรับ (บาท)' }), { target: { value: amount } });
  fireEvent.change(within(form()).getByRole('textbox', { name: 'เหตุผล' }), { target: { value: reason } });
  fireEvent.click(within(form()).getByRole('button', { name: 'ส่งคำขอปรับยอด' }));
}

describe('adjustments page', () => {
  it('explains that a second staff member must approve, and lists only adjustment requests', async () => {
    const view = renderAdjustments();
    expect(screen.getByRole('heading', { level: 1, name: 'ปรับยอดเงิน' })).toBeInTheDocument();
    expect(screen.getByText(/จะมีผลเมื่อพนักงานอีกคนอนุมัติ/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'คำขอปรับยอดเงิน' });
    // The API lists one status at a time: the three are read.
    expect(view.api.paths().sort()).toEqual([
      '/api/staff/approvals?status=approved',
      '/api/staff/approvals?status=declined',
      '/api/staff/approvals?status=pending',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('ชดเชยระบบเกมขัดข้อง')).toBeInTheDocument();
    expect(within(table).getByText('ไม่มีหลักฐาน')).toBeInTheDocument();
    expect(within(table).getByText('-100.00')).toHaveClass('bo-money--negative');
    expect(within(table).queryByText('BIG01')).not.toBeInTheDocument();
  });

  it('checks the fields in Thai before sending', async () => {
    const view = renderAdjustments();
    fill('', '1,000', 'ab');
    expect(await within(form()).findByText('กรุณากรอกชื่อผู้ใช้สมาชิก')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'จำนวนเงินที่ปรับ (บาท)' })).toHaveAccessibleDescription(/กรุณากรอกจำนวนเงิน เช่น 250.00 หรือ -100.00/);
    expect(within(form()).getByText('เหตุผลต้องมีอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    fill('0812345678', '0.00', 'ชดเชย');
    expect(await within(form()).findByText('จำนวนเงินที่ปรับต้องไม่เป็น 0')).toBeInTheDocument();
    expect(posts(view)).toEqual([]);
  });

  it('sends a signed amount with its reason, then says it waits for approval', async () => {
    const view = renderAdjustments(() => ({ ...adjustment, amount: '-100.00' }));
    fill('0812345678', '-100', 'หักโบนัสที่ให้ซ้ำ');
    expect(await screen.findByText('ส่งคำขอปรับยอด -100.00 บาทของ 0812345678 แล้ว รอพนักงานอีกคนอนุมัติ')).toHaveAttribute('role', 'status');
    expect(posts(view)).toEqual([{ method: 'POST', path: '/api/staff/adjustments', body: { username: '0812345678', amount: '-100', reason: 'หักโบนัสที่ให้ซ้ำ' } }]);
    expect(within(form()).getByRole('textbox', { name: 'ชื่อผู้ใช้สมาชิก' })).toHaveValue('');
    await waitFor(() => expect(view.api.paths().filter((path) => path.startsWith(staffApiPaths.staffApprovals))).toHaveLength(6));
  });

  it('keeps what was typed when the API refuses it', async () => {
    renderAdjustments(failWith(404, 'NO_MEMBER', 'ไม่พบสมาชิก'));
    fill('0800000000', '250.00', 'ชดเชยระบบเกมขัดข้อง');
    expect(await within(form()).findByText('ไม่พบสมาชิก')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'ชื่อผู้ใช้สมาชิก' })).toHaveValue('0800000000');
    expect(within(form()).getByRole('textbox', { name: 'เหตุผล' })).toHaveValue('ชดเชยระบบเกมขัดข้อง');
  });
});

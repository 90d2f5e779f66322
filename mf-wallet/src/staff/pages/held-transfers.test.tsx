import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmDialog } from '@member-site/shared';
import { staffApiPaths, type StaffHeldTransfer } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { held } from '../testing/fixtures';
import HeldTransfersPage from './held-transfers';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

const confirm = jest.mocked(confirmDialog);
beforeEach(() => {
  confirm.mockReset();
  confirm.mockResolvedValue(true);
});

function renderHeld(rows: StaffHeldTransfer[], path = '/held-transfers') {
  const api = createFakeApi({ [staffApiPaths.staffHeldTransfers]: () => ({ data: rows }) });
  return renderStaffPage(<HeldTransfersPage />, { path, route: '/held-transfers', api });
}

const rowOf = (transRef: string) => screen.getByRole('rowheader', { name: transRef }).closest('tr') as HTMLElement;
const posts = (view: ReturnType<typeof renderHeld>) => view.api.calls.filter((call) => call.method === 'POST');
const member = { username: '0812345678', username2: 'DEMO01' };

describe('held transfers page', () => {
  it('lists held transfers with the reason in Thai', async () => {
    const view = renderHeld([
      held(),
      held({ id: 'h-2', transRef: 'KB2', reason: 'ambiguous' }),
      held({ id: 'h-3', transRef: 'KB3', reason: 'depositLimit', member }),
      held({ id: 'h-4', transRef: 'KB4', reason: 'restricted', member }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'ยอดโอนรอตรวจสอบ' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'ยอดโอนรอตรวจสอบ' });
    expect(view.api.paths()).toEqual(['/api/staff/held-transfers?status=held']);
    expect(within(rowOf('KB202611240001')).getByText('ไม่พบบัญชีสมาชิก')).toBeInTheDocument();
    expect(within(rowOf('KB202611240001')).getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(within(rowOf('KB202611240001')).getByText('xxx-x-x3456-x')).toBeInTheDocument();
    expect(within(rowOf('KB2')).getByText('ตรงกับหลายบัญชี')).toBeInTheDocument();
    expect(within(rowOf('KB3')).getByText('เกินวงเงินฝาก')).toBeInTheDocument();
    expect(within(rowOf('KB4')).getByText('สมาชิกพักการเล่น')).toBeInTheDocument();
    // Crediting "to its member" needs a member.
    expect(within(rowOf('KB202611240001')).queryByRole('button', { name: 'เติมเงินให้สมาชิก' })).not.toBeInTheDocument();
    expect(within(rowOf('KB3')).getByRole('button', { name: 'เติมเงินให้สมาชิก' })).toBeInTheDocument();
  });

  it('credits a transfer to its member after confirming', async () => {
    const view = renderHeld([held({ reason: 'depositLimit', member })]);
    view.api.answer('/api/staff/held-transfers/h-1/credit', () => held({ reason: 'depositLimit', member, status: 'credited', depositId: 'd-5' }));
    fireEvent.click(await screen.findByRole('button', { name: 'เติมเงินให้สมาชิก' }));
    expect(await screen.findByText('เติมเงินแล้ว')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('เติมเงินให้สมาชิก?', 'เติม 800.00 บาทจากยอดโอนนี้ให้ 0812345678', { confirm: 'เติมเงินให้สมาชิก' });
    expect(posts(view)).toEqual([{ method: 'POST', path: '/api/staff/held-transfers/h-1/credit', body: {} }]);
  });

  it('assigns a transfer to a member by username and credits it; a refusal keeps the username', async () => {
    const view = renderHeld([held()]);
    view.api.answer('/api/staff/held-transfers/h-1/credit', failWith(404, 'NO_MEMBER', 'ไม่พบสมาชิกชื่อผู้ใช้นี้'));
    fireEvent.click(await screen.findByRole('button', { name: 'เลือกสมาชิกแล้วเติมเงิน' }));
    const form = screen.getByRole('form', { name: 'เลือกสมาชิกแล้วเติมเงิน' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'ชื่อผู้ใช้สมาชิก' }), { target: { value: '0899999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'เลือกสมาชิกแล้วเติมเงิน' }));
    expect(await within(form).findByText('ไม่พบสมาชิกชื่อผู้ใช้นี้')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'ชื่อผู้ใช้สมาชิก' })).toHaveValue('0899999999');
    view.api.answer('/api/staff/held-transfers/h-1/credit', () => held({ status: 'credited', member }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'ชื่อผู้ใช้สมาชิก' }), { target: { value: '0812345678' } });
    fireEvent.click(within(form).getByRole('button', { name: 'เลือกสมาชิกแล้วเติมเงิน' }));
    expect(await screen.findByText('เติมเงินแล้ว')).toBeInTheDocument();
    expect(posts(view).map((call) => call.body)).toEqual([{ username: '0899999999' }, { username: '0812345678' }]);
  });

  it('returns a transfer to its sender with a note', async () => {
    const view = renderHeld([held()]);
    view.api.answer('/api/staff/held-transfers/h-1/return', () => held({ status: 'returned', note: 'โอนคืนแล้ว อ้างอิง R123' }));
    fireEvent.click(await screen.findByRole('button', { name: 'คืนเงินผู้โอน' }));
    const form = screen.getByRole('form', { name: 'คืนเงินผู้โอน' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'หมายเหตุการคืนเงิน' }), { target: { value: 'โอนคืนแล้ว อ้างอิง R123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'คืนเงินผู้โอน' }));
    expect(await screen.findByText('คืนผู้โอนแล้ว', { selector: '.bo-done' })).toBeInTheDocument();
    expect(posts(view)).toEqual([{ method: 'POST', path: '/api/staff/held-transfers/h-1/return', body: { note: 'โอนคืนแล้ว อ้างอิง R123' } }]);
  });

  it('shows the settled ones through the status filter', async () => {
    const view = renderHeld([]);
    expect(await screen.findByText('ไม่มียอดโอนรอตรวจสอบ')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'สถานะ' }), { target: { value: 'returned' } });
    await waitFor(() => expect(view.api.paths().at(-1)).toBe('/api/staff/held-transfers?status=returned'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths, type StaffApproval } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { approval } from '../testing/fixtures';
import ApprovalsPage from './approvals';

const at = (template: string, id: string) => template.replace(':id', id);

function renderApprovals(rows: StaffApproval[], path = '/approvals') {
  const api = createFakeApi({
    [staffApiPaths.staffApprovals]: (request) => ({ data: rows.filter((row) => row.status === (request.query.get('status') ?? 'pending')) }),
  });
  return renderStaffPage(<ApprovalsPage />, { path, route: '/approvals', api, username: 'cashier1' });
}

const rowOf = (username: string) => screen.getByRole('rowheader', { name: new RegExp(username) }).closest('tr') as HTMLElement;

const adjustment = approval({
  id: 'a-2',
  kind: 'adjustment',
  withdrawalId: null,
  amount: '-100.00',
  reason: 'คืนยอดโบนัสที่ให้ผิด',
  requestedBy: 'cashier1',
  member: { username: '0811111111', username2: 'ADJ01' },
});

describe('approvals page', () => {
  it('lists pending approvals: member, kind, amount, reason, requested by and at', async () => {
    const { api } = renderApprovals([approval(), adjustment]);
    expect(screen.getByRole('heading', { level: 1, name: 'รออนุมัติ' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'รายการที่รออนุมัติ' });
    expect(api.paths()).toEqual(['/api/staff/approvals?status=pending']);
    const big = within(rowOf('0898765432'));
    expect(big.getByText('จ่ายรายการถอน')).toBeInTheDocument();
    expect(big.getByText('50,000.00')).toBeInTheDocument();
    expect(big.getByText('cashier2')).toBeInTheDocument();
    expect(big.getByText('24 พ.ย. 2569 09:30')).toBeInTheDocument();
    const own = within(rowOf('0811111111'));
    expect(own.getByText('-100.00')).toHaveClass('bo-money--negative');
    expect(own.getByText('คืนยอดโบนัสที่ให้ผิด')).toBeInTheDocument();
  });

  it('never offers approve or decline on the staff member’s own request', async () => {
    renderApprovals([adjustment]);
    const own = within(await screen.findByRole('row', { name: /0811111111/ }));
    expect(own.getByText('รอผู้อนุมัติคนอื่น')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'อนุมัติ' })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'ไม่อนุมัติ' })).not.toBeInTheDocument();
  });

  it('approves another staff member’s request', async () => {
    const view = renderApprovals([approval()]);
    view.api.answer(at(staffApiPaths.staffApprovalApprove, 'a-1'), () =>
      approval({ status: 'approved', decidedBy: 'cashier1', decidedAt: '2026-11-24T03:00:00.000Z' }),
    );
    view.api.answer(staffApiPaths.staffWithdrawals, failWith(404, 'NOT_FOUND', '-'));
    fireEvent.click(await screen.findByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText('อนุมัติแล้ว')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/staff/approvals/a-1/approve']);
  });

  it('declines with a note, which is required, and shows the API’s refusal', async () => {
    const view = renderApprovals([approval()]);
    view.api.answer(at(staffApiPaths.staffApprovalDecline, 'a-1'), failWith(409, 'SAME_STAFF', 'ผู้ขอไม่สามารถอนุมัติรายการของตัวเองได้'));
    fireEvent.click(await screen.findByRole('button', { name: 'ไม่อนุมัติ' }));
    const form = screen.getByRole('form', { name: 'ไม่อนุมัติ' });
    fireEvent.click(within(form).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await within(form).findByText('กรุณากรอกเหตุผลที่ไม่อนุมัติ')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'เหตุผลที่ไม่อนุมัติ' }), { target: { value: 'ยอดไม่ตรงกับสลิป' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await within(form).findByText('ผู้ขอไม่สามารถอนุมัติรายการของตัวเองได้')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'เหตุผลที่ไม่อนุมัติ' })).toHaveValue('ยอดไม่ตรงกับสลิป');
    expect(view.api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/approvals/a-1/decline', body: { note: 'ยอดไม่ตรงกับสลิป' } },
    ]);
  });

  it('shows the decided ones, and one kind only, through the filters', async () => {
    const decided = approval({ id: 'a-3', status: 'declined', decidedBy: 'cashier3', decidedAt: '2026-11-24T02:00:00.000Z', note: 'ซ้ำ' });
    const view = renderApprovals([approval(), decided, { ...adjustment, id: 'a-4', status: 'declined' }]);
    await screen.findByRole('table', { name: 'รายการที่รออนุมัติ' });
    fireEvent.change(screen.getByRole('combobox', { name: 'สถานะ' }), { target: { value: 'declined' } });
    const table = await screen.findByRole('table', { name: 'รายการที่ตัดสินแล้ว' });
    expect(within(table).getByText('ซ้ำ')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'อนุมัติ' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'ประเภท' }), { target: { value: 'adjustment' } });
    await waitFor(() => expect(within(table).queryByText('ซ้ำ')).not.toBeInTheDocument());
    expect(within(table).getByText('ADJ01')).toBeInTheDocument();
    expect(view.location().search).toBe('?status=declined&kind=adjustment');
  });
});

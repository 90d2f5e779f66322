import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmDialog } from '@member-site/shared';
import { staffApiPaths, type StaffDeposit } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { staffDeposit } from '../testing/fixtures';
import DepositsPage from './deposits';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

const confirm = jest.mocked(confirmDialog);
beforeEach(() => {
  confirm.mockReset();
  confirm.mockResolvedValue(true);
});

const page = (data: StaffDeposit[]) => ({ data, page: 1, pageSize: 20, total: data.length });

function renderDeposits(rows: StaffDeposit[], path = '/deposits') {
  const api = createFakeApi({ [staffApiPaths.staffDeposits]: () => page(rows) });
  return renderStaffPage(<DepositsPage />, { path, route: '/deposits', api });
}

const posts = (view: ReturnType<typeof renderDeposits>) => view.api.calls.filter((call) => call.method === 'POST');

describe('deposits page', () => {
  it('lists pending deposits first with their method, amounts and status', async () => {
    const view = renderDeposits([staffDeposit(), staffDeposit({ id: 'd-2', method: 'slip', payAmount: null })]);
    expect(screen.getByRole('heading', { level: 1, name: 'รายการฝาก' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'รายการฝาก' });
    expect(view.api.paths()).toEqual(['/api/staff/deposits?status=pending']);
    expect(within(table).getByText('พร้อมเพย์')).toBeInTheDocument();
    expect(within(table).getByText('500.37')).toBeInTheDocument();
    expect(within(table).getAllByText('รอดำเนินการ')).toHaveLength(2);
    // Only a pending PromptPay request can be credited by hand.
    expect(within(table).getAllByRole('button', { name: 'เติมเงินให้สมาชิก' })).toHaveLength(1);
  });

  it('credits a pending PromptPay request after confirming it', async () => {
    const view = renderDeposits([staffDeposit()]);
    view.api.answer('/api/staff/deposits/d-1/credit', () => staffDeposit({ status: 'credited', creditedAmount: '500.37' }));
    fireEvent.click(await screen.findByRole('button', { name: 'เติมเงินให้สมาชิก' }));
    expect(await screen.findByText('เติมเงินแล้ว', { selector: '.bo-done' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('เติมเงินให้สมาชิก?', 'ตรวจแล้วว่ามียอดโอน 500.37 บาทเข้าบัญชี และจะเติมให้ 0812345678', { confirm: 'เติมเงินให้สมาชิก' });
    expect(posts(view).map((call) => call.path)).toEqual(['/api/staff/deposits/d-1/credit']);
  });

  it('sends nothing when the staff member does not confirm, and shows a refusal beside the button', async () => {
    const view = renderDeposits([staffDeposit()]);
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'เติมเงินให้สมาชิก' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(posts(view)).toEqual([]);
    view.api.answer('/api/staff/deposits/d-1/credit', failWith(409, 'ALREADY', 'รายการนี้เติมเงินไปแล้ว'));
    fireEvent.click(screen.getByRole('button', { name: 'เติมเงินให้สมาชิก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รายการนี้เติมเงินไปแล้ว');
  });

  it('filters by status and member through the address', async () => {
    const view = renderDeposits([staffDeposit({ status: 'credited', creditedAmount: '500.37' })], '/deposits?status=credited');
    await screen.findByRole('table', { name: 'รายการฝาก' });
    expect(view.api.paths()).toEqual(['/api/staff/deposits?status=credited']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'ค้นหาสมาชิก' }), { target: { value: 'DEMO01' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(view.api.paths().at(-1)).toBe('/api/staff/deposits?status=credited&q=DEMO01'));
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { apiPaths } from '@member-site/shared';
import { createFakeApi, createPageProps, renderPage } from '@member-site/shared/testing';
import { deposit, withdrawal } from '../testing/fixtures';
import DepositWithdrawPage from './DepositWithdrawPage';

const pageOf = <T,>(data: T[], page: number, total: number) => ({ data, page, pageSize: 20, total });

describe('DepositWithdrawPage', () => {
  it('pages the deposits with previous / next, and switches to the withdrawals', async () => {
    const api = createFakeApi({
      [apiPaths.deposits]: ({ query }) => {
        const page = Number(query.get('page'));
        return pageOf(
          [deposit({ id: `d-${page}`, amount: page === 1 ? '100.00' : '200.00', status: 'credited', creditedAmount: page === 1 ? '100.00' : '200.00' })],
          page,
          41,
        );
      },
      [apiPaths.withdrawals]: () => pageOf([withdrawal({ status: 'paid' })], 1, 1),
    });
    renderPage(<DepositWithdrawPage />, createPageProps({ page: 'deposit-withdraw', api }));
    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติฝาก-ถอน' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ฝาก' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('100.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('หน้า 1 จาก 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ก่อนหน้า' })).toBeDisabled();
    expect(screen.getByText(/23 พ.ย. 2569 15:00/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('200.00 บาท')).toBeInTheDocument();
    expect(api.paths()).toEqual([`${apiPaths.deposits}?page=1`, `${apiPaths.deposits}?page=2`]);
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('หน้า 3 จาก 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();

    fireEvent.click(screen.getByRole('tab', { name: 'ถอน' }));
    expect(await screen.findByText('1,000.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('สำเร็จ')).toBeInTheDocument();
    expect(api.paths().at(-1)).toBe(`${apiPaths.withdrawals}?page=1`);
    expect(screen.queryByRole('button', { name: 'ถัดไป' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    const api = createFakeApi({ [apiPaths.deposits]: () => pageOf([], 1, 0) });
    renderPage(<DepositWithdrawPage />, createPageProps({ page: 'deposit-withdraw', api }));
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeInTheDocument();
  });

  it('says what a chosen promotion gave a deposit, or why it gave nothing', async () => {
    const api = createFakeApi({
      [apiPaths.deposits]: () =>
        pageOf(
          [
            deposit({ id: 'a', status: 'credited', creditedAmount: '500.37', promotion: { title: 'โบนัสสมาชิกใหม่ 100%', bonus: '500.37', note: null } }),
            deposit({
              id: 'b',
              status: 'credited',
              creditedAmount: '50.00',
              promotion: { title: 'ฝากรายวันรับ 10%', bonus: '0.00', note: 'ไม่ได้รับโบนัส: ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (100.00 บาท)' },
            }),
          ],
          1,
          2,
        ),
    });
    renderPage(<DepositWithdrawPage />, createPageProps({ page: 'deposit-withdraw', api }));
    expect(await screen.findByText('โบนัสสมาชิกใหม่ 100%: โบนัส +500.37 บาท')).toBeInTheDocument();
    expect(screen.getByText('ไม่ได้รับโบนัส: ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (100.00 บาท)')).toBeInTheDocument();
  });
});

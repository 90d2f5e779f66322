import { fireEvent, screen } from '@testing-library/react';
import { apiPaths, type StatementEntry } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import AccountHistoryPage from './AccountHistoryPage';

const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
  id: 'e-1',
  at: '2026-11-23T08:00:00Z',
  kind: 'deposit',
  description: 'ฝากผ่านพร้อมเพย์',
  amount: '500.37',
  balanceAfter: '1500.37',
  ...overrides,
});

beforeEach(() => {
  // 01:30 on 24 Nov in Bangkok, still 23 Nov in UTC: the filter must use Bangkok days.
  jest.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

describe('AccountHistoryPage', () => {
  it('sends the period as Bangkok from/to days and pages from 1 again on a new period', async () => {
    const api = createFakeApi({
      [apiPaths.statement]: () => ({
        data: [entry({ id: 'a' }), entry({ id: 'b', kind: 'withdrawal', amount: '-1000.00', balanceAfter: '500.37', description: '<i>ถอนเงิน</i>' })],
        page: 1,
        pageSize: 20,
        total: 45,
      }),
    });
    renderPage(<AccountHistoryPage />, createPageProps({ page: 'account-history', api }));
    expect(screen.getByRole('heading', { level: 1, name: 'รายการบัญชี' })).toBeInTheDocument();
    expect(await screen.findByText('+500.37')).toHaveClass('ms-amount--in');
    expect(api.paths()).toEqual([`${apiPaths.statement}?from=2026-11-18&to=2026-11-24&page=1`]);
    expect(screen.getByText('−1,000.00')).toHaveClass('ms-amount--out');
    expect(screen.getByText('ถอนเงิน')).toBeInTheDocument();
    expect(screen.getByText('<i>ถอนเงิน</i>')).toBeInTheDocument();
    expect(document.querySelector('i')).toBeNull();
    expect(screen.getByText(/คงเหลือ 1,500.37/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await screen.findByText('หน้า 2 จาก 3');
    expect(api.paths().at(-1)).toBe(`${apiPaths.statement}?from=2026-11-18&to=2026-11-24&page=2`);

    fireEvent.click(screen.getByRole('button', { name: 'วันนี้' }));
    expect(screen.getByRole('button', { name: 'วันนี้' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('หน้า 1 จาก 3');
    expect(api.paths().at(-1)).toBe(`${apiPaths.statement}?from=2026-11-24&to=2026-11-24&page=1`);

    fireEvent.click(screen.getByRole('button', { name: '30 วัน' }));
    await screen.findAllByText('+500.37');
    expect(api.paths().at(-1)).toBe(`${apiPaths.statement}?from=2026-10-26&to=2026-11-24&page=1`);
  });

  it('shows a Thai error with a retry when the statement fails', async () => {
    const api = createFakeApi({ [apiPaths.statement]: failWith(500, 'HTTP_500', 'ระบบขัดข้อง กรุณาลองใหม่') });
    renderPage(<AccountHistoryPage />, createPageProps({ page: 'account-history', api }));
    expect(await screen.findByText('ระบบขัดข้อง กรุณาลองใหม่')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('labels a promotion bonus row in Thai, with its description', async () => {
    const api = createFakeApi({
      [apiPaths.statement]: () => ({
        data: [entry({ id: 'bonus', kind: 'bonus', amount: '500.37', balanceAfter: '2500.74', description: 'โบนัส โบนัสสมาชิกใหม่ 100%' })],
        page: 1,
        pageSize: 20,
        total: 1,
      }),
    });
    renderPage(<AccountHistoryPage />, createPageProps({ page: 'account-history', api }));
    expect(await screen.findByText('โบนัส')).toBeInTheDocument();
    expect(screen.getByText('โบนัส โบนัสสมาชิกใหม่ 100%')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import UPlot from 'uplot';
import { dayReport } from '../testing/fixtures';
import ReportsPage from './reports';

jest.mock('uplot', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn(), setSize: jest.fn() })) }));

const chart = jest.mocked(UPlot);

// 00:30 on 25 November in Bangkok is still 24 November in UTC: "today" is Bangkok's.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-24T17:30:00Z'), advanceTimers: true });
  chart.mockClear();
});
afterEach(() => jest.useRealTimers());

function renderReports(path = '/reports') {
  const api = createFakeApi({ [staffApiPaths.staffReport]: (request) => dayReport({ day: request.query.get('day') ?? 'none' }) });
  return renderStaffPage(<ReportsPage />, { path, route: '/reports', api, roles: ['viewer'] });
}

describe('reports page', () => {
  it('shows today in Bangkok by default: money, members and each hour', async () => {
    const view = renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'รายงานประจำวัน' })).toBeInTheDocument();
    expect(screen.getByLabelText('วันที่')).toHaveValue('2026-11-25');
    const cards = await screen.findByRole('list', { name: 'สรุปวันที่ 2026-11-25' });
    expect(view.api.paths()).toEqual(['/api/staff/reports/day?day=2026-11-25']);
    const card = (label: string) => within(cards).getByText(label).closest('li') as HTMLElement;
    expect(card('ยอดฝาก')).toHaveTextContent('35,200.00 บาท');
    expect(card('ยอดฝาก')).toHaveTextContent('12 รายการ');
    expect(card('ยอดถอน')).toHaveTextContent('41,000.50 บาท');
    expect(within(card('ยอดสุทธิ (ฝาก − ถอน)')).getByText('-5,800.50 บาท')).toHaveClass('bo-money--negative');
    expect(card('สมาชิกใหม่')).toHaveTextContent('7 คน');
    expect(card('ฝากครั้งแรก')).toHaveTextContent('4 คน');
    expect(card('สมาชิกที่ใช้งาน')).toHaveTextContent('58 คน');

    const hours = screen.getByRole('table', { name: 'ยอดฝากและยอดถอนรายชั่วโมง (บาท)' });
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
    const nine = within(hours).getByRole('rowheader', { name: '09:00–09:59' }).closest('tr') as HTMLElement;
    expect(nine).toHaveTextContent('1,200.00');

    await waitFor(() => expect(chart).toHaveBeenCalledTimes(1));
    const [, data] = chart.mock.calls[0] as unknown as [unknown, number[][]];
    expect(data[0]).toHaveLength(24);
    expect(data[1]?.[9]).toBe(1200);
    expect(data[2]?.[10]).toBe(500.5);
  });

  it('shows the chosen day, kept in the address', async () => {
    const view = renderReports('/reports?day=2026-11-20');
    await screen.findByRole('list', { name: 'สรุปวันที่ 2026-11-20' });
    fireEvent.change(screen.getByLabelText('วันที่'), { target: { value: '2026-11-21' } });
    expect(await screen.findByRole('list', { name: 'สรุปวันที่ 2026-11-21' })).toBeInTheDocument();
    expect(view.location().search).toBe('?day=2026-11-21');
    expect(view.api.paths()).toEqual(['/api/staff/reports/day?day=2026-11-20', '/api/staff/reports/day?day=2026-11-21']);
  });

  it('shows a failure with a retry', async () => {
    const view = renderReports();
    view.api.answer(staffApiPaths.staffReport, failWith(403, 'FORBIDDEN', 'คุณไม่มีสิทธิ์ดูรายงาน'));
    await view.queryClient.resetQueries();
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณไม่มีสิทธิ์ดูรายงาน');
    view.api.answer(staffApiPaths.staffReport, () => dayReport());
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('list', { name: 'สรุปวันที่ 2026-11-24' })).toBeInTheDocument();
  });
});

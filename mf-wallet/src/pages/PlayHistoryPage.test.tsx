import { fireEvent, screen } from '@testing-library/react';
import { apiPaths, type PlayHistoryPage as PlayPage, type PlayRound } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import PlayHistoryPage from './PlayHistoryPage';

const round = (overrides: Partial<PlayRound>): PlayRound => ({
  id: '1',
  at: '2026-11-23T18:00:00Z',
  game: 'Sweet Bonanza',
  provider: 'Pragmatic Play',
  category: 'slot',
  stake: '100.00',
  payout: '250.00',
  result: '150.00',
  ...overrides,
});

const answer = (day: string, page = 1): PlayPage => ({
  day,
  data: [round({ id: 'a' }), round({ id: 'b', game: 'บาคาร่า', provider: 'SA Gaming', stake: '1050.50', payout: '0.00', result: '-1050.50' })],
  page,
  pageSize: 20,
  total: 22,
  totals: { rounds: 22, stake: '1150.50', payout: '250.00', net: '-900.50' },
});

beforeEach(() => {
  // 01:30 on 24 Nov in Bangkok, still 23 Nov in UTC: "today" must be the Bangkok day.
  jest.useFakeTimers({ now: new Date('2026-11-23T18:30:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

describe('PlayHistoryPage', () => {
  it('lists today’s rounds (Bangkok) with the totals, then yesterday, a picked date and the next page', async () => {
    const api = createFakeApi({ [apiPaths.playHistory]: (request) => answer(request.query.get('day') ?? '', Number(request.query.get('page'))) });
    renderPage(<PlayHistoryPage />, createPageProps({ page: 'play-history', api }));
    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติการเล่น' })).toBeInTheDocument();
    expect(await screen.findByText('+150.00')).toHaveClass('ms-amount--in');
    expect(screen.getByText('−1,050.50')).toHaveClass('ms-amount--out');
    expect(screen.getByText('−900.50')).toBeInTheDocument();
    expect(screen.getByText('1,150.50')).toBeInTheDocument();
    expect(api.paths()).toEqual([`${apiPaths.playHistory}?day=2026-11-24&page=1`]);
    expect(screen.getByRole('button', { name: 'วันนี้' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await screen.findByText('หน้า 2 จาก 2');
    expect(api.paths().at(-1)).toBe(`${apiPaths.playHistory}?day=2026-11-24&page=2`);

    fireEvent.click(screen.getByRole('button', { name: 'เมื่อวาน' }));
    await screen.findByText('หน้า 1 จาก 2');
    expect(api.paths().at(-1)).toBe(`${apiPaths.playHistory}?day=2026-11-23&page=1`);

    const picker = screen.getByLabelText('เลือกวันที่');
    expect(picker).toHaveAttribute('type', 'date');
    expect(picker).toHaveAttribute('max', '2026-11-24');
    fireEvent.change(picker, { target: { value: '2026-11-02' } });
    await screen.findAllByText('+150.00');
    expect(api.paths().at(-1)).toBe(`${apiPaths.playHistory}?day=2026-11-02&page=1`);
    // A cleared picker sends nothing new.
    const count = api.paths().length;
    fireEvent.change(picker, { target: { value: '' } });
    expect(api.paths()).toHaveLength(count);
  });

  it('says when the day has no rounds, and shows a Thai error on failure', async () => {
    const api = createFakeApi({
      [apiPaths.playHistory]: () => ({ ...answer('2026-11-24'), data: [], total: 0, totals: { rounds: 0, stake: '0.00', payout: '0.00', net: '0.00' } }),
    });
    renderPage(<PlayHistoryPage />, createPageProps({ page: 'play-history', api }));
    expect(await screen.findByText('ไม่มีรายการเล่นในวันนี้')).toBeInTheDocument();
    api.answer(apiPaths.playHistory, failWith(500, 'HTTP_500', 'ระบบขัดข้อง กรุณาลองใหม่'));
    fireEvent.click(screen.getByRole('button', { name: 'เมื่อวาน' }));
    expect(await screen.findByText('ระบบขัดข้อง กรุณาลองใหม่')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import type { SiteNews } from '@member-site/shared';
import { createFakeApi, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import { formatThaiDate } from '../dates';
import { NewsList } from './NewsList';

const hostile = '<img src=x onerror=alert(1)>';
const items: SiteNews[] = [
  {
    id: 'a1',
    title: 'ฝากครั้งแรกรับโบนัส',
    body: hostile,
    image: 'https://cdn.example.com/a1.jpg',
    startsAt: '2026-01-05T00:00:00Z',
    endsAt: '2026-02-05T00:00:00Z',
  },
  { id: 'a2', title: 'แจกเครดิตฟรีทุกวัน', body: 'ทุกวันศุกร์', image: 'javascript:alert(1)', startsAt: '2026-03-01T00:00:00Z', endsAt: null },
];

describe('NewsList', () => {
  it('renders activities as text cards with Thai dates', async () => {
    const api = createFakeApi({ '/api/v1/activities': () => ({ data: items }) });
    const { container } = renderPage(<NewsList kind="activities" />, createPageProps({ api }));
    expect(screen.getByRole('heading', { level: 1, name: 'กิจกรรม' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ฝากครั้งแรกรับโบนัส' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/v1/activities');
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a1.jpg');
    const start = formatThaiDate('2026-01-05T00:00:00Z');
    expect(start).toMatch(/2569/);
    expect(screen.getByText(`${start} – ${formatThaiDate('2026-02-05T00:00:00Z')}`)).toBeInTheDocument();
    expect(screen.getByText(`ตั้งแต่ ${formatThaiDate('2026-03-01T00:00:00Z')}`)).toBeInTheDocument();
  });

  it('lists promotions under their own heading', async () => {
    const api = createFakeApi({ '/api/v1/promotions': () => ({ data: [] }) });
    renderPage(<NewsList kind="promotions" />, createPageProps({ api }));
    expect(screen.getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นในขณะนี้')).toBeInTheDocument();
  });

  it('shows a Thai error with a retry on failure', async () => {
    const api = createFakeApi({ '/api/v1/promotions': failWith(500, 'INTERNAL', 'ระบบขัดข้องชั่วคราว') });
    renderPage(<NewsList kind="promotions" />, createPageProps({ api }));
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});

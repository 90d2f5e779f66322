import { fireEvent, screen } from '@testing-library/react';
import type { LuckyWheelState } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import { LuckyWheelPanel } from './LuckyWheelPanel';

const segments = [
  { label: '100 เครดิต', color: '#c8102e' },
  { label: 'ไม่ได้รางวัล', color: '#1c2440' },
  { label: '<img src=x onerror=alert(1)>', color: 'url(javascript:alert(1))' },
];
const state = (spinsLeft: number): LuckyWheelState => ({ spinsLeft, segments });
const session = () => createFakeSession();

describe('LuckyWheelPanel', () => {
  it('draws the segments as SVG text and disables the spin at 0 spins', async () => {
    const api = createFakeApi({ '/api/v1/luckywheel': () => state(0) });
    const { container } = renderPage(<LuckyWheelPanel />, createPageProps({ api, session: session() }));
    expect(screen.getByRole('heading', { level: 1, name: 'กงล้อนำโชค' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'หมุนกงล้อ' })).toBeDisabled();
    expect(container.querySelectorAll('svg path')).toHaveLength(3);
    expect(screen.getByText('100 เครดิต')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('path[fill^="url"]')).toBeNull();
  });

  it("spins on the server and shows the server's result as text", async () => {
    const api = createFakeApi({
      '/api/v1/luckywheel': () => state(2),
      '/api/v1/luckywheel/spin': () => ({ segmentIndex: 0, label: '100 เครดิต', prize: '100.00', spinsLeft: 1 }),
    });
    const commands = session();
    renderPage(<LuckyWheelPanel />, createPageProps({ api, session: commands }));
    fireEvent.click(await screen.findByRole('button', { name: 'หมุนกงล้อ' }));
    expect(await screen.findByText('ยินดีด้วย! คุณได้รับ 100 เครดิต')).toBeInTheDocument();
    // The prize is paid and the answer carries no credit: the balance bar is asked to catch up at once.
    expect(commands.refreshBalance).toHaveBeenCalledTimes(1);
    expect(commands.showCredit).not.toHaveBeenCalled();
    expect(api.post).toHaveBeenCalledWith('/api/v1/luckywheel/spin');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('ยินดีด้วย! คุณได้รับ 100 เครดิต');
    expect(screen.getByText('สิทธิ์หมุนคงเหลือ 1 ครั้ง')).toBeInTheDocument();
    expect(document.querySelector('.mg-wheel__disc')?.getAttribute('style')).toContain('rotate(300deg)');
  });

  it('one request per spin: an answer carrying the credit updates the bar from itself as the result shows', async () => {
    const api = createFakeApi({
      '/api/v1/luckywheel': () => state(2),
      '/api/v1/luckywheel/spin': () => ({ segmentIndex: 0, label: '100 เครดิต', prize: '100.00', spinsLeft: 1, credit: '1345.50' }),
    });
    const commands = session();
    renderPage(<LuckyWheelPanel />, createPageProps({ api, session: commands }));
    fireEvent.click(await screen.findByRole('button', { name: 'หมุนกงล้อ' }));
    expect(await screen.findByText('ยินดีด้วย! คุณได้รับ 100 เครดิต')).toBeInTheDocument();
    expect(commands.showCredit).toHaveBeenCalledWith('1345.50');
    expect(commands.balance.getValue()).toBe('1345.50');
    expect(commands.refreshBalance).not.toHaveBeenCalled();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/luckywheel', 'POST /api/v1/luckywheel/spin']);
  });

  it('says so when the segment carries no prize, and disables the button at 0 spins left', async () => {
    const api = createFakeApi({
      '/api/v1/luckywheel': () => state(1),
      '/api/v1/luckywheel/spin': () => ({ segmentIndex: 1, label: 'ไม่ได้รางวัล', prize: '0.00', spinsLeft: 0 }),
    });
    renderPage(<LuckyWheelPanel />, createPageProps({ api, session: session() }));
    fireEvent.click(await screen.findByRole('button', { name: 'หมุนกงล้อ' }));
    expect(await screen.findByText('เสียใจด้วย ไม่ได้รับรางวัล')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หมุนกงล้อ' })).toBeDisabled();
  });

  it("shows the server's NO_SPIN message as text", async () => {
    const api = createFakeApi({
      '/api/v1/luckywheel': () => state(1),
      '/api/v1/luckywheel/spin': failWith(409, 'NO_SPIN', 'วันนี้คุณใช้สิทธิ์หมุนครบแล้ว'),
    });
    renderPage(<LuckyWheelPanel />, createPageProps({ api, session: session() }));
    fireEvent.click(await screen.findByRole('button', { name: 'หมุนกงล้อ' }));
    expect(await screen.findByText('วันนี้คุณใช้สิทธิ์หมุนครบแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'หมุนกงล้อ' })).toBeDisabled();
  });

  it('shows a Thai error with a retry when the wheel fails to load', async () => {
    const api = createFakeApi({ '/api/v1/luckywheel': failWith(0, 'NETWORK', 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้') });
    renderPage(<LuckyWheelPanel />, createPageProps({ api, session: session() }));
    expect(await screen.findByText('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});

describe('LuckyWheelPanel in restricted mode', () => {
  it('disables the spin with the reason and the end, even with spins left', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z'), doNotFake: ['queueMicrotask', 'setTimeout'] });
    try {
      const api = createFakeApi({ '/api/v1/luckywheel': () => state(3) });
      const restricted = createFakeSession({ restriction: { kind: 'exclusion', until: '2027-05-23T08:00:00.000Z' } });
      renderPage(<LuckyWheelPanel />, createPageProps({ api, session: restricted }));
      expect(await screen.findByRole('button', { name: 'หมุนกงล้อ' })).toBeDisabled();
      expect(screen.getByText(/คุณระงับการเล่นด้วยตนเองถึง 23 พ.ค. 2570 15:00 น./)).toHaveTextContent('หมุนวงล้อไม่ได้');
    } finally {
      jest.useRealTimers();
    }
  });
});

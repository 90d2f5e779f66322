import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GameItem, GameProvider } from '@member-site/shared';
import {
  apiError,
  createFakeApi,
  createFakeSession,
  createPageProps,
  failWith,
  renderPage,
  type FakeHandler,
  type FakeRequest,
} from '@member-site/shared/testing';
import { leaveTo } from '../../../lib/launcher/leave-to';
import { Lobby } from './Lobby';

jest.mock('../../../lib/launcher/leave-to', () => ({ leaveTo: jest.fn() }));
jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWarning: jest.fn(() => Promise.resolve()),
  showWaiting: jest.fn(() => jest.fn()),
}));
const { showWarning, showWaiting } = jest.requireMock('@member-site/shared') as { showWarning: jest.Mock; showWaiting: jest.Mock };
const leave = leaveTo as jest.Mock;

const providers: GameProvider[] = [
  { id: 'sa', name: 'SA Gaming', category: 'casino', logo: 'https://cdn.example.com/sa.png' },
  { id: 'sexy', name: 'Sexy Baccarat', category: 'casino', logo: 'https://cdn.example.com/sexy.png' },
];
const game = (id: string, name: string, provider: string): GameItem => ({
  id,
  name,
  provider,
  category: 'casino',
  image: `https://cdn.example.com/${id}.png`,
  tags: ['ยอดนิยม'],
});
const allGames = [game('g1', 'บาคาร่า SA', 'sa'), game('g2', 'รูเล็ต Sexy', 'sexy')];

function gamesAnswer({ query }: FakeRequest) {
  const provider = query.get('provider');
  const q = query.get('q');
  return { data: allGames.filter((g) => (!provider || g.provider === provider) && (!q || g.name.includes(q))) };
}

function setup(loginAnswer: FakeHandler = () => ({ code: 0, url: 'https://games.example.com/play?t=1' })) {
  const api = createFakeApi({
    '/api/v1/games/providers': () => ({ data: providers }),
    '/api/v1/games': gamesAnswer,
    '/api/v1/games/login': loginAnswer,
  });
  renderPage(<Lobby category="casino" />, createPageProps({ api }));
  return api;
}

beforeEach(() => {
  leave.mockClear();
  showWarning.mockClear();
  showWaiting.mockClear();
});

describe('Lobby', () => {
  it('shows its heading, provider chips and games with images and tags', async () => {
    const { get } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'คาสิโนสด' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'SA Gaming' })).toBeInTheDocument();
    expect(await screen.findByText('บาคาร่า SA')).toBeInTheDocument();
    expect(screen.getByText('รูเล็ต Sexy')).toBeInTheDocument();
    expect(screen.getAllByText('ยอดนิยม')).toHaveLength(2);
    const image = document.querySelector('img[src="https://cdn.example.com/g1.png"]');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(get).toHaveBeenCalledWith('/api/v1/games/providers?category=casino');
    expect(get).toHaveBeenCalledWith('/api/v1/games?category=casino');
  });

  it('filters by a provider chip', async () => {
    const { get } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Sexy Baccarat' }));
    expect(get).toHaveBeenLastCalledWith('/api/v1/games?category=casino&provider=sexy');
    expect(await screen.findByText('รูเล็ต Sexy')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('บาคาร่า SA')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sexy Baccarat' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('debounces the search by 250 ms, sends q and says when nothing is found', async () => {
    jest.useFakeTimers();
    try {
      const { get } = setup();
      await screen.findByText('บาคาร่า SA');
      const box = screen.getByLabelText('ค้นหาเกม');
      fireEvent.change(box, { target: { value: 'ไม่' } });
      fireEvent.change(box, { target: { value: 'ไม่มีเกมนี้' } });
      act(() => jest.advanceTimersByTime(200));
      expect(get).not.toHaveBeenCalledWith(expect.stringContaining('q='));
      act(() => jest.advanceTimersByTime(60));
      expect(get).toHaveBeenLastCalledWith(`/api/v1/games?category=casino&q=${encodeURIComponent('ไม่มีเกมนี้')}`);
      expect(get.mock.calls.filter(([p]) => String(p).includes('q='))).toHaveLength(1);
      expect(await screen.findByText('ไม่พบเกมที่ค้นหา')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a Thai error with a retry when the games fail to load', async () => {
    let fail = true;
    const api = createFakeApi({
      '/api/v1/games/providers': () => ({ data: providers }),
      '/api/v1/games': (request) => {
        if (fail) throw apiError(500, 'INTERNAL', 'ระบบขัดข้องชั่วคราว');
        return gamesAnswer(request);
      },
    });
    renderPage(<Lobby category="casino" />, createPageProps({ api }));
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('บาคาร่า SA')).toBeInTheDocument();
  });
});

describe('Lobby game launch', () => {
  async function clickGame() {
    fireEvent.click(await screen.findByRole('button', { name: /บาคาร่า SA/ }));
  }

  it('code 0 with an allowed url logs in with the game id and leaves to it', async () => {
    const { post } = setup();
    await clickGame();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/v1/games/login', { gameId: 'g1', isMobile: true });
    expect((leave.mock.calls[0]?.[0] as URL).href).toBe('https://games.example.com/play?t=1');
    expect(showWaiting).toHaveBeenCalled();
    expect(showWarning).not.toHaveBeenCalled();
  });

  it('follows Url when the server spells it so', async () => {
    setup(() => ({ code: 0, Url: 'https://games.example.com/other' }));
    await clickGame();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect((leave.mock.calls[0]?.[0] as URL).href).toBe('https://games.example.com/other');
  });

  it('disables every tile with the reason and the end during a break, and asks the API for no login', async () => {
    const api = createFakeApi({ '/api/v1/games/providers': () => ({ data: providers }), '/api/v1/games': gamesAnswer });
    const session = createFakeSession({ restriction: { kind: 'break', until: '2099-11-24T08:00:00.000Z' } });
    renderPage(<Lobby category="casino" />, createPageProps({ api, session }));
    const tile = await screen.findByRole('button', { name: /บาคาร่า SA/ });
    expect(tile).toBeDisabled();
    expect(screen.getByRole('button', { name: /รูเล็ต Sexy/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('คุณพักการเล่นถึง 24 พ.ย. 2642 15:00 น. ระหว่างนี้เล่นเกม');
    fireEvent.click(tile);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('disables the tiles while launching', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = createFakeApi({
      '/api/v1/games/providers': () => ({ data: providers }),
      '/api/v1/games': gamesAnswer,
      '/api/v1/games/login': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage(<Lobby category="casino" />, createPageProps({ api }));
    await clickGame();
    expect(screen.getByRole('button', { name: /บาคาร่า SA/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /รูเล็ต Sexy/ })).toBeDisabled();
    await act(async () => answer({ code: 0, url: 'https://games.example.com/x' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /บาคาร่า SA/ })).toBeEnabled());
  });

  it.each(['javascript:alert(1)', 'https://games.example.com.evil.test/play', 'https://evil.test/'])('refuses %s and warns', async (url) => {
    setup(() => ({ code: 0, url }));
    await clickGame();
    await waitFor(() => expect(showWarning).toHaveBeenCalledWith('ปลายทางนี้ไม่ปลอดภัย ระบบจึงไม่เปิดให้ กรุณาติดต่อเจ้าหน้าที่'));
    expect(leave).not.toHaveBeenCalled();
  });

  it("passes the server's message verbatim to showWarning and never renders it", async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    setup(() => ({ code: 3, message: hostile }));
    await clickGame();
    await waitFor(() => expect(showWarning).toHaveBeenCalledWith(hostile));
    expect(leave).not.toHaveBeenCalled();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('onerror');
  });

  it('warns with the API error message when the login call fails', async () => {
    setup(failWith(503, 'MAINTENANCE', 'ค่ายเกมปิดปรับปรุง'));
    await clickGame();
    await waitFor(() => expect(showWarning).toHaveBeenCalledWith('ค่ายเกมปิดปรับปรุง'));
    expect(leave).not.toHaveBeenCalled();
  });
});

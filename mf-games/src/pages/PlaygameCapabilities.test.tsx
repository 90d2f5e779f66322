import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, routePath, type AuthUser, type CapabilityName } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, memberAnswers, renderPage } from '@member-site/shared/testing';
import { launchGame } from '../lib/launcher/launcher';
import PlaygamePage from './PlaygamePage';

jest.mock('../lib/launcher/launcher', () => ({ launchGame: jest.fn(async () => undefined) }));

const user: AuthUser = memberAnswers[apiPaths.auth]();

function setup(capabilities: readonly CapabilityName[] | null) {
  const api = createFakeApi({ [apiPaths.activities]: () => ({ data: [] }) });
  const session = createFakeSession({ user, capabilities });
  const props = createPageProps({ page: 'playgame', api, session });
  renderPage(<PlaygamePage />, props);
  return { ...props, api, session };
}

const lobbyTiles = ['คาสิโนสด', 'สล็อต', 'เกมไพ่', 'ยิงปลา', 'คีโน'];

beforeEach(() => jest.mocked(launchGame).mockClear());

describe('PlaygamePage on an API with only the spec’s section 7 (ADR 0029)', () => {
  it('reads no news, links no lobby and launches sports, lotto and trading from real buttons', () => {
    const { api } = setup([]);
    expect(api.paths()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'ประกาศ' })).toBeNull();
    for (const name of lobbyTiles) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'หวย' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'หวย' }));
    fireEvent.click(screen.getByRole('button', { name: 'เทรด' }));
    fireEvent.click(screen.getByRole('button', { name: 'กีฬา' }));
    expect(jest.mocked(launchGame).mock.calls.map(([game, context]) => [game, context.from, context.user])).toEqual([
      ['lotto', 'playgame', user],
      ['trading', 'playgame', user],
      ['sport', 'playgame', user],
    ]);
  });

  it('keeps deposit and withdrawal in the quick links (their pages offer the chat) and leaves out the wheel and promotions', () => {
    setup([]);
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', routePath('topup'));
    expect(screen.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', routePath('withdraw'));
    expect(screen.queryByRole('link', { name: 'กงล้อนำโชค' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'โปรโมชั่น' })).toBeNull();
  });

  it('with the lobbies but not the news: the lobby tiles, and still no news read', () => {
    const { api } = setup(['game-lobby', 'lucky-wheel']);
    expect(api.paths()).toEqual([]);
    for (const name of lobbyTiles) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เทรด' })).toBeNull();
    expect(screen.getByRole('link', { name: 'กงล้อนำโชค' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'โปรโมชั่น' })).toBeNull();
  });

  it('waits while not known (no call, no tiles, no optional links), then follows the answer', async () => {
    const { api, session } = setup(null);
    expect(api.paths()).toEqual([]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'กีฬา' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'กงล้อนำโชค' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toBeInTheDocument();

    await act(async () => session.set('capabilities', ['game-lobby', 'news']));
    expect(api.paths()).toEqual([apiPaths.activities]);
    expect(screen.getByRole('link', { name: 'คาสิโนสด' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'โปรโมชั่น' })).toBeInTheDocument();
  });
});

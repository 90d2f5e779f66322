import { apiPaths, navigate, showWarning, type AuthUser } from '@member-site/shared';
import { createFakeApi } from '@member-site/shared/testing';
import type { ShellServices } from '../app/shell-context';
import { loadRemoteModule } from '../federation/registry';
import { createRemoteSession } from '../session/remote-session';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { launchGame } from './game-launch';
import { createNoticeBoard } from '../session/notice-board';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  navigate: jest.fn(),
  showWarning: jest.fn(() => Promise.resolve()),
}));
jest.mock('../federation/registry', () => ({ loadRemoteModule: jest.fn() }));

const launcher = { launchGame: jest.fn(() => Promise.resolve()) };
const user: AuthUser = { username: '0812345678', username2: 'DEMO01', password: 'cred', web_agent_group: 'member', site_api: '' };

function services(): ShellServices {
  const session = createSession(createSessionStore(window.localStorage), createFakeApi());
  session.setUser(user);
  const config = { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] };
  return {
    session,
    remoteSession: createRemoteSession(session),
    notices: createNoticeBoard(),
    api: createFakeApi(),
    config,
    navigate: jest.fn(),
  } as ShellServices;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
  jest.mocked(loadRemoteModule).mockReset().mockResolvedValue(launcher);
  launcher.launchGame.mockClear();
  jest.mocked(showWarning).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('launchGame from the menu', () => {
  it('says why and until when during a break, and loads no launcher', async () => {
    const shell = services();
    shell.session.setRestriction({ kind: 'break', until: '2026-11-24T08:00:00.000Z' });
    await launchGame('sport', shell, 'menu');
    expect(showWarning).toHaveBeenCalledWith('คุณพักการเล่นถึง 24 พ.ย. 2569 15:00 น. ระหว่างนี้เล่นเกม รับโปรโมชั่น และหมุนวงล้อไม่ได้');
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('launches again once the break has ended, without a reload', async () => {
    const shell = services();
    shell.session.setRestriction({ kind: 'break', until: '2026-11-23T08:00:00.000Z' });
    await launchGame('lotto', shell, 'playgame');
    expect(showWarning).not.toHaveBeenCalled();
    expect(launcher.launchGame).toHaveBeenCalledWith('lotto', { user, services: shell, from: 'playgame' });
  });
});

describe('launchGame after staff reset the password (ADR 0050)', () => {
  it('opens no game: the message, and the member goes to the password change', async () => {
    const shell = services();
    const { password: _credential, ...profile } = user;
    shell.session.setProfile({ ...profile, password_change_required: true });
    jest.spyOn(shell.session, 'refreshUser').mockResolvedValue(undefined);
    await launchGame('sport', shell, 'menu');
    expect(showWarning).toHaveBeenCalledWith('กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน');
    expect(navigate).toHaveBeenCalledWith('/password-change');
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});

describe('launchGame before the member’s details have arrived', () => {
  it('waits for /auth (joining the load under way) and launches, with no "please sign in" warning', async () => {
    let answer: (value: AuthUser) => void = () => undefined;
    const api = createFakeApi({ [apiPaths.auth]: () => new Promise<AuthUser>((resolve) => (answer = resolve)) });
    const session = createSession(createSessionStore(window.localStorage), api);
    session.setAccessToken('member-token');
    const loading = session.refreshUser();
    const shell = {
      session,
      remoteSession: createRemoteSession(session),
      notices: createNoticeBoard(),
      api,
      config: { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] },
      navigate: jest.fn(),
    } as ShellServices;
    const launching = launchGame('lotto', shell, 'menu');
    answer(user);
    await Promise.all([loading, launching]);
    expect(showWarning).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.path === apiPaths.auth)).toHaveLength(1);
    expect(launcher.launchGame).toHaveBeenCalledWith('lotto', expect.objectContaining({ user: expect.objectContaining({ username: user.username }) }));
  });

  it('a visitor (no token) is still told to sign in', async () => {
    const session = createSession(createSessionStore(window.localStorage), createFakeApi());
    const shell = {
      session,
      remoteSession: createRemoteSession(session),
      notices: createNoticeBoard(),
      api: createFakeApi(),
      config: { apiUrl: '', siteTitle: 'สยามเบท', gameOrigins: [] },
      navigate: jest.fn(),
    } as ShellServices;
    await launchGame('lotto', shell, 'menu');
    expect(showWarning).toHaveBeenCalledWith('กรุณาเข้าสู่ระบบก่อนใช้งาน');
  });
});

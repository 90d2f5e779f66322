import { apiPaths, type Profile } from '@member-site/shared';
import { createFakeApi, memberAnswers } from '@member-site/shared/testing';
import { createRemoteSession } from './remote-session';
import { createSession } from './session';
import { createSessionStore } from './session-store';

beforeEach(() => window.localStorage.clear());

function setup() {
  const api = createFakeApi(memberAnswers);
  const session = createSession(createSessionStore(window.localStorage), api);
  return { api, session, remote: createRemoteSession(session) };
}

const profile: Profile = { username: '0812345678', username2: 'DEMO01', web_agent_group: 'member', site_api: '' };

describe('the session remotes receive', () => {
  it('reads and watches every value', () => {
    const { session, remote } = setup();
    const seen: (string | null)[] = [];
    const subscription = remote.balance.subscribe((value) => seen.push(value));
    session.setBalance('1600.00');
    subscription.unsubscribe();
    session.setBalance('1700.00');
    expect(seen).toEqual([null, '1600.00']);
    expect(remote.balance.getValue()).toBe('1700.00');
  });

  it('has no way to write, even by casting at run time', () => {
    const { session, remote } = setup();
    session.setProfile(profile);
    const loose = remote as unknown as Record<string, unknown>;
    expect(Object.keys(remote).filter((key) => key.startsWith('set') || key === 'clearMember')).toEqual([]);
    expect(Object.isFrozen(remote)).toBe(true);
    for (const key of ['accessToken', 'profile', 'user', 'balance', 'bonusWallet', 'theme', 'contact', 'website'] as const) {
      const stream = remote[key] as unknown as Record<string, unknown>;
      expect(Object.keys(stream).sort()).toEqual(['getValue', 'subscribe']);
      expect(stream).not.toBe(session[key]);
      expect(Object.isFrozen(stream)).toBe(true);
    }
    expect(() => {
      loose.balance = { getValue: () => 1e9 };
    }).toThrow(TypeError);
    // A value read from the view cannot be edited in place either.
    const read = remote.profile.getValue() as Profile;
    expect(() => {
      read.username = 'someone-else';
    }).toThrow(TypeError);
    expect(session.profile.getValue()?.username).toBe('0812345678');
  });

  it('commands do what they say', async () => {
    const { api, session, remote } = setup();
    await remote.login({ username: '0812345678', password: 'x' });
    expect(session.accessToken.getValue()).toBe('token-1');
    await remote.refreshBalance();
    expect(remote.balance.getValue()).toBe('1500.00');
    remote.expireSession();
    expect(session.expired.getValue()).toBe(true);
    await remote.logout();
    expect(api.paths()).toContain(apiPaths.logout);
    expect(remote.accessToken.getValue()).toBe('');
    await remote.signIn('registered-token');
    expect(remote.accessToken.getValue()).toBe('registered-token');
    expect(remote.user.getValue()?.username).toBe('0812345678');
    // After a password change the page asks the shell to read the member again (ADR 0050).
    const reads = api.calls.filter((c) => c.path === apiPaths.auth).length;
    await remote.refreshUser?.();
    expect(api.calls.filter((c) => c.path === apiPaths.auth)).toHaveLength(reads + 1);
    expect(remote.accessToken.getValue()).toBe('registered-token');
  });
});

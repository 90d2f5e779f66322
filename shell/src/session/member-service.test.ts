import { ApiError, apiPaths } from '@member-site/shared';
import { createFakeApi, memberAnswers } from '@member-site/shared/testing';
import { memberServiceKeys, startSilentSignIn } from './member-service';
import { createSession } from './session';
import { createSessionStore } from './session-store';

beforeEach(() => window.localStorage.clear());

const granted = () => ({ code: 0, result: { access_token: 'ms-token', profile: { username: '0812345678', level: 'gold' } } });

function setup(answer: () => unknown, clientApi: string | null = 'https://member.example.com/') {
  const session = createSession(createSessionStore(window.localStorage), createFakeApi(memberAnswers));
  const service = createFakeApi({ [apiPaths.memberServiceLogin]: answer });
  const onRefused = jest.fn();
  const watcher = startSilentSignIn({ store: session, clientApi, storage: window.localStorage, onRefused, api: service });
  return { session, service, posted: () => service.calls.map((c) => c.body), onRefused, watcher };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('earlier silent sign-in to the member service', () => {
  it('is off unless config.json names the service', async () => {
    const { session, service, watcher } = setup(granted, null);
    await session.login({ username: '0812345678', password: 'x' });
    expect(watcher).toBeNull();
    expect(service.paths()).toEqual([]);
  });

  it('signs in with the username and the sportsbook credential, keeping token and profile under their own keys', async () => {
    const { session, posted, onRefused } = setup(granted);
    await session.login({ username: '0812345678', password: 'site-password' });
    await settle();
    expect(posted()).toEqual([{ username: '0812345678', password: 'sportsbook-secret' }]);
    expect(window.localStorage.getItem(memberServiceKeys.token)).toBe('ms-token');
    expect(JSON.parse(window.localStorage.getItem(memberServiceKeys.profile) ?? '{}')).toEqual({ username: '0812345678', level: 'gold' });
    // The site's own session keys are untouched.
    expect(window.localStorage.getItem('access_token')).toBe('token-1');
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('does not sign in again while a member-service token is kept, and forgets it at sign-out', async () => {
    // A page load with both sessions kept.
    window.localStorage.setItem('access_token', 'saved');
    window.localStorage.setItem(memberServiceKeys.token, 'kept');
    const { session, service } = setup(granted);
    await session.refreshUser();
    await settle();
    expect(service.paths()).toEqual([]);
    await session.logout();
    expect(window.localStorage.getItem(memberServiceKeys.token)).toBeNull();
  });

  it.each([
    ['a non-zero code', () => ({ code: 1, message: 'wrong' })],
    ['code 0 without a token', () => ({ code: 0, result: { profile: {} } })],
    [
      'an HTTP error',
      () => {
        throw new ApiError(500, 'HTTP_500', 'x');
      },
    ],
  ])('reports %s as a refusal once, storing nothing', async (_name, answer) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, onRefused } = setup(answer);
    await session.login({ username: '0812345678', password: 'x' });
    await settle();
    await session.refreshUser();
    await settle();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(memberServiceKeys.token)).toBeNull();
    expect(JSON.stringify(error.mock.calls)).not.toContain('sportsbook-secret');
    error.mockRestore();
  });

  it('only logs an unreachable service (no answer at all), and tries again at the next load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const { session, onRefused } = setup(() => {
      if (down) throw new ApiError(0, 'NETWORK', 'x');
      return granted();
    });
    await session.login({ username: '0812345678', password: 'x' });
    await settle();
    expect(onRefused).not.toHaveBeenCalled();
    down = false;
    await session.refreshUser();
    await settle();
    expect(window.localStorage.getItem(memberServiceKeys.token)).toBe('ms-token');
    error.mockRestore();
  });
});

import { call, isApiError } from '../api/client';
import { fetchAuthUser, fetchBonusWallet, fetchCredit, login, logout, sendEventLog } from '../api/session';
import { gamesEndpoint, luckyWheelEndpoint } from '../contract/checks.generated';
import { apiPaths } from '../contract/checks.generated';
import { apiError, createFakeApi, createFakeSession, createPageProps, failWith, memberAnswers, testConfig } from './index';

describe('createFakeApi', () => {
  it('answers from its table by path, recording method, path and body in order', async () => {
    const api = createFakeApi({ '/a': () => ({ n: 1 }), '/b': ({ body }) => ({ echo: body }) });
    await expect(api.get('/a')).resolves.toEqual({ n: 1 });
    await expect(api.post('/b', { x: 2 })).resolves.toEqual({ echo: { x: 2 } });
    expect(api.calls).toEqual([
      { method: 'GET', path: '/a', body: undefined },
      { method: 'POST', path: '/b', body: { x: 2 } },
    ]);
    expect(api.paths()).toEqual(['/a', '/b']);
    expect(api.post).toHaveBeenCalledWith('/b', { x: 2 });
  });

  it('answers a path with a query string from the entry without it, passing the query', async () => {
    const api = createFakeApi({ '/games': ({ query }) => ({ category: query.get('category') }) });
    await expect(api.get('/games?category=slot')).resolves.toEqual({ category: 'slot' });
    expect(api.paths()).toEqual(['/games?category=slot']);
  });

  it('waits for a handler that returns a promise', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const api = createFakeApi({ '/slow': () => new Promise((resolve) => (finish = resolve)) });
    const answer = api.get('/slow');
    finish({ done: true });
    await expect(answer).resolves.toEqual({ done: true });
  });

  it('fails an unknown path with 404 NOT_FOUND, and a thrown ApiError as it is', async () => {
    const api = createFakeApi({ '/closed': failWith(403, 'REGISTER_CLOSED', 'ปิดรับสมัคร') });
    await expect(api.get('/nowhere')).rejects.toMatchObject({ name: 'ApiError', status: 404, code: 'NOT_FOUND' });
    const refused = await api.post('/closed').catch((error: unknown) => error);
    expect(isApiError(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 403, code: 'REGISTER_CLOSED', message: 'ปิดรับสมัคร' });
  });

  it('replaces an answer for the rest of the test with answer()', async () => {
    const api = createFakeApi({ '/a': () => ({ n: 1 }) });
    api.answer('/a', () => ({ n: 2 }));
    await expect(api.get('/a')).resolves.toEqual({ n: 2 });
  });

  it('is checked by call() like a server: an answer off the contract fails as malformed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({ [apiPaths.luckyWheel]: () => ({ spinsLeft: 'many' }) });
    await expect(call(api, luckyWheelEndpoint)).rejects.toMatchObject({ name: 'ApiError', code: 'MALFORMED' });
    expect(error).toHaveBeenCalledWith('[shared] E3 malformed answer from luckyWheel: the answer does not match the contract', expect.anything());
    error.mockRestore();
  });

  it('sends the query through call() to the table entry of the bare path', async () => {
    const api = createFakeApi({ [apiPaths.games]: () => ({ data: [] }) });
    await expect(call(api, gamesEndpoint, { query: { category: 'slot' } })).resolves.toEqual({ data: [] });
    expect(api.get).toHaveBeenCalledWith(`${apiPaths.games}?category=slot`);
  });

  it('memberAnswers pass the contract checks of the session endpoints', async () => {
    const api = createFakeApi(memberAnswers);
    await expect(login(api, { username: '0812345678', password: 'x' })).resolves.toEqual({ accessToken: 'token-1' });
    await expect(fetchAuthUser(api)).resolves.toMatchObject({ username: '0812345678', password: 'sportsbook-secret' });
    await expect(fetchCredit(api)).resolves.toBe('1500.00');
    await expect(fetchBonusWallet(api)).resolves.toBe('120.50');
    await expect(sendEventLog(api, '2026-01-01', 'jest')).resolves.toBeUndefined();
    await expect(logout(api)).resolves.toBeUndefined();
  });

  it('apiError looks like an ApiError from another bundle: recognised by name, not by class', () => {
    const error = apiError(409, 'DUPLICATE_PHONE', 'เบอร์นี้สมัครแล้ว');
    expect(isApiError(error)).toBe(true);
    expect(error.constructor).toBe(Error);
  });
});

describe('createFakeSession', () => {
  it('gives a new subscriber the current value, then every value set', () => {
    const session = createFakeSession({ balance: '10.00' });
    session.set('balance', '20.00');
    const seen: (string | null)[] = [];
    const subscription = session.balance.subscribe((value) => seen.push(value));
    session.set('balance', '1500.00');
    subscription.unsubscribe();
    session.set('balance', '0.00');
    expect(seen).toEqual(['20.00', '1500.00']);
    expect(session.balance.getValue()).toBe('0.00');
    expect(session.balance.subscriberCount).toBe(0);
  });

  it('starts signed out and empty', () => {
    const session = createFakeSession();
    expect(session.accessToken.getValue()).toBe('');
    expect(session.profile.getValue()).toBeNull();
    expect(session.theme.getValue()).toEqual([]);
  });

  it('has recording commands: login and signIn store a token, logout clears it, refreshBalance resolves', async () => {
    const session = createFakeSession();
    await session.login({ username: 'a', password: 'b' });
    expect(session.login).toHaveBeenCalledWith({ username: 'a', password: 'b' });
    expect(session.accessToken.getValue()).not.toBe('');
    await session.signIn('line-token');
    expect(session.accessToken.getValue()).toBe('line-token');
    await session.logout();
    expect(session.accessToken.getValue()).toBe('');
    await expect(session.refreshBalance()).resolves.toBeUndefined();
    session.expireSession();
    expect(session.expireSession).toHaveBeenCalledTimes(1);
  });
});

describe('createPageProps', () => {
  it('passes what the shell passes, with fakes that record, and takes overrides', async () => {
    const props = createPageProps({ page: 'login', path: '/login?ref=abc' });
    expect(props).toMatchObject({ page: 'login', route: '*', location: { pathname: '/login', search: '?ref=abc' }, config: testConfig });
    props.navigator.replace('/x');
    props.onPageReady();
    props.onPageError('boom');
    expect(props.navigate).toHaveBeenCalledWith('/x', { replace: true });
    expect(props.onPageReady).toHaveBeenCalledTimes(1);
    expect(props.onPageError).toHaveBeenCalledWith('boom');
    await expect(props.api.get(apiPaths.website)).rejects.toMatchObject({ status: 404 });
    expect(props.session.accessToken.getValue()).toBe('');
  });
});

import { ApiError, apiPaths, createApiClient } from '@member-site/shared';
import { createFakeApi, memberAnswers } from '@member-site/shared/testing';
import { createSession } from './session';
import { createSessionStore } from './session-store';

beforeEach(() => window.localStorage.clear());

describe('session bus', () => {
  it('signs in: token and profile go to local storage, the sportsbook credential does not', async () => {
    const api = createFakeApi(memberAnswers);
    const session = createSession(createSessionStore(window.localStorage), api);
    await session.login({ username: '0812345678', password: 'x' });
    expect(window.localStorage.getItem('access_token')).toBe('token-1');
    const profile = JSON.parse(window.localStorage.getItem('profile') ?? '{}');
    expect(profile).toMatchObject({ username: '0812345678', username2: 'DEMO01' });
    expect(JSON.stringify(profile)).not.toContain('sportsbook-secret');
    expect(session.user.getValue()?.password).toBe('sportsbook-secret');
    expect(session.isSignedIn()).toBe(true);
  });

  it('shows the credit an answer carried at once, with no request; not to a signed-out page, never a non-amount', async () => {
    const api = createFakeApi(memberAnswers);
    const session = createSession(createSessionStore(window.localStorage), api);
    session.showCredit('1200.00');
    expect(session.balance.getValue()).toBeNull();
    await session.signIn('token');
    const calls = api.calls.length;
    session.showCredit('1345.5');
    expect(session.balance.getValue()).toBe('1345.50');
    session.showCredit('<b>9</b>');
    expect(session.balance.getValue()).toBe('1345.50');
    expect(api.calls.length).toBe(calls);
  });

  it('shows the bonus wallet an answer carried with the credit (a promotion code), with no request; an absent one stays as it was', async () => {
    const api = createFakeApi(memberAnswers);
    const session = createSession(createSessionStore(window.localStorage), api);
    session.showCredit('1200.00', '50.00');
    expect(session.bonusWallet.getValue()).toBeNull();
    await session.signIn('token');
    const calls = api.calls.length;
    session.showCredit('1200.00', '170.5');
    expect(session.bonusWallet.getValue()).toBe('170.50');
    session.showCredit('1200.00', '<b>9</b>');
    session.showCredit('1250.00');
    expect(session.bonusWallet.getValue()).toBe('170.50');
    expect(session.balance.getValue()).toBe('1250.00');
    expect(api.calls.length).toBe(calls);
  });

  it('signs out after the reads under way have answered, so none of them meets a revoked token', async () => {
    const order: string[] = [];
    let answerCredit: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn((url: string) => {
      const path = new URL(url).pathname;
      order.push(`sent ${path}`);
      if (path === apiPaths.credit) return new Promise<Response>((resolve) => (answerCredit = resolve));
      const answer = path === apiPaths.logout ? {} : (memberAnswers as Record<string, () => unknown>)[path]?.();
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }) as unknown as typeof fetch;
    const store = createSessionStore(window.localStorage);
    const api = createApiClient({ baseUrl: 'https://api.test', getToken: () => store.accessToken.getValue(), fetchImpl });
    const session = createSession(store, api);
    await session.signIn('token');
    const poll = session.loadBalance();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const out = session.logout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).not.toContain(`sent ${apiPaths.logout}`);
    order.push('credit answered');
    answerCredit(new Response(JSON.stringify({ credit: '10.00' }), { status: 200 }));
    await poll;
    await out;
    expect(session.balance.getValue()).toBeNull();
    expect(order.indexOf(`sent ${apiPaths.logout}`)).toBeGreaterThan(order.indexOf('credit answered'));
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs in with a token the API issued after registering', async () => {
    const api = createFakeApi(memberAnswers);
    const session = createSession(createSessionStore(window.localStorage), api);
    await session.signIn('registered-token');
    expect(window.localStorage.getItem('access_token')).toBe('registered-token');
    expect(session.profile.getValue()?.username).toBe('0812345678');
  });

  it('takes the restriction and the reality check from /auth; remotes read the restriction, signing out clears it', async () => {
    const restriction = { kind: 'break' as const, until: '2026-11-24T08:00:00.000Z' };
    const reality = { everyMinutes: 30 as const, signedInAt: '2026-11-23T08:00:00.000Z' };
    const api = createFakeApi({ ...memberAnswers, [apiPaths.auth]: () => ({ ...memberAnswers[apiPaths.auth](), restriction, reality_check: reality }) });
    const session = createSession(createSessionStore(window.localStorage), api);
    await session.signIn('token');
    expect(session.restriction.getValue()).toEqual(restriction);
    expect(session.user.getValue()?.reality_check).toEqual(reality);
    await session.logout();
    expect(session.restriction.getValue()).toBeNull();
  });

  it('shows the device token an API gave at the next sign-in as the same username to that API only, and never sends one to an API that gave none', async () => {
    const bodies: unknown[] = [];
    const answers = (deviceToken?: string) => ({
      ...memberAnswers,
      [apiPaths.login]: ({ body }: { body?: unknown }) => {
        bodies.push(body);
        return { accessToken: 'token-1', expiresIn: 3600, ...(deviceToken ? { deviceToken } : {}) };
      },
    });
    const reference = createSession(createSessionStore(window.localStorage), createFakeApi(answers('device-a'), 'https://api.site.test'));
    await reference.login({ username: '0812345678', password: 'x' });
    await reference.login({ username: ' 0812345678', password: 'x' });
    await reference.login({ username: '0899999999', password: 'y' });
    // Section 7 alone: no token given, none sent, even for a username another API gave one for.
    const specOnly = createSession(createSessionStore(window.localStorage), createFakeApi(answers(), 'https://api.other.test'));
    await specOnly.login({ username: '0812345678', password: 'x' });
    expect(bodies).toEqual([
      { username: '0812345678', password: 'x' },
      { username: ' 0812345678', password: 'x', device: 'device-a' },
      { username: '0899999999', password: 'y' },
      { username: '0812345678', password: 'x' },
    ]);
    // Whatever else is in storage is nothing kept.
    window.localStorage.setItem('login_devices', '{"not":"a list"}');
    await reference.login({ username: '0812345678', password: 'x' });
    expect(bodies.at(-1)).toEqual({ username: '0812345678', password: 'x' });
  });

  it("keeps the server's message when the login is refused", async () => {
    const api = createFakeApi({
      [apiPaths.login]: () => {
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
      },
    });
    const session = createSession(createSessionStore(window.localStorage), api);
    await expect(session.login({ username: 'a', password: 'b' })).rejects.toThrow('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(session.isSignedIn()).toBe(false);
  });

  it('restores the session from local storage and logs out everywhere', async () => {
    window.localStorage.setItem('access_token', 'saved');
    const api = createFakeApi(memberAnswers);
    const session = createSession(createSessionStore(window.localStorage), api);
    expect(session.accessToken.getValue()).toBe('saved');
    session.setBalance('10.00');
    await session.logout();
    expect(api.paths()).toContain(apiPaths.logout);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(session.balance.getValue()).toBeNull();
  });

  it('sends a stored token the server no longer accepts down the session-expired path', async () => {
    window.localStorage.setItem('access_token', 'stale');
    const api = createFakeApi({
      ...memberAnswers,
      [apiPaths.auth]: () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'หมดอายุ');
      },
    });
    const session = createSession(createSessionStore(window.localStorage), api);
    await session.refreshUser();
    // The dialog, then /logout, ends it: the member page stays put under the dialog until then.
    expect(session.expired.getValue()).toBe(true);
    await session.logout();
    expect(session.isSignedIn()).toBe(false);
    expect(session.expired.getValue()).toBe(false);
  });

  it('reports an expiry once however many calls fail, and only for a signed-in member', () => {
    const session = createSession(createSessionStore(window.localStorage), createFakeApi());
    const reports: boolean[] = [];
    session.expired.subscribe((value) => reports.push(value));
    session.expireSession();
    expect(reports).toEqual([false]);
    session.setAccessToken('t');
    session.expireSession();
    session.expireSession();
    session.expireSession();
    expect(reports.filter(Boolean)).toHaveLength(1);
    // The next sign-in is a new session that can expire again.
    session.setAccessToken('t2');
    session.expireSession();
    expect(reports.filter(Boolean)).toHaveLength(2);
  });

  it('reads the flag of a staff password reset from /auth, keeps it with the profile, and drops it when /auth is read again after the change (ADR 0050)', async () => {
    const api = createFakeApi({
      ...memberAnswers,
      [apiPaths.auth]: () => ({ ...memberAnswers[apiPaths.auth](), password: '', password_change_required: true }),
    });
    const session = createSession(createSessionStore(window.localStorage), api);
    await session.login({ username: '0812345678', password: 'Temp2345ab' });
    expect(session.profile.getValue()?.password_change_required).toBe(true);
    // Known on a reload before /auth answers: the route steps keep the member on the password change.
    expect(createSessionStore(window.localStorage).profile.getValue()?.password_change_required).toBe(true);

    api.answer(apiPaths.auth, memberAnswers[apiPaths.auth]);
    await session.refreshUser();
    expect(api.calls.filter((c) => c.path === apiPaths.auth)).toHaveLength(2);
    expect(session.profile.getValue()).not.toHaveProperty('password_change_required');
    expect(session.user.getValue()?.password).toBe('sportsbook-secret');
    expect(JSON.parse(window.localStorage.getItem('profile') ?? '{}')).not.toHaveProperty('password_change_required');
    expect(session.expired.getValue()).toBe(false);
  });

  it('each setter replaces its value and notifies subscribers', () => {
    const session = createSession(createSessionStore(window.localStorage), createFakeApi());
    const seen: unknown[] = [];
    session.website.subscribe((w) => seen.push(w));
    session.setWebsite({ registerMode: '4' });
    expect(seen).toEqual([null, { registerMode: '4' }]);
  });
});

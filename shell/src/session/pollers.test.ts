import { ApiError, apiPaths } from '@member-site/shared';
import { createFakeApi, memberAnswers, type AnswerTable } from '@member-site/shared/testing';
import { balanceCheckMs, balanceRetryMs, firstPollDelayMs, pollIntervalMs, startMemberPollers } from './pollers';
import { createSession } from './session';
import { createSessionStore } from './session-store';

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

async function tick(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

function setup(handlers: AnswerTable = memberAnswers) {
  const api = createFakeApi(handlers);
  const session = createSession(createSessionStore(window.localStorage), api);
  const onSessionExpired = jest.fn();
  const pollers = startMemberPollers({ session, api, currentPath: () => '/casino', onSessionExpired });
  return { api, session, onSessionExpired, pollers, count: (p: string) => api.paths().filter((c) => c === p).length };
}

describe('member pollers', () => {
  it('do nothing for a guest', async () => {
    const { api } = setup();
    await tick(pollIntervalMs * 2);
    expect(api.paths()).toEqual([]);
  });

  it('check credit and log the entry 1.5 s after sign-in, then every 60 s', async () => {
    const { session, count } = setup();
    session.setAccessToken('t');
    await tick(firstPollDelayMs - 1);
    expect(count(apiPaths.credit)).toBe(0);
    await tick(1);
    expect(count(apiPaths.credit)).toBe(1);
    expect(count(apiPaths.eventLog)).toBe(1);
    expect(session.balance.getValue()).toBe('1500.00');
    expect(session.bonusWallet.getValue()).toBe('120.50');
    await tick(pollIntervalMs);
    expect(count(apiPaths.credit)).toBe(2);
    expect(count(apiPaths.eventLog)).toBe(2);
  });

  it('skip a tick while the previous credit check is still waiting for its answer', async () => {
    let release: (() => void) | null = null;
    const hanging: AnswerTable = {
      ...memberAnswers,
      [apiPaths.credit]: () =>
        new Promise((resolve) => {
          release = () => resolve({ credit: '1500.00' });
        }),
    };
    const { session, count } = setup(hanging);
    session.setAccessToken('t');
    await tick(firstPollDelayMs + pollIntervalMs * 3);
    expect(count(apiPaths.credit)).toBe(1);
    (release as unknown as () => void)();
    await tick(pollIntervalMs);
    expect(count(apiPaths.credit)).toBe(2);
  });

  it('load the member again at the next tick when it failed to load at start', async () => {
    let authUp = false;
    const { session, count } = setup({
      ...memberAnswers,
      [apiPaths.auth]: () => {
        if (!authUp) throw new ApiError(500, 'HTTP_500', 'ระบบขัดข้อง');
        return memberAnswers[apiPaths.auth]?.();
      },
    } as AnswerTable);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    session.setAccessToken('t');
    await session.refreshUser();
    expect(session.user.getValue()).toBeNull();
    authUp = true;
    await tick(firstPollDelayMs);
    expect(count(apiPaths.auth)).toBe(2);
    expect(session.user.getValue()).not.toBeNull();
    await tick(pollIntervalMs);
    expect(count(apiPaths.auth)).toBe(2);
    logged.mockRestore();
  });

  it('stop and report once when the credit check rejects the session', async () => {
    const { session, count, onSessionExpired } = setup({
      ...memberAnswers,
      [apiPaths.credit]: () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'หมดอายุ');
      },
    });
    session.setAccessToken('t');
    await tick(firstPollDelayMs);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await tick(pollIntervalMs * 3);
    expect(count(apiPaths.credit)).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keep polling through a network failure, logging it only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { session, count, onSessionExpired } = setup({
      ...memberAnswers,
      [apiPaths.credit]: () => {
        if (fail) throw new ApiError(0, 'NETWORK', 'เน็ตหลุด');
        return { credit: '20.00' };
      },
    });
    session.setAccessToken('t');
    await tick(firstPollDelayMs);
    fail = false;
    await tick(pollIntervalMs);
    expect(count(apiPaths.credit)).toBe(2);
    expect(session.balance.getValue()).toBe('20.00');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('ask nothing while a sign-out is under way: the token is being revoked', async () => {
    let finishLogout: (answer: unknown) => void = () => undefined;
    const { session, count } = setup({ ...memberAnswers, [apiPaths.logout]: () => new Promise((resolve) => (finishLogout = resolve)) });
    session.setAccessToken('t');
    await tick(firstPollDelayMs - 500);
    const leaving = session.logout();
    await tick(pollIntervalMs);
    expect(count(apiPaths.credit)).toBe(0);
    expect(count(apiPaths.eventLog)).toBe(0);
    finishLogout({ ok: true });
    await leaving;
    expect(session.accessToken.getValue()).toBe('');
    expect(session.signingOut.getValue()).toBe(false);
  });

  it('start again for the next sign-in after a sign-out', async () => {
    const { session, count } = setup();
    session.setAccessToken('t');
    await tick(firstPollDelayMs);
    session.clearMember();
    await tick(pollIntervalMs * 2);
    expect(count(apiPaths.credit)).toBe(1);
    session.setAccessToken('t2');
    await tick(firstPollDelayMs);
    expect(count(apiPaths.credit)).toBe(2);
  });
});

describe('balance changes (capability balance-changes)', () => {
  /** The API's balance version, changed by the test; `failing` makes reads fail. */
  function versions() {
    const state = { version: '41', failing: false };
    const handler = () => {
      if (state.failing) throw new ApiError(503, 'SERVER_ERROR', 'ระบบขัดข้องชั่วคราว');
      return { version: state.version, credit: '1500.00' };
    };
    return { state, handler };
  }

  it('reads the version every 2 s and the balance when it moves, where the API offers it; stops at sign-out', async () => {
    const api = versions();
    const { session, count } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: api.handler });
    session.setCapabilities(['balance-changes']);
    session.setAccessToken('t');
    await tick(0);
    expect(count(apiPaths.balanceChanges)).toBe(1);
    await tick(balanceCheckMs);
    expect(count(apiPaths.balanceChanges)).toBe(2);
    // The spec's own first check (1.5 s) only: the version has not moved.
    expect(count(apiPaths.credit)).toBe(1);
    api.state.version = '42';
    await tick(balanceCheckMs);
    expect(count(apiPaths.credit)).toBe(2);
    session.setAccessToken('');
    const asked = count(apiPaths.balanceChanges);
    await tick(balanceCheckMs * 5);
    expect(count(apiPaths.balanceChanges)).toBe(asked);
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    const api = versions();
    const { session, count } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: api.handler });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    session.setCapabilities(['balance-changes']);
    session.setAccessToken('t');
    await tick(balanceCheckMs * 3);
    expect(count(apiPaths.balanceChanges)).toBe(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await tick(0);
    expect(count(apiPaths.balanceChanges)).toBe(1);
    visibility.mockRestore();
  });

  it('waits after a failure, longer each time, then follows again', async () => {
    const api = versions();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, count } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: api.handler });
    api.state.failing = true;
    session.setCapabilities(['balance-changes']);
    session.setAccessToken('t');
    await tick(0);
    expect(count(apiPaths.balanceChanges)).toBe(1);
    await tick(balanceRetryMs.first - 1);
    expect(count(apiPaths.balanceChanges)).toBe(1);
    await tick(1);
    expect(count(apiPaths.balanceChanges)).toBe(2);
    await tick(balanceRetryMs.first * 2 - 1);
    expect(count(apiPaths.balanceChanges)).toBe(2);
    api.state.failing = false;
    await tick(1);
    expect(count(apiPaths.balanceChanges)).toBe(3);
    await tick(balanceCheckMs);
    expect(count(apiPaths.balanceChanges)).toBe(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[shell] E47'), expect.anything());
    warn.mockRestore();
  });

  it("is never asked of an API that does not offer it: the spec's polls alone", async () => {
    const api = versions();
    const { session, count } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: api.handler });
    session.setCapabilities(['deposit']);
    session.setAccessToken('t');
    await tick(firstPollDelayMs + pollIntervalMs);
    expect(count(apiPaths.balanceChanges)).toBe(0);
  });
});

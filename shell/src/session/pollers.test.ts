import { ApiError, apiPaths } from '@member-site/shared';
import { createFakeApi, memberAnswers, type AnswerTable } from '@member-site/shared/testing';
import { firstPollDelayMs, pollIntervalMs, startMemberPollers } from './pollers';
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

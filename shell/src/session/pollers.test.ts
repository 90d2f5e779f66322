import { ApiError, apiPaths } from '@member-site/shared';
import { createFakeApi, memberAnswers, type AnswerTable } from '@member-site/shared/testing';
import { balanceRetryMs, firstPollDelayMs, pollIntervalMs, startMemberPollers } from './pollers';
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

describe('balance changes (capability balance-changes)', () => {
  /** A long poll the test answers: each call waits until `change(version)` or `fail()`. */
  function longPoll() {
    const waiting: { after: string | null; answer: (value: unknown) => void; refuse: (error: unknown) => void }[] = [];
    const handler = ({ query }: { query: URLSearchParams }) =>
      new Promise((answer, refuse) => {
        waiting.push({ after: query.get('after'), answer, refuse });
      });
    return {
      handler,
      waiting,
      change: (version: string, credit = '1500.00') => waiting.shift()?.answer({ version, credit }),
      fail: () => waiting.shift()?.refuse(new ApiError(503, 'SERVER_ERROR', 'ระบบขัดข้องชั่วคราว')),
    };
  }

  it('reads the balance again as soon as it changes, where the API offers it; stops at sign-out', async () => {
    const poll = longPoll();
    const { session, count } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: poll.handler });
    session.setCapabilities(['balance-changes']);
    session.setAccessToken('t');
    await tick(0);
    expect(poll.waiting.map((w) => w.after)).toEqual([null]);
    poll.change('41');
    await tick(0);
    // The first answer only learns the version; the next ask waits for another.
    expect(count(apiPaths.credit)).toBe(0);
    expect(poll.waiting.map((w) => w.after)).toEqual(['41']);
    poll.change('42', '1700.00');
    await tick(0);
    expect(count(apiPaths.credit)).toBe(1);
    expect(poll.waiting.map((w) => w.after)).toEqual(['42']);
    session.setAccessToken('');
    poll.change('43');
    await tick(pollIntervalMs);
    expect(poll.waiting).toEqual([]);
    expect(count(apiPaths.credit)).toBe(1);
  });

  it('waits after a failure, longer each time, then follows again', async () => {
    const poll = longPoll();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: poll.handler });
    session.setCapabilities(['balance-changes']);
    session.setAccessToken('t');
    await tick(0);
    poll.fail();
    await tick(balanceRetryMs.first - 1);
    expect(poll.waiting).toHaveLength(0);
    await tick(1);
    expect(poll.waiting).toHaveLength(1);
    poll.fail();
    await tick(balanceRetryMs.first * 2 - 1);
    expect(poll.waiting).toHaveLength(0);
    await tick(1);
    expect(poll.waiting).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[shell] E47'), expect.anything());
    warn.mockRestore();
  });

  it('is never asked of an API that does not offer it: the spec\'s polls alone', async () => {
    const poll = longPoll();
    const { session, api } = setup({ ...memberAnswers, [apiPaths.balanceChanges]: poll.handler });
    session.setCapabilities(['deposit']);
    session.setAccessToken('t');
    await tick(firstPollDelayMs + pollIntervalMs);
    expect(api.paths()).not.toContain(apiPaths.balanceChanges);
  });
});

import { ApiError, apiPaths } from '@member-site/shared';
import { createFakeApi, memberAnswers } from '@member-site/shared/testing';
import { createSession } from './session';
import { createSessionStore } from './session-store';

beforeEach(() => window.localStorage.clear());

function setup(handlers: Parameters<typeof createFakeApi>[0] = memberAnswers) {
  const api = createFakeApi(handlers);
  const session = createSession(createSessionStore(window.localStorage), api);
  session.setAccessToken('t');
  return { api, session, count: (p: string) => api.paths().filter((c) => c === p).length };
}

describe('refreshBalance', () => {
  it('fetches credit and bonus wallet now and puts them on the balance bar', async () => {
    const { session, count } = setup();
    await session.refreshBalance();
    expect(session.balance.getValue()).toBe('1500.00');
    expect(session.bonusWallet.getValue()).toBe('120.50');
    expect(count(apiPaths.credit)).toBe(1);
    expect(count(apiPaths.wallet)).toBe(1);
  });

  it('coalesces calls made while one is under way into one request pair', async () => {
    const { session, count } = setup();
    await Promise.all([session.refreshBalance(), session.refreshBalance(), session.loadBalance()]);
    expect(count(apiPaths.credit)).toBe(1);
    expect(count(apiPaths.wallet)).toBe(1);
    await session.refreshBalance();
    expect(count(apiPaths.credit)).toBe(2);
  });

  it('does nothing for a guest', async () => {
    const { session, api } = setup();
    session.setAccessToken('');
    await session.refreshBalance();
    expect(api.paths()).toEqual([]);
  });

  it('never rejects: a network failure is logged, a rejected token starts the expiry path', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failure = new ApiError(0, 'NETWORK', 'เน็ตหลุด');
    const { session } = setup({
      ...memberAnswers,
      [apiPaths.credit]: () => {
        throw failure;
      },
    });
    await expect(session.refreshBalance()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[shell] E25 balance refresh failed', failure);
    expect(session.expired.getValue()).toBe(false);
    failure = new ApiError(401, 'UNAUTHORIZED', 'หมดอายุ');
    await expect(session.refreshBalance()).resolves.toBeUndefined();
    expect(session.expired.getValue()).toBe(true);
    error.mockRestore();
  });
});

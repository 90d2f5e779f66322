import { fetchAuthUser, fetchBonusWallet, fetchCredit, login, logout } from '../../api/session';
import { fetchContactUs, fetchTheme, fetchWebsite } from '../../api/site';
import type { ApiClient } from '../../api/client';
import { toMoneyText } from '../../contract/money';
import { emptySessionValues, type RemoteSession, type SessionValues, type ValueStream } from '../session-bus';

type Writable<T> = ValueStream<T> & { set(next: T): void };

function value<T>(initial: T): Writable<T> {
  let current = initial;
  const listeners = new Set<(next: T) => void>();
  return {
    getValue: () => current,
    subscribe(next) {
      listeners.add(next);
      return { unsubscribe: () => listeners.delete(next) };
    },
    set(next) {
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

const tokenKey = 'stand_in_token';

/**
 * The session of a remote's stand-in shell (ADR 0036): the same streams and commands a remote
 * gets from the real shell, against the same API, without the shell's pollers, device tokens
 * and notices. The token is kept in this tab's session storage, so a reload stays signed in.
 */
export function createStandInSession(api: ApiClient): RemoteSession {
  const streams = Object.fromEntries(Object.entries(emptySessionValues).map(([key, initial]) => [key, value(initial)])) as {
    [K in keyof SessionValues]: Writable<SessionValues[K]>;
  };

  async function refreshBalance(): Promise<void> {
    if (!streams.accessToken.getValue()) return;
    const [balance, bonus] = await Promise.allSettled([fetchCredit(api), fetchBonusWallet(api)]);
    if (balance.status === 'fulfilled') streams.balance.set(balance.value);
    if (bonus.status === 'fulfilled') streams.bonusWallet.set(bonus.value);
  }

  function showCredit(credit: string, bonusWallet?: string): void {
    if (!streams.accessToken.getValue()) return;
    const text = toMoneyText(credit);
    if (text !== null) streams.balance.set(text);
    const bonus = bonusWallet === undefined ? null : toMoneyText(bonusWallet);
    if (bonus !== null) streams.bonusWallet.set(bonus);
  }

  function clear(): void {
    window.sessionStorage.removeItem(tokenKey);
    for (const key of ['profile', 'user', 'balance', 'bonusWallet', 'restriction'] as const) streams[key].set(null);
    streams.accessToken.set('');
  }

  async function signIn(accessToken: string): Promise<void> {
    window.sessionStorage.setItem(tokenKey, accessToken);
    streams.accessToken.set(accessToken);
    try {
      const user = await fetchAuthUser(api);
      // The profile keeps everything but the sportsbook credential, as the shell's does.
      const { password: _credential, ...profile } = user;
      streams.user.set(user);
      streams.profile.set(profile);
      streams.restriction.set(user.restriction ?? null);
    } catch (error) {
      clear();
      throw error;
    }
    await refreshBalance();
  }

  // Site data, as the shell loads it; what the API lacks stays empty.
  void fetchWebsite(api)
    .then(({ capabilities, ...website }) => {
      streams.website.set(website);
      streams.capabilities.set(capabilities);
    })
    .catch(() => streams.capabilities.set([]));
  void fetchTheme(api).then(streams.theme.set, () => undefined);
  void fetchContactUs(api).then(streams.contact.set, () => undefined);
  const kept = window.sessionStorage.getItem(tokenKey);
  if (kept) void signIn(kept).catch(() => undefined);

  return {
    ...streams,
    refreshBalance,
    showCredit,
    signIn,
    async login(request) {
      const { accessToken } = await login(api, request);
      await signIn(accessToken);
    },
    async logout() {
      await logout(api).catch(() => undefined);
      clear();
    },
    expireSession: clear,
  };
}

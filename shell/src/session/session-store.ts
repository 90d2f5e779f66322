import { BehaviorSubject } from 'rxjs';
import { emptySessionValues, toMoneyText, type Profile, type SessionValues } from '@member-site/shared';

type Streams = { readonly [K in keyof SessionValues]: BehaviorSubject<SessionValues[K]> };

/** The shell's writers: `setBalance`, `setAccessToken`… Remotes never see these. */
type Setters = { [K in keyof SessionValues as `set${Capitalize<K>}`]: (value: SessionValues[K]) => void };

/** The shell's RxJS session: one subject and one setter per value. */
export type SessionStore = Streams &
  Setters & {
    /**
     * The balance the member last saw, shown until the first credit call of a hard load answers
     * (the shell's top bar only; remotes never see it). Only the signed-in member's own: null
     * after a sign-out, a new sign-in or another member's profile, and once `balance` is known.
     */
    readonly lastBalance: BehaviorSubject<string | null>;
    /** Clears every member value (token, profile, user, balances); site data stays. */
    clearMember(): void;
  };

export const storageKeys = { accessToken: 'access_token', profile: 'profile', lastBalance: 'last_balance' } as const;

/** The stored last balance, when it is `username`'s. */
function readLastBalance(storage: Storage, username: string | undefined): string | null {
  try {
    const raw = storage.getItem(storageKeys.lastBalance);
    const parsed = (raw ? JSON.parse(raw) : null) as { username?: unknown; balance?: unknown } | null;
    return username !== undefined && parsed?.username === username && typeof parsed.balance === 'string' && toMoneyText(parsed.balance) === parsed.balance
      ? parsed.balance
      : null;
  } catch {
    return null;
  }
}

function readProfile(storage: Storage): Profile | null {
  try {
    const raw = storage.getItem(storageKeys.profile);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as Profile).username === 'string' ? (parsed as Profile) : null;
  } catch {
    return null;
  }
}

function persist(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null || value === '') storage.removeItem(key);
    else storage.setItem(key, value);
  } catch (error) {
    // Private mode or a full quota: the session still works for this tab.
    console.error('[shell] E8 local storage unavailable', error);
  }
}

/**
 * The RxJS session bus: one BehaviorSubject per value, each with a setter that replaces it.
 * The access token and the profile are kept in local storage (`access_token`, `profile`).
 */
export function createSessionStore(storage: Storage): SessionStore {
  const initial: SessionValues = {
    ...emptySessionValues,
    accessToken: storage.getItem(storageKeys.accessToken) ?? '',
    profile: readProfile(storage),
  };
  const lastBalance = new BehaviorSubject(initial.accessToken ? readLastBalance(storage, initial.profile?.username) : null);
  const s: Streams = {
    accessToken: new BehaviorSubject(initial.accessToken),
    profile: new BehaviorSubject(initial.profile),
    user: new BehaviorSubject(initial.user),
    balance: new BehaviorSubject(initial.balance),
    bonusWallet: new BehaviorSubject(initial.bonusWallet),
    theme: new BehaviorSubject(initial.theme),
    contact: new BehaviorSubject(initial.contact),
    website: new BehaviorSubject(initial.website),
    restriction: new BehaviorSubject(initial.restriction),
    capabilities: new BehaviorSubject(initial.capabilities),
    walletEvents: new BehaviorSubject(initial.walletEvents),
  };
  const forgetLastBalance = () => {
    if (lastBalance.getValue() !== null) lastBalance.next(null);
  };
  const store: SessionStore = {
    ...s,
    lastBalance,
    setAccessToken(value) {
      // Another token is another sign-in: what the page showed before is not this member's.
      if (value !== s.accessToken.getValue()) forgetLastBalance();
      persist(storage, storageKeys.accessToken, value);
      s.accessToken.next(value);
    },
    setProfile(value) {
      if (value?.username !== s.profile.getValue()?.username) forgetLastBalance();
      persist(storage, storageKeys.profile, value ? JSON.stringify(value) : null);
      s.profile.next(value);
    },
    setUser: (value) => s.user.next(value),
    setBalance(value) {
      const username = s.profile.getValue()?.username;
      if (value !== null && username !== undefined) persist(storage, storageKeys.lastBalance, JSON.stringify({ username, balance: value }));
      if (value !== null) forgetLastBalance();
      s.balance.next(value);
    },
    setBonusWallet: (value) => s.bonusWallet.next(value),
    setTheme: (value) => s.theme.next(value),
    setContact: (value) => s.contact.next(value),
    setWebsite: (value) => s.website.next(value),
    setRestriction: (value) => s.restriction.next(value),
    setCapabilities: (value) => s.capabilities.next(value),
    setWalletEvents: (value) => s.walletEvents.next(value),
    clearMember() {
      store.setAccessToken('');
      store.setProfile(null);
      store.setUser(null);
      store.setBalance(null);
      store.setBonusWallet(null);
      store.setRestriction(null);
      store.setWalletEvents(null);
      persist(storage, storageKeys.lastBalance, null);
      forgetLastBalance();
    },
  };
  return store;
}

import { BehaviorSubject } from 'rxjs';
import { emptySessionValues, type Profile, type SessionValues } from '@member-site/shared';

type Streams = { readonly [K in keyof SessionValues]: BehaviorSubject<SessionValues[K]> };

/** The shell's writers: `setBalance`, `setAccessToken`… Remotes never see these. */
type Setters = { [K in keyof SessionValues as `set${Capitalize<K>}`]: (value: SessionValues[K]) => void };

/** The shell's RxJS session: one subject and one setter per value. */
export type SessionStore = Streams &
  Setters & {
    /** Clears every member value (token, profile, user, balances); site data stays. */
    clearMember(): void;
  };

export const storageKeys = { accessToken: 'access_token', profile: 'profile' } as const;

function readProfile(storage: Storage): Profile | null {
  try {
    const raw = storage.getItem(storageKeys.profile);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as Profile).username === 'string'
      ? (parsed as Profile)
      : null;
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
  };
  const store: SessionStore = {
    ...s,
    setAccessToken(value) {
      persist(storage, storageKeys.accessToken, value);
      s.accessToken.next(value);
    },
    setProfile(value) {
      persist(storage, storageKeys.profile, value ? JSON.stringify(value) : null);
      s.profile.next(value);
    },
    setUser: (value) => s.user.next(value),
    setBalance: (value) => s.balance.next(value),
    setBonusWallet: (value) => s.bonusWallet.next(value),
    setTheme: (value) => s.theme.next(value),
    setContact: (value) => s.contact.next(value),
    setWebsite: (value) => s.website.next(value),
    setRestriction: (value) => s.restriction.next(value),
    setCapabilities: (value) => s.capabilities.next(value),
    clearMember() {
      store.setAccessToken('');
      store.setProfile(null);
      store.setUser(null);
      store.setBalance(null);
      store.setBonusWallet(null);
      store.setRestriction(null);
    },
  };
  return store;
}

import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import {
  isApiError,
  fetchAuthUser,
  login as loginCall,
  logout as logoutCall,
  toMoneyText,
  type ApiClient,
  type AuthUser,
  type Profile,
  type SessionCommands,
} from '@member-site/shared';
import type { BalanceLoader } from './balance';
import { createDeviceTokens, type DeviceTokens } from './device-tokens';
import type { SessionStore } from './session-store';

export type Session = SessionStore &
  SessionCommands & {
    /** Reloads the member from GET /auth; a 401/403 starts the session-expired path. */
    refreshUser(): Promise<void>;
    isSignedIn(): boolean;
    /** Credit + bonus wallet now, shared with any load under way; rejects with the credit error. */
    loadBalance(): Promise<void>;
    /** True from an expiry until the token changes (the shell shows the dialog, then /logout). */
    readonly expired: BehaviorSubject<boolean>;
    /** True while a sign-out is under way: the pollers ask nothing with a token the API is revoking. */
    readonly signingOut: BehaviorSubject<boolean>;
  };

/** The profile keeps everything but the sportsbook credential, which stays in memory only. */
function toProfile(user: AuthUser): Profile {
  const { password: _credential, ...profile } = user;
  return profile;
}

/** How long a sign-out waits for the member's requests under way before revoking the token. */
export const signOutWaitMs = 3_000;

const rejectsToken = (error: unknown): boolean => isApiError(error) && (error.status === 401 || error.status === 403);

export function createSession(store: SessionStore, api: ApiClient, devices: DeviceTokens = createDeviceTokens(window.localStorage)): Session {
  // Its own chunk (with the money parsing it needs): visitors who never sign in never load it.
  let balanceLoader: Promise<BalanceLoader> | null = null;
  const loadBalance = async (): Promise<void> => {
    balanceLoader ??= import('./balance').then(({ createBalanceLoader }) => createBalanceLoader(store, api));
    return (await balanceLoader).load();
  };
  const expired = new BehaviorSubject(false);
  const signingOut = new BehaviorSubject(false);
  // A new token (sign-in, sign-out) is a new session: the next expiry may be reported again.
  store.accessToken.pipe(distinctUntilChanged()).subscribe(() => expired.next(false));

  // One /auth at a time: a caller while it is under way (a game launched early) joins it.
  let userLoad: Promise<void> | null = null;
  function loadUser(): Promise<void> {
    userLoad ??= fetchAuthUser(api)
      .then((user) => {
        store.setUser(user);
        store.setProfile(toProfile(user));
        store.setRestriction(user.restriction ?? null);
      })
      .finally(() => {
        userLoad = null;
      });
    return userLoad;
  }

  async function adopt(accessToken: string): Promise<void> {
    store.setAccessToken(accessToken);
    try {
      await loadUser();
    } catch (error) {
      store.clearMember();
      throw error;
    }
  }

  const isSignedIn = (): boolean => store.accessToken.getValue() !== '';

  // Several calls failing together (poll, lobby, /auth) make one report.
  function expireSession(): void {
    if (isSignedIn() && !expired.getValue()) expired.next(true);
  }

  return {
    ...store,
    expired,
    signingOut,
    isSignedIn,
    expireSession,
    loadBalance,
    showCredit(credit, bonusWallet) {
      if (!isSignedIn()) return;
      const text = toMoneyText(credit);
      if (text !== null) store.setBalance(text);
      const bonus = bonusWallet === undefined ? null : toMoneyText(bonusWallet);
      if (bonus !== null) store.setBonusWallet(bonus);
    },
    async refreshBalance() {
      if (!isSignedIn()) return;
      await loadBalance().catch((error: unknown) => {
        // A rejected token already went to the session-expired path through the API client.
        if (rejectsToken(error)) expireSession();
        else console.error('[shell] E25 balance refresh failed', error);
      });
    },
    async login(request) {
      // The device token this API gave this browser for the username, when it gave one.
      const device = devices.get(api.baseUrl, request.username);
      const { accessToken, deviceToken } = await loginCall(api, device ? { ...request, device } : request);
      if (deviceToken) devices.set(api.baseUrl, request.username, deviceToken);
      await adopt(accessToken);
    },
    signIn: adopt,
    async logout() {
      if (store.accessToken.getValue()) {
        signingOut.next(true);
        // Reads already on their way (a poll's credit and wallet) end with the token before it is
        // revoked: after it, they would be 401s in the console of a member who only signed out.
        await api.settled?.(signOutWaitMs);
        await logoutCall(api).catch((error: unknown) => console.error('[shell] E9 logout call failed', error));
      }
      store.clearMember();
      signingOut.next(false);
    },
    async refreshUser() {
      if (!isSignedIn()) return;
      try {
        await loadUser();
      } catch (error) {
        if (rejectsToken(error)) expireSession();
        else console.error('[shell] E10 could not load the member', error);
      }
    },
  };
}

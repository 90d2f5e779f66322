import {
  isApiError,
  fetchAuthUser,
  login as loginCall,
  logout as logoutCall,
  type ApiClient,
  type AuthUser,
  type Profile,
  type SessionBus,
} from '@member-site/shared';
import type { SessionStore } from './session-store';

export type Session = SessionStore &
  Pick<SessionBus, 'login' | 'logout' | 'signInWithToken'> & {
  /** Reloads the member from GET /auth; a 401/403 ends the local session. */
  refreshUser(): Promise<void>;
  isSignedIn(): boolean;
};

/** The profile keeps everything but the sportsbook credential, which stays in memory only. */
function toProfile(user: AuthUser): Profile {
  const { password: _credential, ...profile } = user;
  return profile;
}

export function createSession(store: SessionStore, api: ApiClient): Session {
  async function loadUser(): Promise<void> {
    const user = await fetchAuthUser(api);
    store.setUser(user);
    store.setProfile(toProfile(user));
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

  return {
    ...store,
    isSignedIn: () => store.accessToken.getValue() !== '',
    async login(request) {
      const { accessToken } = await loginCall(api, request);
      await adopt(accessToken);
    },
    signInWithToken: adopt,
    async logout() {
      if (store.accessToken.getValue()) {
        await logoutCall(api).catch((error: unknown) => console.error('[shell] E9 logout call failed', error));
      }
      store.clearMember();
    },
    async refreshUser() {
      if (!store.accessToken.getValue()) return;
      try {
        await loadUser();
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) store.clearMember();
        else console.error('[shell] E10 could not load the member', error);
      }
    },
  };
}

import { filter, type Subscription } from 'rxjs';
import { createApiClient, isApiError, memberServiceLogin, type ApiClient, type AuthUser, type MemberServiceSession } from '@member-site/shared';
import type { SessionStore } from './session-store';

/**
 * Where the member-service sign-in is kept: its own keys, because the site's `access_token` and
 * `profile` already hold the site's session (docs/decisions/0007).
 */
export const memberServiceKeys = { token: 'member_service_token', profile: 'member_service_profile' } as const;

interface SilentSignInOptions {
  store: Pick<SessionStore, 'accessToken' | 'user'>;
  /** The member service's base URL from config.json, or null: off. */
  clientApi: string | null | undefined;
  storage: Storage;
  /** The service refused (wrong credential, an error answer): the shell warns, then /logout. */
  onRefused: () => void;
  /** Tests pass a fake; the shell's default carries no site token to the other service. */
  api?: ApiClient;
}

function forget(storage: Storage): void {
  storage.removeItem(memberServiceKeys.token);
  storage.removeItem(memberServiceKeys.profile);
}

/**
 * The spec's earlier silent sign-in (section 4): once the site knows the member (GET /auth) and
 * the browser holds no member-service token, sign in there with the username and the sportsbook
 * credential. A sign-out forgets that token with the site's.
 */
export function startSilentSignIn(options: SilentSignInOptions): Subscription | null {
  const { store, clientApi, storage, onRefused } = options;
  if (!clientApi) return null;
  const api = options.api ?? createApiClient({ baseUrl: clientApi, getToken: () => '' });
  let running = false;
  // After a refusal the member is on the way to /logout: one warning, no second attempt.
  let refused = false;

  /** The answer, null for a refusal, undefined when the service could not be reached. */
  async function ask(user: AuthUser): Promise<MemberServiceSession | null | undefined> {
    try {
      return await memberServiceLogin(api, { username: user.username, password: user.password });
    } catch (error) {
      // An HTTP error answer is the service saying no; no answer at all is a network blip (0002).
      if (isApiError(error) && error.status > 0) {
        console.error(`[shell] E27 member service refused the sign-in (HTTP ${error.status})`);
        return null;
      }
      console.error('[shell] E28 member service unreachable; trying again at the next sign-in or page load');
      return undefined;
    }
  }

  async function signIn(user: AuthUser): Promise<void> {
    running = true;
    const answer = await ask(user);
    running = false;
    // Signed out (or another member signed in) meanwhile: this answer is for nobody.
    if (store.user.getValue()?.username !== user.username || answer === undefined) return;
    if (answer === null) {
      refused = true;
      return onRefused();
    }
    try {
      storage.setItem(memberServiceKeys.token, answer.accessToken);
      storage.setItem(memberServiceKeys.profile, JSON.stringify(answer.profile));
    } catch (error) {
      console.error('[shell] E8 local storage unavailable', error);
    }
  }

  const subscription = store.accessToken.pipe(filter((token) => token === '')).subscribe(() => {
    refused = false;
    forget(storage);
  });
  subscription.add(
    store.user.subscribe((user) => {
      if (user && !running && !refused && !storage.getItem(memberServiceKeys.token)) void signIn(user);
    }),
  );
  return subscription;
}

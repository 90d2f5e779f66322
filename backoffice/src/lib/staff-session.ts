import { call, createApiClient, errorText, isApiError, type ApiClient } from '@member-site/shared';
import { staffLogoutEndpoint, staffMeEndpoint, type StaffIdentity, type StaffSession } from '@member-site/shared/staff';

/** What the sign-in page says after the session ended by itself (idle, 8 hours, disabled, signed out elsewhere). */
export const sessionExpiredText = 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่';

/**
 * The staff session's token lives in the tab's sessionStorage under this key (ADR 0046): it
 * survives a reload, not the tab; never localStorage, a URL or a log.
 */
export const tokenKey = 'backoffice.staff-token';
/** Why the last session ended, for the sign-in page after the reload that follows (read once). */
export const noticeKey = 'backoffice.notice';

export type SessionState =
  | { kind: 'checking' }
  /** The check of a kept token failed for another reason than an ended session (the API is unreachable). */
  | { kind: 'unreachable'; message: string }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; staff: StaffIdentity; idleSeconds: number; expiresAt: number };

export interface StaffSessionOptions {
  apiUrl: string;
  /** The tab's sessionStorage (null where reading it throws). */
  storage: Storage | null;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

export interface StaffSessionControl {
  /** Every staff call, the staff remotes' included: carries the token, reports an ended session. */
  readonly api: ApiClient;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** At start: checks a token kept in this tab (GET /api/staff/me). */
  start(): Promise<void>;
  /** After the sign-in's second step (the code, or the enrolment). */
  signIn(session: StaffSession): void;
  /** POST /api/staff/logout, then forgets the session whatever the answer. */
  signOut(): Promise<void>;
  /** The session is over (a 401, or idle past its time): back to the sign-in, saying so. */
  expire(): void;
  /**
   * Called whenever a session ends (expired or signed out). The back office reloads the page then,
   * so nothing of the session's data (the staff remotes' query caches included) outlives it.
   */
  onEnd(listener: () => void): () => void;
}

function readToken(storage: Storage | null): string {
  try {
    return storage?.getItem(tokenKey) ?? '';
  } catch {
    return '';
  }
}

/** The notice a session's end left for the next page, taken out as it is read. */
function takeNotice(storage: Storage | null): string | null {
  try {
    const notice = storage?.getItem(noticeKey) ?? null;
    storage?.removeItem(noticeKey);
    return notice === 'expired' ? sessionExpiredText : null;
  } catch {
    return null;
  }
}

function writeToken(storage: Storage | null, token: string): void {
  try {
    if (token) storage?.setItem(tokenKey, token);
    else storage?.removeItem(tokenKey);
  } catch (error) {
    // The name of the error only: the token itself is never logged.
    console.error(
      `[backoffice] E14 session storage refused the staff session (${error instanceof Error ? error.name : 'error'}); it lasts until this page is left`,
    );
  }
}

/** setTimeout's longest delay (about 24.8 days): a longer one fires at once. */
const longestDelayMs = 2 ** 31 - 1;

/**
 * The staff session of this tab (issue 35, ADR 0046). The API ends it after `idleSeconds` without
 * a request and at `expiresAt` in any case; a timer here ends it at the same moment, so an idle
 * screen goes back to the sign-in instead of waiting for its next call to fail. Any call that
 * carried the token and is answered 401 ends it too. A 403 does not: the staff member lacks a
 * permission, the session is fine (the member site's client treats both alike, so its
 * `onUnauthorized` is not used here).
 */
export function createStaffSession({ apiUrl, storage, now = Date.now, fetchImpl }: StaffSessionOptions): StaffSessionControl {
  let token = readToken(storage);
  const notice = takeNotice(storage);
  let state: SessionState = token ? { kind: 'checking' } : { kind: 'signed-out', notice };
  let lastRequestAt = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const endListeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const deadline = (): number | null => (state.kind === 'signed-in' ? Math.min(lastRequestAt + state.idleSeconds * 1000, state.expiresAt) : null);

  function arm(): void {
    clearTimeout(timer);
    const at = deadline();
    if (at === null) return;
    timer = setTimeout(
      () => {
        const due = deadline();
        if (due !== null && now() >= due) control.expire();
        else arm();
      },
      Math.min(longestDelayMs, Math.max(0, at - now())),
    );
  }

  function end(next: SessionState): void {
    token = '';
    clearTimeout(timer);
    writeToken(storage, '');
    try {
      if (next.kind === 'signed-out' && next.notice) storage?.setItem(noticeKey, 'expired');
    } catch {
      // The sign-in page just says less.
    }
    set(next);
    for (const listener of [...endListeners]) listener();
  }

  const client = createApiClient({ baseUrl: apiUrl, getToken: () => token, ...(fetchImpl ? { fetchImpl } : {}) });

  async function tracked(send: () => Promise<unknown>): Promise<unknown> {
    const carried = token;
    if (carried) {
      // The API's idle clock restarts with every request it receives.
      lastRequestAt = now();
      arm();
    }
    try {
      return await send();
    } catch (error) {
      // Only the session that sent it: a late answer of an earlier session changes nothing.
      if (carried && carried === token && isApiError(error) && error.status === 401) control.expire();
      throw error;
    }
  }

  const api: ApiClient = {
    baseUrl: client.baseUrl,
    get: (path) => tracked(() => client.get(path)),
    post: (path, body) => tracked(() => client.post(path, body)),
    settled: (limitMs) => client.settled?.(limitMs) ?? Promise.resolve(),
  };

  const control: StaffSessionControl = {
    api,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async start() {
      if (!token) return;
      set({ kind: 'checking' });
      try {
        const me = await call(api, staffMeEndpoint);
        if (!token) return;
        set({ kind: 'signed-in', staff: me.staff, idleSeconds: me.idleSeconds, expiresAt: Date.parse(me.expiresAt) });
        arm();
      } catch (error) {
        // A 401 has ended the session already (tracked); anything else leaves the token for a retry.
        if (token) {
          console.error('[backoffice] E12 the staff session could not be checked', isApiError(error) ? `${error.status} ${error.code}` : error);
          set({ kind: 'unreachable', message: errorText(error) });
        }
      }
    },
    signIn(session) {
      token = session.token;
      writeToken(storage, token);
      takeNotice(storage);
      lastRequestAt = now();
      set({ kind: 'signed-in', staff: session.staff, idleSeconds: session.idleSeconds, expiresAt: Date.parse(session.expiresAt) });
      arm();
    },
    async signOut() {
      if (!token) return;
      try {
        // Calls under way finish first, so none of them meets a revoked token.
        await client.settled?.(2_000);
        await call(api, staffLogoutEndpoint);
      } catch (error) {
        if (!(isApiError(error) && error.status === 401))
          console.error('[backoffice] E11 sign-out failed; this tab is signed out anyway', isApiError(error) ? `${error.status} ${error.code}` : error);
      }
      end({ kind: 'signed-out', notice: null });
    },
    expire() {
      if (!token) return;
      end({ kind: 'signed-out', notice: sessionExpiredText });
    },
    onEnd(listener) {
      endListeners.add(listener);
      return () => void endListeners.delete(listener);
    },
  };
  return control;
}

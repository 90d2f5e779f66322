/**
 * What the LINE flow keeps between pages, in sessionStorage (this tab only, gone when it closes):
 * the OAuth state of a pending authorization, and the sign-up ticket of an unknown LINE account.
 */
export type LineIntent = 'login' | 'register';

export interface LineOAuthState {
  state: string;
  intent: LineIntent;
  createdAt: number;
  /** PKCE: the secret whose SHA-256 went to LINE as code_challenge; sent with the code. */
  codeVerifier: string;
  /** Goes into the ID token: the API checks LINE's token was made for this authorization. */
  nonce: string;
}

export interface LineRegistration {
  lineRegistrationToken: string;
  displayName: string;
  /** The visitor started from "log in with LINE" and has no account yet. */
  fromLogin?: boolean;
}

export const oauthStateKey = 'line_oauth';
export const registrationKey = 'line_registration';

/** The state is good for this long after the visitor left for LINE. */
export const oauthStateMaxAgeMs = 10 * 60 * 1000;

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage is unavailable: there is nothing to remove either.
  }
}

/** False when the browser refuses storage (some private modes): the flow cannot be made safe. */
function write(key: string, value: unknown): boolean {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function saveOAuthState(value: LineOAuthState): boolean {
  return write(oauthStateKey, value);
}

/** The stored state, removed as it is read: a state is good for one callback only. */
export function takeOAuthState(): LineOAuthState | null {
  const value = read(oauthStateKey);
  remove(oauthStateKey);
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<LineOAuthState>;
  if (typeof v.state !== 'string' || typeof v.createdAt !== 'number') return null;
  if (typeof v.codeVerifier !== 'string' || typeof v.nonce !== 'string') return null;
  if (v.intent !== 'login' && v.intent !== 'register') return null;
  return { state: v.state, intent: v.intent, createdAt: v.createdAt, codeVerifier: v.codeVerifier, nonce: v.nonce };
}

export function saveLineRegistration(value: LineRegistration): boolean {
  return write(registrationKey, value);
}

export function readLineRegistration(): LineRegistration | null {
  const value = read(registrationKey);
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<LineRegistration>;
  if (typeof v.lineRegistrationToken !== 'string' || v.lineRegistrationToken === '') return null;
  return {
    lineRegistrationToken: v.lineRegistrationToken,
    displayName: typeof v.displayName === 'string' ? v.displayName : '',
    fromLogin: v.fromLogin === true,
  };
}

export function clearLineRegistration(): void {
  remove(registrationKey);
}

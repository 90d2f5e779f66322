/** Who signed in with LINE. */
export interface LineProfile {
  /** LINE's user id (`sub`), stable per channel provider. */
  lineUserId: string;
  displayName: string;
}

/** Turns the authorization code from the LINE callback into the LINE account behind it. */
export interface LineClient {
  /**
   * `codeVerifier`: PKCE, the secret whose S256 challenge went to the authorize page (a stolen code
   * is useless without it); `nonce`: the authorize request's, which the ID token must carry.
   */
  exchange(code: string, redirectUri: string, codeVerifier: string, nonce: string): Promise<LineProfile>;
}

/** The exchange failed. `reason` is for the log: it never holds a code or token. */
export class LineExchangeError extends Error {
  constructor(readonly reason: string) {
    super(`[api] E6 LINE exchange failed: ${reason}`);
    this.name = 'LineExchangeError';
  }
}

/** LINE user ids are 'U' and 32 hex digits; the local double also uses short ones like 'Udemo0001'. */
export const lineUserIdPattern = /^U[A-Za-z0-9]{1,64}$/;

/** The name shown when LINE gives none: 'LINE ' and the last 4 characters of the id. */
export function fallbackDisplayName(lineUserId: string): string {
  return `LINE ${lineUserId.slice(-4)}`;
}

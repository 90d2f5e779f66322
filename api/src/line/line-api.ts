import { type LineClient, LineExchangeError, type LineProfile, fallbackDisplayName, lineUserIdPattern } from './client';

export const lineEndpoints = {
  token: 'https://api.line.me/oauth2/v2.1/token',
  verify: 'https://api.line.me/oauth2/v2.1/verify',
} as const;

export interface LineChannel {
  channelId: string;
  channelSecret: string;
}

export interface LineApiClientOptions extends LineChannel {
  /** Per call to LINE. Default 10 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** POSTs a form to LINE and returns the JSON answer; any failure becomes a LineExchangeError. */
async function postForm(fetchImpl: typeof fetch, url: string, form: Record<string, string>, timeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new LineExchangeError(timedOut ? `${url} did not answer within ${timeoutMs} ms` : `${url} unreachable`);
  }
  // LINE's error bodies name the error (invalid_grant, …) and hold no secret; the status is enough.
  if (!response.ok) throw new LineExchangeError(`${url} answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) throw new LineExchangeError(`${url} answered no JSON object`);
  return body as Record<string, unknown>;
}

/**
 * LINE Login v2.1 (API_LINE_CHANNEL_ID and API_LINE_CHANNEL_SECRET): the code is exchanged for
 * tokens at LINE, and the ID token is checked by LINE's verify endpoint, which gives the user id
 * (`sub`) and name. The site asks for the `openid profile` scopes, with PKCE (S256): the verifier
 * goes with the code; the verify endpoint refuses an ID token whose nonce is not the one given.
 */
export function createLineApiClient(options: LineApiClientOptions): LineClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async exchange(code, redirectUri, codeVerifier, nonce): Promise<LineProfile> {
      const tokens = await postForm(
        fetchImpl,
        lineEndpoints.token,
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: options.channelId,
          client_secret: options.channelSecret,
          code_verifier: codeVerifier,
        },
        timeoutMs,
      );
      if (typeof tokens.id_token !== 'string') throw new LineExchangeError('no id_token (is the openid scope requested?)');
      const claims = await postForm(fetchImpl, lineEndpoints.verify, { id_token: tokens.id_token, client_id: options.channelId, nonce }, timeoutMs);
      const sub = claims.sub;
      if (typeof sub !== 'string' || !lineUserIdPattern.test(sub)) throw new LineExchangeError('verified ID token has no user id');
      const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim().slice(0, 100) : fallbackDisplayName(sub);
      return { lineUserId: sub, displayName: name };
    },
  };
}

import { createHash } from 'node:crypto';
import { authorizeUrl, beginLineAuthorization, codeChallenge, randomState, stateMatches } from './oauth';
import { lineConfig } from './line-config';
import { oauthStateKey, takeOAuthState } from './storage';

const line = { channelId: '1650000000', callbackUrl: 'https://site.test/Line/Callback', authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize' };

beforeEach(() => window.sessionStorage.clear());

describe('LINE OAuth helpers', () => {
  it('makes 32 hex characters of state from crypto.getRandomValues, different each time', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const first = randomState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(spy).toHaveBeenCalled();
    expect(randomState()).not.toBe(first);
    spy.mockRestore();
  });

  it('builds the exact authorize URL, with a nonce and a PKCE S256 challenge', () => {
    expect(authorizeUrl(line, { state: 'abc123', nonce: 'n0nce', codeChallenge: 'ch4llenge' })).toBe(
      'https://access.line.me/oauth2/v2.1/authorize?response_type=code&client_id=1650000000' +
        '&redirect_uri=https%3A%2F%2Fsite.test%2FLine%2FCallback&state=abc123&scope=profile%20openid' +
        '&nonce=n0nce&code_challenge=ch4llenge&code_challenge_method=S256',
    );
  });

  it('makes the S256 challenge of RFC 7636 (its appendix B example)', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it("stores {state, intent, createdAt, codeVerifier, nonce} in sessionStorage line_oauth; the URL carries the state, nonce and the verifier's challenge", async () => {
    const url = await beginLineAuthorization(line, 'register', 1_000);
    const stored = JSON.parse(window.sessionStorage.getItem(oauthStateKey) ?? 'null');
    expect(stored).toEqual({
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
      intent: 'register',
      createdAt: 1_000,
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const challenge = createHash('sha256').update(stored.codeVerifier).digest('base64url');
    expect(url).toBe(authorizeUrl(line, { state: stored.state, nonce: stored.nonce, codeChallenge: challenge }));
  });

  it('gives no URL when the browser refuses to store the state', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(await beginLineAuthorization(line, 'login')).toBeNull();
    setItem.mockRestore();
  });

  it('spends the stored state when it is read', async () => {
    await beginLineAuthorization(line, 'login');
    expect(takeOAuthState()).not.toBeNull();
    expect(takeOAuthState()).toBeNull();
  });

  it('accepts only the same state, less than 10 minutes old', () => {
    const stored = { state: 'a'.repeat(32), intent: 'login' as const, createdAt: 1_000_000, codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(32) };
    expect(stateMatches(stored, 'a'.repeat(32), 1_000_000 + 60_000)).toBe(true);
    expect(stateMatches(stored, 'b'.repeat(32), 1_000_000 + 60_000)).toBe(false);
    expect(stateMatches(stored, null, 1_000_000)).toBe(false);
    expect(stateMatches(null, 'a'.repeat(32), 1_000_000)).toBe(false);
    expect(stateMatches(stored, 'a'.repeat(32), 1_000_000 + 10 * 60_000)).toBe(false);
    expect(stateMatches(stored, 'a'.repeat(32), 1_000_000 - 1)).toBe(false);
  });

  it('offers LINE only with a complete config whose authorize address is safe', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(lineConfig({ line })).toBe(line);
    expect(lineConfig({ line: null })).toBeNull();
    expect(lineConfig({})).toBeNull();
    expect(lineConfig({ line: { ...line, authorizeUrl: 'javascript:alert(1)' } })).toBeNull();
    expect(lineConfig({ line: { ...line, channelId: '' } })).toBeNull();
    error.mockRestore();
  });
});

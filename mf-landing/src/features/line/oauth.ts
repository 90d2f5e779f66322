import type { LineLoginConfig } from '@member-site/shared';
import { oauthStateMaxAgeMs, saveOAuthState, type LineIntent, type LineOAuthState } from './storage';

/** 32 hex characters from the browser's cryptographic random source (128 bits). */
export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A PKCE code verifier: 43 base64url characters (256 random bits), RFC 7636. */
export function randomCodeVerifier(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

export interface AuthorizeParams {
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** LINE Login's authorize address (OAuth 2.1 authorization code with PKCE S256, scope profile openid, a nonce). */
export function authorizeUrl(line: LineLoginConfig, { state, nonce, codeChallenge: challenge }: AuthorizeParams): string {
  return (
    `${line.authorizeUrl}?response_type=code` +
    `&client_id=${encodeURIComponent(line.channelId)}` +
    `&redirect_uri=${encodeURIComponent(line.callbackUrl)}` +
    `&state=${state}` +
    '&scope=profile%20openid' +
    `&nonce=${nonce}` +
    `&code_challenge=${challenge}` +
    '&code_challenge_method=S256'
  );
}

/**
 * Stores a new random state, PKCE verifier and nonce for this tab and returns the address to send
 * the visitor to, or null when the browser will not store them (the callback could not be checked).
 */
export async function beginLineAuthorization(line: LineLoginConfig, intent: LineIntent, now = Date.now()): Promise<string | null> {
  const state = randomState();
  const nonce = randomState();
  const codeVerifier = randomCodeVerifier();
  const challenge = await codeChallenge(codeVerifier);
  return saveOAuthState({ state, intent, createdAt: now, codeVerifier, nonce }) ? authorizeUrl(line, { state, nonce, codeChallenge: challenge }) : null;
}

/** True when the callback's state is the one this tab stored, less than 10 minutes ago. */
export function stateMatches(stored: LineOAuthState | null, received: string | null, now = Date.now()): stored is LineOAuthState {
  if (!stored || !received || stored.state !== received) return false;
  const age = now - stored.createdAt;
  return age >= 0 && age < oauthStateMaxAgeMs;
}

import type { LineLoginConfig } from '@member-site/shared';
import { oauthStateMaxAgeMs, saveOAuthState, type LineIntent, type LineOAuthState } from './storage';

/** 32 hex characters from the browser's cryptographic random source (128 bits). */
export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** LINE Login's authorize address (OAuth 2.1 authorization code, scope profile openid). */
export function authorizeUrl(line: LineLoginConfig, state: string): string {
  return (
    `${line.authorizeUrl}?response_type=code` +
    `&client_id=${encodeURIComponent(line.channelId)}` +
    `&redirect_uri=${encodeURIComponent(line.callbackUrl)}` +
    `&state=${state}` +
    '&scope=profile%20openid'
  );
}

/**
 * Stores a new random state for this tab and returns the address to send the visitor to, or
 * null when the browser will not store it (the callback could not be checked).
 */
export function beginLineAuthorization(line: LineLoginConfig, intent: LineIntent, now = Date.now()): string | null {
  const state = randomState();
  return saveOAuthState({ state, intent, createdAt: now }) ? authorizeUrl(line, state) : null;
}

/** True when the callback's state is the one this tab stored, less than 10 minutes ago. */
export function stateMatches(stored: LineOAuthState | null, received: string | null, now = Date.now()): stored is LineOAuthState {
  if (!stored || !received || stored.state !== received) return false;
  const age = now - stored.createdAt;
  return age >= 0 && age < oauthStateMaxAgeMs;
}


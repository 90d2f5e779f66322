import { hostApp } from './registry';
import type { ReleaseRegistry } from './remotes-config';

/** A registry version this browser opens instead of the live one (a verified preview link). */
export interface PreviewChoice {
  remote: string;
  version: string;
}

export const previewKey = 'release-preview';
export const previewParam = 'preview';

interface PreviewClaims extends PreviewChoice {
  /** Unix seconds. */
  exp: number;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function asciiBytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function readClaims(body: string): PreviewClaims | null {
  const claims: unknown = JSON.parse(String.fromCharCode(...base64UrlBytes(body)));
  if (typeof claims !== 'object' || claims === null) return null;
  const { remote, version, exp } = claims as Record<string, unknown>;
  if (typeof remote !== 'string' || typeof version !== 'string' || typeof exp !== 'number') return null;
  return { remote, version, exp };
}

/** True when `signature` is the preview key's ECDSA P-256 / SHA-256 signature (raw r||s) of `body`. */
async function signedByReleaseTool(key: JsonWebKey, body: string, signature: string): Promise<boolean> {
  const publicKey = await crypto.subtle.importKey('jwk', key, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, base64UrlBytes(signature), asciiBytes(body));
}

/**
 * The version a preview token opens, or null (logged) when the token is not the release tool's,
 * has expired, or names a remote or version the registry does not keep. The URL loaded always
 * comes from the registry's `versions`, never from the token.
 */
export async function verifyPreviewToken(token: string, registry: ReleaseRegistry, nowSeconds: number = Date.now() / 1000): Promise<PreviewClaims | null> {
  const [body, signature, extra] = token.split('.');
  let claims: PreviewClaims | null = null;
  try {
    if (registry.previewKey && body && signature && extra === undefined && (await signedByReleaseTool(registry.previewKey, body, signature))) {
      claims = readClaims(body);
    }
  } catch {
    claims = null;
  }
  if (!claims) {
    console.error(`[${hostApp}] E41 the preview link is not one the release tool signed (or remotes.json has no preview key); the live versions are used`);
    return null;
  }
  if (claims.exp <= nowSeconds) {
    console.error(`[${hostApp}] E42 the preview link for ${claims.remote} ${claims.version} has expired; the live versions are used`);
    return null;
  }
  if (!registry.remotes[claims.remote]?.versions[claims.version]) {
    console.error(`[${hostApp}] E43 the preview link names ${claims.remote} ${claims.version}, which remotes.json does not keep; the live versions are used`);
    return null;
  }
  return claims;
}

/** Takes the `preview` parameter out of the address bar, keeping the rest of the address. */
function takePreviewParam(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(previewParam);
  if (token === null) return null;
  url.searchParams.delete(previewParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}

function storedToken(storage: Storage | null, nowSeconds: number): string | null {
  try {
    const raw = storage?.getItem(previewKey);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { token?: unknown; exp?: unknown };
    if (typeof stored.token === 'string' && typeof stored.exp === 'number' && stored.exp > nowSeconds) return stored.token;
  } catch {
    // Unreadable or refused: no preview.
  }
  forget(storage);
  return null;
}

function remember(storage: Storage | null, token: string, exp: number): void {
  try {
    storage?.setItem(previewKey, JSON.stringify({ token, exp }));
  } catch (error) {
    console.error(`[${hostApp}] E44 local storage refused the preview; it lasts for this page only`, error);
  }
}

function forget(storage: Storage | null): void {
  try {
    storage?.removeItem(previewKey);
  } catch {
    // Nothing kept then.
  }
}

/**
 * The preview this browser opens: from a `?preview=` link (then remembered here until it
 * expires) or from an earlier one. The parameter always leaves the address bar; a link that does
 * not verify is ignored. Without a link or a kept preview there is nothing to verify, so an
 * ordinary visit costs nothing.
 */
export async function previewChoice(registry: ReleaseRegistry, storage: Storage | null, nowSeconds: number = Date.now() / 1000): Promise<PreviewChoice | null> {
  const fromLink = takePreviewParam();
  let claims = fromLink === null ? null : await verifyPreviewToken(fromLink, registry, nowSeconds);
  if (fromLink !== null && claims) remember(storage, fromLink, claims.exp);
  if (!claims) {
    const kept = storedToken(storage, nowSeconds);
    if (kept === null) return null;
    claims = await verifyPreviewToken(kept, registry, nowSeconds);
    if (!claims) forget(storage);
  }
  return claims && { remote: claims.remote, version: claims.version };
}

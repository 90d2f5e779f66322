import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a bearer token says: member id, session id (revocable in the database), expiry in unix seconds. */
export interface TokenClaims {
  sub: number;
  jti: string;
  exp: number;
}

// Longer strings are not tokens we issued; refusing them early bounds the work per request.
const maxTokenLength = 512;
const base64url = /^[A-Za-z0-9_-]+$/;

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** `base64url(JSON payload).base64url(HMAC-SHA256(payload))` */
export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v.sub) && typeof v.jti === 'string' && v.jti.length > 0 && v.jti.length <= 64 && Number.isSafeInteger(v.exp);
}

/**
 * Whether `given` is exactly `expected`'s base64url text, in constant time. The text, not its
 * decoded bytes: the last character of a 32-byte signature has two spare bits, so four spellings
 * decode to the same bytes, and a token altered that way must not pass.
 */
export function isSignature(given: string, expected: Buffer): boolean {
  const want = Buffer.from(expected.toString('base64url'), 'utf8');
  const got = Buffer.from(given, 'utf8');
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The claims of a token we signed, or null. Does not look at expiry: callers decide about time. */
export function readSignedToken(token: string, secret: string): TokenClaims | null {
  if (token.length > maxTokenLength) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !base64url.test(payload) || !base64url.test(signature)) return null;
  if (!isSignature(signature, sign(payload, secret))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return isClaims(claims) ? claims : null;
}

/** Signed by us and not yet expired at `nowSeconds`. */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenClaims | null {
  const claims = readSignedToken(token, secret);
  return claims && claims.exp > nowSeconds ? claims : null;
}

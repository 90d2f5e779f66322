import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// A TOTP per staff member (RFC 6238: SHA-1, 6 digits, 30 s, the authenticator apps' defaults),
// from otpauth (ADR 0047). The secret is stored sealed (AES-256-GCM with a key derived from the
// token secret), so a copy of the database alone does not give anyone the codes. A code is
// accepted once: its time step must be later than the last one used.

const period = 30;
const digits = 6;

/** A new secret, 20 random bytes, in base32 for the authenticator. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL the enrolment's QR code carries. */
export function totpUrl(issuer: string, username: string, secret: string): string {
  return new TOTP({ issuer, label: username, secret: Secret.fromBase32(secret), digits, period, algorithm: 'SHA1' }).toString();
}

/** The time step of a moment. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / period);

/**
 * The time step a 6-digit code belongs to (now, or one step either side for clocks a little
 * off), when it is later than `lastStep`; null for a wrong, reused or malformed code.
 */
export function acceptTotp(secret: string, code: string, lastStep: number, nowMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^[0-9]{6}$/.test(token)) return null;
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secret), digits, period, algorithm: 'SHA1', timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return step > lastStep ? step : null;
}

/** The code of a secret at a moment (tests, and the CLI's check). */
export function totpCode(secret: string, nowMs: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), digits, period, algorithm: 'SHA1', timestamp: nowMs });
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when the sealed text is not one of ours (tampered, another key). */
export function openSecret(sealed: string, key: Buffer): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// Recovery codes: 10 of them, each 10 characters from an alphabet without look-alikes, shown once
// as `xxxxx-xxxxx`; only their SHA-256 is kept (they are random, so no slow hash is needed).
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code, whatever its case, spaces or dash. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

/** A recovery code's shape (as typed): 10 of its letters and digits. */
export const looksLikeRecoveryCode = (code: string): boolean => code.toLowerCase().replace(/[^a-z0-9]/g, '').length === 10;

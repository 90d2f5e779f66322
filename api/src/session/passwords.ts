import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is in Node itself: no native add-on, and its cost is tunable per stored hash.
const current = { N: 16384, r: 8, p: 1, keyLength: 32, saltLength: 16 };
// Parameters come from the database; bounds stop a corrupted row from pinning the CPU or memory.
const limits = { maxLogN: 20, maxR: 32, maxP: 16 };
const maxmem = 128 * 1024 * 1024;

interface StoredHash {
  options: ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(options: { N: number; r: number; p: number }, salt: Buffer, hash: Buffer): string {
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return null;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!isPowerOfTwo(N) || N > 2 ** limits.maxLogN) return null;
  if (!Number.isInteger(R) || R < 1 || R > limits.maxR || !Number.isInteger(P) || P < 1 || P > limits.maxP) return null;
  const hashBytes = Buffer.from(hash, 'base64');
  if (hashBytes.length < 16) return null;
  return { options: { N, r: R, p: P }, salt: Buffer.from(salt, 'base64'), hash: hashBytes };
}

/** `scrypt$N$r$p$salt$hash` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(current.saltLength);
  const hash = await scryptAsync(password, salt, current.keyLength, current);
  return format(current, salt, hash);
}

/** For seeding at start-up, where blocking briefly is fine. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(current.saltLength);
  const hash = scryptSync(password, salt, current.keyLength, { ...current, maxmem });
  return format(current, salt, hash);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.options);
  return timingSafeEqual(candidate, parsed.hash);
}

let dummyHash: string | undefined;

/**
 * Spends the same scrypt work as a real check and always fails: used for unknown usernames so
 * the answer time does not tell an attacker which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPasswordSync(randomBytes(16).toString('hex'));
  await verifyPassword(password, dummyHash);
  return false;
}

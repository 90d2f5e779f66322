import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { hash, hashSync, verify, type Algorithm } from '@node-rs/argon2';
import { ApiHttpError, errorMessages } from '../base/errors';
import { apiErrorCodes } from '@member-site/shared/contract';

// Passwords are hashed with argon2id at OWASP's parameters (m = 19 MiB, t = 2, p = 1): about 8 ms
// here, memory-hard. Hashes from before (scrypt, N = 2^14, below OWASP's minimum) still verify and
// are replaced at the member's next successful sign-in (`needsRehash`).

// Algorithm is a const enum, out of reach with isolatedModules: 2 is its Argon2id.
const argon2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const currentPrefix = `$argon2id$v=19$m=${argon2.memoryCost},t=${argon2.timeCost},p=${argon2.parallelism}$`;

// Parameters come from the database; bounds stop a corrupted row from pinning the CPU or memory.
const argonLimits = { maxMemoryKiB: 256 * 1024, maxTime: 10, maxParallelism: 8 };
const scryptLimits = { maxLogN: 20, maxR: 32, maxP: 16 };
const scryptMaxmem = 128 * 1024 * 1024;

/**
 * Password hashing is the costliest work a request can ask for, and anyone can ask for it: at most
 * one hash per core runs at once, and at most `maxWaiting` wait; beyond that a request is refused
 * at once (429) rather than slowing every sign-in. A browser the member signed in from before
 * (`first`: its device token) goes ahead of the queue, so a member's own sign-in stays quick
 * through a burst of strangers' (SECURITY.md, "Sign-in under a burst").
 */
export function createHashQueue(width: number, maxWaiting: number) {
  let runningNow = 0;
  const waiting: { first: boolean; start: () => void }[] = [];
  const next = (): void => {
    const job = waiting.shift();
    if (job) job.start();
  };
  return {
    run<T>(work: () => Promise<T>, first = false): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = (): void => {
          runningNow += 1;
          work()
            .then(resolve, reject)
            .finally(() => {
              runningNow -= 1;
              next();
            });
        };
        if (runningNow < width) return start();
        if (!first && waiting.length >= maxWaiting) {
          reject(new ApiHttpError(429, apiErrorCodes.rateLimited, errorMessages.rateLimited));
          return;
        }
        // First ones after the first ones already waiting, before everyone else.
        const at = first ? waiting.findIndex((job) => !job.first) : -1;
        waiting.splice(at === -1 ? waiting.length : at, 0, { first, start });
      });
    },
    /** How many run and wait now (tests). */
    load: () => ({ running: runningNow, waiting: waiting.length }),
  };
}

/** The API's one queue: one hash per core, 32 waiting. */
export const hashQueue = createHashQueue(os.availableParallelism(), 32);

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` with a fresh random salt. */
export async function hashPassword(password: string, first = false): Promise<string> {
  return hashQueue.run(() => hash(password, argon2), first);
}

/** For seeding at start-up, where blocking briefly is fine. */
export function hashPasswordSync(password: string): string {
  return hashSync(password, argon2);
}

/** True for a stored hash made with anything but today's algorithm and parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(currentPrefix);
}

function argonWithinLimits(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(stored);
  if (!match) return false;
  const [m, t, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m <= argonLimits.maxMemoryKiB && t >= 1 && t <= argonLimits.maxTime && p >= 1 && p <= argonLimits.maxParallelism;
}

interface ScryptHash {
  options: ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

/** `scrypt$N$r$p$salt$hash`: the format before argon2id. */
function parseScrypt(stored: string): ScryptHash | null {
  const [scheme, n, r, p, salt, digest, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !digest) return null;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!isPowerOfTwo(N) || N > 2 ** scryptLimits.maxLogN) return null;
  if (!Number.isInteger(R) || R < 1 || R > scryptLimits.maxR || !Number.isInteger(P) || P < 1 || P > scryptLimits.maxP) return null;
  const hashBytes = Buffer.from(digest, 'base64');
  if (hashBytes.length < 16) return null;
  return { options: { N, r: R, p: P }, salt: Buffer.from(salt, 'base64'), hash: hashBytes };
}

function verifyScrypt(password: string, stored: ScryptHash): Promise<boolean> {
  return new Promise((resolve, reject) => {
    scrypt(password, stored.salt, stored.hash.length, { ...stored.options, maxmem: scryptMaxmem }, (error, key) =>
      error ? reject(error) : resolve(timingSafeEqual(key, stored.hash)),
    );
  });
}

/** Whether `password` is the one `stored` hashes; `first` goes ahead of the hash queue. */
export async function verifyPassword(password: string, stored: string, first = false): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return argonWithinLimits(stored) && hashQueue.run(() => verify(stored, password), first);
  const scryptHash = parseScrypt(stored);
  return scryptHash ? hashQueue.run(() => verifyScrypt(password, scryptHash), first) : false;
}

let dummyHash: string | undefined;

/**
 * Spends the same work as a real check and always fails: used for unknown usernames so the
 * answer time does not tell an attacker which usernames exist.
 */
export async function verifyAgainstDummy(password: string, first = false): Promise<false> {
  dummyHash ??= hashPasswordSync(randomBytes(16).toString('hex'));
  await verifyPassword(password, dummyHash, first);
  return false;
}

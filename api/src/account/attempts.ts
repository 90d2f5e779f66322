import type { Db } from '../base/db';
import { countInWindow } from '../base/rate-windows';

/** Attempts allowed per key in a fixed window. */
export interface AttemptLimit {
  max: number;
  timeWindowMs: number;
}

export interface AttemptCounter {
  /** Counts one attempt for the key; false once the key has used up its window. */
  take(key: string): Promise<boolean>;
}

/**
 * A fixed-window counter on the app's clock (tests move it), in the database so that every
 * process of the API counts one allowance (ADR 0063). Not @fastify/rate-limit's: one route needs
 * two keys at once (the member and the address), which the plugin's one key per route cannot
 * express. `name` keeps each counter's keys apart.
 */
export function createAttemptCounter(db: Db, name: string, limit: AttemptLimit, now: () => number): AttemptCounter {
  return {
    async take(key) {
      return (await countInWindow(db, `attempts:${name}:${key}`, limit.timeWindowMs, now())).count <= limit.max;
    },
  };
}

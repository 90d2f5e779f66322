/** Attempts allowed per key in a fixed window. */
export interface AttemptLimit {
  max: number;
  timeWindowMs: number;
}

export interface AttemptCounter {
  /** Counts one attempt for the key; false once the key has used up its window. */
  take(key: string): boolean;
}

// Beyond this many keys, finished windows are dropped before a new key is added.
const sweepAbove = 10_000;

/**
 * A fixed-window counter on the app's clock (tests move it). In memory, as @fastify/rate-limit
 * keeps its own: one route needs two keys at once (the member and the address), which the
 * plugin's one key per route cannot express.
 */
export function createAttemptCounter(limit: AttemptLimit, now: () => number): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    take(key) {
      const at = now();
      const current = windows.get(key);
      if (current && current.endsAt > at) {
        current.count += 1;
        return current.count <= limit.max;
      }
      if (windows.size > sweepAbove) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      }
      windows.set(key, { count: 1, endsAt: at + limit.timeWindowMs });
      return limit.max >= 1;
    },
  };
}

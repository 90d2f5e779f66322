import type { Db } from './db';
import { countInWindow } from './rate-windows';

// @fastify/rate-limit's store in the database (issue 38, ADR 0063): a route's limit holds across
// every process of the API, not once per process as the plugin's in-memory store does. Each
// route counts its own keys (the plugin keeps one store per route). Only the fixed window the
// routes here use: no `continueExceeding`, no `exponentialBackoff`.

type Answer = { current: number; ttl: number };
/** What the plugin passes a route's store (its typings say the route's options; it is its merged parameters). */
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } } | undefined;

/** The plugin's `store` option: a class over `db`, on the app's clock. */
export function databaseRateLimitStore(db: Db, now: () => number) {
  return class DatabaseRateLimitStore {
    readonly route: string;
    constructor(params?: unknown) {
      const { method, url } = (params as RouteParams)?.routeInfo ?? {};
      this.route = url ? `${String(method)} ${url}` : 'global';
    }
    // The plugin passes the route's window (ms) after the callback; its typings leave it out.
    incr(key: string, callback: (error: Error | null, answer?: Answer) => void, timeWindow?: number): void {
      if (typeof timeWindow !== 'number') {
        callback(new Error('[api] E32 the rate-limit plugin gave no time window'));
        return;
      }
      const at = now();
      countInWindow(db, `rate:${this.route}:${key}`, timeWindow, at).then(
        ({ count, endsAt }) => callback(null, { current: count, ttl: endsAt - at }),
        (error: Error) => callback(error),
      );
    }
    child(params: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}

import type { Db } from './db';

// Fixed-window counters in the database (issue 38, ADR 0063), so that every process of the API
// counts one allowance: the account routes' attempt counters (account/attempts.ts) and the
// rate-limit plugin's store (rate-limit-store.ts). One statement counts a request, atomic in any
// process: it starts the key's window when the last one has ended.

export function rateWindowsSchema(db: Db): void {
  db.exec(`
  CREATE TABLE IF NOT EXISTS rate_windows (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    ends_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS rate_windows_ends_at ON rate_windows(ends_at);
  `);
}

/** Ended windows are swept at most this often per process. */
const sweepEveryMs = 60_000;
const lastSweep = new WeakMap<Db, number>();

/** Counts one request for `key` at `at` (ms); answers the count in its window and when that ends (ms). */
export function countInWindow(db: Db, key: string, windowMs: number, at: number): { count: number; endsAt: number } {
  if (at - (lastSweep.get(db) ?? 0) >= sweepEveryMs) {
    lastSweep.set(db, at);
    db.prepare('DELETE FROM rate_windows WHERE ends_at <= ?').run(at);
  }
  const row = db
    .prepare(
      `INSERT INTO rate_windows (key, count, ends_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_windows.ends_at > ? THEN rate_windows.count + 1 ELSE 1 END,
         ends_at = CASE WHEN rate_windows.ends_at > ? THEN rate_windows.ends_at ELSE excluded.ends_at END
       RETURNING count, ends_at`,
    )
    .get(key, at + windowMs, at, at) as { count: number; ends_at: number };
  return { count: row.count, endsAt: row.ends_at };
}

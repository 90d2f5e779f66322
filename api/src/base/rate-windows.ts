import { sql } from 'kysely';
import { exec, one, run, type Db } from './db';

// Fixed-window counters in the database (issue 38, ADR 0063), so that every process of the API
// counts one allowance: the account routes' attempt counters (account/attempts.ts) and the
// rate-limit plugin's store (rate-limit-store.ts). One statement counts a request, atomic in any
// process: it starts the key's window when the last one has ended.

export async function rateWindowsSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS rate_windows (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    ends_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS rate_windows_ends_at ON rate_windows(ends_at);
  `,
  );
}

/** Ended windows are swept at most this often per process. */
const sweepEveryMs = 60_000;
const lastSweep = new WeakMap<Db, number>();

/** Counts one request for `key` at `at` (ms); answers the count in its window and when that ends (ms). */
export async function countInWindow(db: Db, key: string, windowMs: number, at: number): Promise<{ count: number; endsAt: number }> {
  if (at - (lastSweep.get(db) ?? 0) >= sweepEveryMs) {
    lastSweep.set(db, at);
    await run(db, sql`DELETE FROM rate_windows WHERE ends_at <= ${at}`);
  }
  const row = await one<{ count: number; ends_at: number }>(
    db,
    sql`INSERT INTO rate_windows (key, count, ends_at) VALUES (${key}, 1, ${at + windowMs})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_windows.ends_at > ${at} THEN rate_windows.count + 1 ELSE 1 END,
          ends_at = CASE WHEN rate_windows.ends_at > ${at} THEN rate_windows.ends_at ELSE excluded.ends_at END
        RETURNING count, ends_at`,
  );
  if (!row) throw new Error('[api] E34 the rate window answered no row');
  return { count: row.count, endsAt: row.ends_at };
}

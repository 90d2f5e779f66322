import type { Db } from '../base/db';

// Credential guessing beyond the per-address-and-username limit (routes.ts): one address trying
// many usernames (spraying), and one username tried from many addresses. Counted in the database
// (ADR 0063), so every process of the API counts one allowance, by the username as typed, so an
// unknown username is limited exactly like a real one and the answer never tells which it was.
//
// A check is reserved before the password is hashed, and counts as a failure while it runs: a
// burst of concurrent requests gets at most the limits' number of checks, not one per request in
// flight (SECURITY.md, "Sign-in under a burst"). The reservation is taken in one write
// transaction, so two processes cannot both take the last check.
//
// A browser the member signed in from before shows its device token (OWASP's device cookies,
// device-tokens.ts): its attempts are counted for that device alone, so failures from strangers,
// at any address, never make the member's own browser wait.

/** Version 16: failures by name (`<scope>:a:<address>`, `…:u:<username>`, `…:d:<device>`) and the checks running now. */
export function loginGuardSchema(db: Db): void {
  db.exec(`
  CREATE TABLE IF NOT EXISTS login_failures (
    name TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS login_failures_name ON login_failures(name, at);
  CREATE TABLE IF NOT EXISTS login_checks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    started_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS login_checks_name ON login_checks(name, started_at);
  `);
}

export interface LoginGuardLimits {
  /** Failed sign-ins from one address, whatever the usernames, per window. */
  addressMaxFailures: number;
  addressWindowMs: number;
  /** Failures of one username before it waits; then baseDelayMs, doubling with each failure. */
  accountFreeFailures: number;
  accountBaseDelayMs: number;
  accountMaxDelayMs: number;
  /** Failures through one device token before it is no longer trusted (its holder is then a stranger). */
  deviceMaxFailures: number;
}

export const defaultLoginGuardLimits: LoginGuardLimits = {
  addressMaxFailures: 30,
  addressWindowMs: 10 * 60_000,
  accountFreeFailures: 5,
  accountBaseDelayMs: 30_000,
  accountMaxDelayMs: 15 * 60_000,
  deviceMaxFailures: 10,
};

/** One reserved check: ended exactly once with its outcome. */
export interface LoginAttempt {
  succeeded(): void;
  failed(): void;
}

export type LoginAdmission = { attempt: LoginAttempt; waitMs?: never } | { attempt?: never; waitMs: number };

/** Who is trying: the address, the username as typed, and the device token's id when the browser showed a valid one for this username. */
export interface LoginClient {
  address: string;
  username: string;
  device?: string | null;
}

export interface LoginGuard {
  /** Reserves a check for this attempt now, or answers how long (ms) the client must wait. */
  admit(client: LoginClient): LoginAdmission;
}

// Failures are forgotten a day after the last one; swept at most once a minute per process.
const memoryMs = 24 * 60 * 60_000;
const sweepEveryMs = 60_000;
/** The wait answered while the limit is reached only by checks still running (they may succeed). */
const inFlightWaitMs = 1_000;
/** A check still reserved after this long belongs to a process that stopped: it no longer counts. */
const staleCheckMs = 2 * 60_000;

/**
 * `scope` keeps two guards apart in one database (the members' sign-in and the staff's).
 */
export function createLoginGuard(db: Db, scope: string, limits: LoginGuardLimits, now: () => number): LoginGuard {
  const key = (username: string): string => username.trim().toLowerCase();
  const names = {
    address: (address: string) => `${scope}:a:${address}`,
    account: (username: string) => `${scope}:u:${key(username)}`,
    device: (device: string) => `${scope}:d:${device}`,
  };
  const failuresSince = db.prepare('SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE name = ? AND at > ?');
  const chain = db.prepare('SELECT COUNT(*) AS n, MAX(at) AS last FROM login_failures WHERE name = ?');
  const runningFor = db.prepare('SELECT COUNT(*) AS n FROM login_checks WHERE name = ? AND started_at > ?').pluck();
  const reserve = db.prepare('INSERT INTO login_checks (name, started_at) VALUES (?, ?)');
  const release = db.prepare('DELETE FROM login_checks WHERE id = ?');
  const fail = db.prepare('INSERT INTO login_failures (name, at) VALUES (?, ?)');
  const forget = db.prepare('DELETE FROM login_failures WHERE name = ?');
  let sweptAt = 0;

  const running = (name: string, at: number): number => runningFor.get(name, at - staleCheckMs) as number;
  /** A name's failures in a row (an account's, a device's), forgotten a day after the last. */
  const live = (name: string, at: number): { count: number; lastAt: number } => {
    const row = chain.get(name) as { n: number; last: number | null };
    return row.last !== null && row.last > at - memoryMs ? { count: row.n, lastAt: row.last } : { count: 0, lastAt: 0 };
  };

  function accountWait(username: string, at: number): number {
    const { count, lastAt } = live(names.account(username), at);
    const inFlight = running(names.account(username), at);
    if (count + inFlight < limits.accountFreeFailures) return 0;
    // Past the free failures, one check at a time, each after its wait.
    if (count >= limits.accountFreeFailures) {
      const delay = Math.min(limits.accountMaxDelayMs, limits.accountBaseDelayMs * 2 ** Math.min(count - limits.accountFreeFailures, 20));
      const wait = lastAt + delay - at;
      if (wait > 0) return wait;
      return inFlight > 0 ? inFlightWaitMs : 0;
    }
    return inFlightWaitMs;
  }

  function addressWait(address: string, at: number): number {
    const { n, first } = failuresSince.get(names.address(address), at - limits.addressWindowMs) as { n: number; first: number | null };
    if (n + running(names.address(address), at) < limits.addressMaxFailures) return 0;
    return n >= limits.addressMaxFailures ? (first as number) + limits.addressWindowMs - at : inFlightWaitMs;
  }

  function sweep(at: number): void {
    if (at - sweptAt < sweepEveryMs) return;
    sweptAt = at;
    db.prepare(`DELETE FROM login_failures WHERE name LIKE ? AND at <= ?`).run(`${scope}:a:%`, at - limits.addressWindowMs);
    db.prepare(
      `DELETE FROM login_failures WHERE name IN (SELECT name FROM login_failures WHERE name LIKE ? OR name LIKE ? GROUP BY name HAVING MAX(at) <= ?)`,
    ).run(`${scope}:u:%`, `${scope}:d:%`, at - memoryMs);
    db.prepare('DELETE FROM login_checks WHERE started_at <= ?').run(at - staleCheckMs);
  }

  /** A failure for `name`, a new chain when its last failure is forgotten. */
  function addFailure(name: string, at: number, chained: boolean): void {
    if (chained && live(name, at).count === 0) forget.run(name);
    fail.run(name, at);
  }

  return {
    admit({ address, username, device }) {
      return db
        .transaction((): LoginAdmission => {
          const at = now();
          // A device token stops being trusted after its own failures; its holder is then a stranger.
          const trusted = device ? live(names.device(device), at).count + running(names.device(device), at) < limits.deviceMaxFailures : false;
          const reserved = trusted ? [names.device(device as string)] : [names.address(address), names.account(username)];
          const waitMs = trusted ? 0 : Math.max(addressWait(address, at), accountWait(username, at));
          if (waitMs > 0) return { waitMs };
          const ids = reserved.map((name) => Number(reserve.run(name, at).lastInsertRowid));
          let ended = false;
          const end = (then: (at: number) => void): void => {
            if (ended) return;
            ended = true;
            db.transaction(() => {
              for (const id of ids) release.run(id);
              then(now());
            }).immediate();
          };
          return {
            attempt: {
              succeeded() {
                // Strangers' failures stay counted while the member signs in from a trusted browser.
                end(() => forget.run(trusted ? names.device(device as string) : names.account(username)));
              },
              failed() {
                end((failedAt) => {
                  if (trusted) {
                    addFailure(names.device(device as string), failedAt, true);
                  } else {
                    addFailure(names.address(address), failedAt, false);
                    addFailure(names.account(username), failedAt, true);
                  }
                  sweep(failedAt);
                });
              },
            },
          };
        })
        .immediate();
    },
  };
}

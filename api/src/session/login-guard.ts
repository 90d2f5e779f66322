import { sql } from 'kysely';
import { afterCommit, exec, one, run, transaction, type Db } from '../base/db';

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
export async function loginGuardSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
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
  `,
  );
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

/** One reserved check: ended exactly once with its outcome (a second end does nothing). */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
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
  admit(client: LoginClient): Promise<LoginAdmission>;
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
  let sweptAt = 0;

  // Every read and write below takes the transaction it runs in (`tx`): the admission and the
  // end of an attempt are each one transaction, so what is counted cannot change in between.
  const running = async (tx: Db, name: string, at: number): Promise<number> =>
    (await one<{ n: number }>(tx, sql`SELECT COUNT(*) AS n FROM login_checks WHERE name = ${name} AND started_at > ${at - staleCheckMs}`))?.n ?? 0;

  /** A name's failures in a row (an account's, a device's), forgotten a day after the last. */
  const live = async (tx: Db, name: string, at: number): Promise<{ count: number; lastAt: number }> => {
    const row = await one<{ n: number; last: number | null }>(tx, sql`SELECT COUNT(*) AS n, MAX(at) AS last FROM login_failures WHERE name = ${name}`);
    return row && row.last !== null && row.last > at - memoryMs ? { count: row.n, lastAt: row.last } : { count: 0, lastAt: 0 };
  };

  async function accountWait(tx: Db, username: string, at: number): Promise<number> {
    const { count, lastAt } = await live(tx, names.account(username), at);
    const inFlight = await running(tx, names.account(username), at);
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

  async function addressWait(tx: Db, address: string, at: number): Promise<number> {
    const name = names.address(address);
    const since = at - limits.addressWindowMs;
    const row = await one<{ n: number; first: number | null }>(
      tx,
      sql`SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE name = ${name} AND at > ${since}`,
    );
    const n = row?.n ?? 0;
    if (n + (await running(tx, name, at)) < limits.addressMaxFailures) return 0;
    return n >= limits.addressMaxFailures ? (row?.first as number) + limits.addressWindowMs - at : inFlightWaitMs;
  }

  async function sweep(tx: Db, at: number): Promise<void> {
    if (at - sweptAt < sweepEveryMs) return;
    // Noted once the sweep has committed: a transaction that rolls back (or runs again) sweeps again.
    afterCommit(tx, () => {
      sweptAt = Math.max(sweptAt, at);
    });
    await run(tx, sql`DELETE FROM login_failures WHERE name LIKE ${`${scope}:a:%`} AND at <= ${at - limits.addressWindowMs}`);
    await run(
      tx,
      sql`DELETE FROM login_failures WHERE name IN (
            SELECT name FROM login_failures WHERE name LIKE ${`${scope}:u:%`} OR name LIKE ${`${scope}:d:%`} GROUP BY name HAVING MAX(at) <= ${at - memoryMs})`,
    );
    await run(tx, sql`DELETE FROM login_checks WHERE started_at <= ${at - staleCheckMs}`);
  }

  /** A failure for `name`, a new chain when its last failure is forgotten. */
  async function addFailure(tx: Db, name: string, at: number, chained: boolean): Promise<void> {
    if (chained && (await live(tx, name, at)).count === 0) await run(tx, sql`DELETE FROM login_failures WHERE name = ${name}`);
    await run(tx, sql`INSERT INTO login_failures (name, at) VALUES (${name}, ${at})`);
  }

  return {
    async admit({ address, username, device }) {
      // One transaction (ADR 0063): reading the counts and reserving the check go together, so two
      // requests, or two processes, cannot both take the last check.
      const admitted = await transaction(db, async (tx): Promise<{ waitMs: number } | { trusted: boolean; ids: number[] }> => {
        const at = now();
        // A device token stops being trusted after its own failures; its holder is then a stranger.
        const trusted = device
          ? (await live(tx, names.device(device), at)).count + (await running(tx, names.device(device), at)) < limits.deviceMaxFailures
          : false;
        const reserved = trusted ? [names.device(device as string)] : [names.address(address), names.account(username)];
        const waitMs = trusted ? 0 : Math.max(await addressWait(tx, address, at), await accountWait(tx, username, at));
        if (waitMs > 0) return { waitMs };
        const ids: number[] = [];
        for (const name of reserved) {
          const row = await one<{ id: number }>(tx, sql`INSERT INTO login_checks (name, started_at) VALUES (${name}, ${at}) RETURNING id`);
          if (row) ids.push(row.id);
        }
        return { trusted, ids };
      });
      if ('waitMs' in admitted) return { waitMs: admitted.waitMs };
      const { trusted, ids } = admitted;
      let ended = false;
      const end = async (then: (tx: Db, at: number) => Promise<void>): Promise<void> => {
        if (ended) return;
        ended = true;
        await transaction(db, async (tx) => {
          for (const id of ids) await run(tx, sql`DELETE FROM login_checks WHERE id = ${id}`);
          await then(tx, now());
        });
      };
      return {
        attempt: {
          succeeded() {
            // Strangers' failures stay counted while the member signs in from a trusted browser.
            const name = trusted ? names.device(device as string) : names.account(username);
            return end(async (tx) => {
              await run(tx, sql`DELETE FROM login_failures WHERE name = ${name}`);
            });
          },
          failed() {
            return end(async (tx, failedAt) => {
              if (trusted) {
                await addFailure(tx, names.device(device as string), failedAt, true);
              } else {
                await addFailure(tx, names.address(address), failedAt, false);
                await addFailure(tx, names.account(username), failedAt, true);
              }
              await sweep(tx, failedAt);
            });
          },
        },
      };
    },
  };
}

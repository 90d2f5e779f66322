// Credential guessing beyond the per-address-and-username limit (routes.ts): one address trying
// many usernames (spraying), and one username tried from many addresses. Counted in memory per
// API process, by the username as typed, so an unknown username is limited exactly like a real
// one and the answer never tells which it was.
//
// A check is reserved before the password is hashed, and counts as a failure while it runs: a
// burst of concurrent requests gets at most the limits' number of checks, not one per request in
// flight (SECURITY.md, "Sign-in under a burst").
//
// A browser the member signed in from before shows its device token (OWASP's device cookies,
// device-tokens.ts): its attempts are counted for that device alone, so failures from strangers,
// at any address, never make the member's own browser wait.

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

interface Failures {
  count: number;
  lastAt: number;
}

// Failures are forgotten a day after the last one; the maps are pruned past this size.
const memoryMs = 24 * 60 * 60_000;
const pruneAbove = 50_000;
/** The wait answered while the limit is reached only by checks still running (they may succeed). */
const inFlightWaitMs = 1_000;

export function createLoginGuard(limits: LoginGuardLimits, now: () => number): LoginGuard {
  const addresses = new Map<string, number[]>();
  const accounts = new Map<string, Failures>();
  const devices = new Map<string, Failures>();
  // Checks running now, by address, username and device.
  const running = new Map<string, number>();
  const key = (username: string): string => username.trim().toLowerCase();

  const recentFailures = (address: string, at: number): number[] => (addresses.get(address) ?? []).filter((t) => t > at - limits.addressWindowMs);
  const live = (failures: Failures | undefined, at: number): number => (failures && failures.lastAt > at - memoryMs ? failures.count : 0);
  const runningFor = (name: string): number => running.get(name) ?? 0;
  const adjust = (names: string[], by: number): void => {
    for (const name of names) {
      const next = runningFor(name) + by;
      if (next === 0) running.delete(name);
      else running.set(name, next);
    }
  };

  function accountWait(username: string, at: number): number {
    const failures = accounts.get(key(username));
    const count = live(failures, at);
    const inFlight = runningFor(`u:${key(username)}`);
    if (count + inFlight < limits.accountFreeFailures) return 0;
    // Past the free failures, one check at a time, each after its wait.
    if (count >= limits.accountFreeFailures) {
      const delay = Math.min(limits.accountMaxDelayMs, limits.accountBaseDelayMs * 2 ** Math.min(count - limits.accountFreeFailures, 20));
      const wait = (failures as Failures).lastAt + delay - at;
      if (wait > 0) return wait;
      return inFlight > 0 ? inFlightWaitMs : 0;
    }
    return inFlightWaitMs;
  }

  function addressWait(address: string, at: number): number {
    const fromAddress = recentFailures(address, at);
    if (fromAddress.length + runningFor(`a:${address}`) < limits.addressMaxFailures) return 0;
    return fromAddress.length >= limits.addressMaxFailures ? (fromAddress[0] as number) + limits.addressWindowMs - at : inFlightWaitMs;
  }

  function prune(at: number): void {
    if (addresses.size > pruneAbove) {
      for (const [address] of addresses) if (recentFailures(address, at).length === 0) addresses.delete(address);
    }
    for (const map of [accounts, devices]) {
      if (map.size > pruneAbove) for (const [name, failures] of map) if (failures.lastAt < at - memoryMs) map.delete(name);
    }
  }

  return {
    admit({ address, username, device }) {
      const at = now();
      // A device token stops being trusted after its own failures; its holder is then a stranger.
      const trusted = device ? live(devices.get(device), at) + runningFor(`d:${device}`) < limits.deviceMaxFailures : false;
      const names = trusted ? [`d:${device as string}`] : [`a:${address}`, `u:${key(username)}`];
      const waitMs = trusted ? 0 : Math.max(addressWait(address, at), accountWait(username, at));
      if (waitMs > 0) return { waitMs };
      adjust(names, 1);
      let ended = false;
      const end = (): boolean => {
        if (ended) return false;
        ended = true;
        adjust(names, -1);
        return true;
      };
      return {
        attempt: {
          succeeded() {
            if (!end()) return;
            // Strangers' failures stay counted while the member signs in from a trusted browser.
            if (trusted) devices.delete(device as string);
            else accounts.delete(key(username));
          },
          failed() {
            if (!end()) return;
            const failedAt = now();
            if (trusted) {
              devices.set(device as string, { count: live(devices.get(device as string), failedAt) + 1, lastAt: failedAt });
            } else {
              addresses.set(address, [...recentFailures(address, failedAt), failedAt]);
              accounts.set(key(username), { count: live(accounts.get(key(username)), failedAt) + 1, lastAt: failedAt });
            }
            prune(failedAt);
          },
        },
      };
    },
  };
}

// Credential guessing beyond the per-address-and-username limit (routes.ts): one address trying
// many usernames (spraying), and one username tried from many addresses. Counted in memory per
// API process, by the username as typed, so an unknown username is limited exactly like a real
// one and the answer never tells which it was.

export interface LoginGuardLimits {
  /** Failed sign-ins from one address, whatever the usernames, per window. */
  addressMaxFailures: number;
  addressWindowMs: number;
  /** Failures of one username before it waits; then baseDelayMs, doubling with each failure. */
  accountFreeFailures: number;
  accountBaseDelayMs: number;
  accountMaxDelayMs: number;
}

export const defaultLoginGuardLimits: LoginGuardLimits = {
  addressMaxFailures: 30,
  addressWindowMs: 10 * 60_000,
  accountFreeFailures: 5,
  accountBaseDelayMs: 30_000,
  accountMaxDelayMs: 15 * 60_000,
};

export interface LoginGuard {
  /** Milliseconds until this attempt may be checked, or 0 when it may be checked now. */
  waitMs(address: string, username: string): number;
  failed(address: string, username: string): void;
  succeeded(username: string): void;
}

interface AccountFailures {
  count: number;
  lastAt: number;
}

// A username's failures are forgotten a day after the last one; the maps are pruned past this size.
const accountMemoryMs = 24 * 60 * 60_000;
const pruneAbove = 50_000;

export function createLoginGuard(limits: LoginGuardLimits, now: () => number): LoginGuard {
  const addresses = new Map<string, number[]>();
  const accounts = new Map<string, AccountFailures>();
  const key = (username: string): string => username.trim().toLowerCase();

  const recentFailures = (address: string, at: number): number[] =>
    (addresses.get(address) ?? []).filter((t) => t > at - limits.addressWindowMs);

  function accountDelay(failures: AccountFailures): number {
    const over = failures.count - limits.accountFreeFailures;
    if (over < 0) return 0;
    return Math.min(limits.accountMaxDelayMs, limits.accountBaseDelayMs * 2 ** Math.min(over, 20));
  }

  function prune(at: number): void {
    if (addresses.size > pruneAbove) {
      for (const [address, times] of addresses) if (recentFailures(address, at).length === 0 || times.length === 0) addresses.delete(address);
    }
    if (accounts.size > pruneAbove) {
      for (const [name, failures] of accounts) if (failures.lastAt < at - accountMemoryMs) accounts.delete(name);
    }
  }

  return {
    waitMs(address, username) {
      const at = now();
      const fromAddress = recentFailures(address, at);
      const addressWait = fromAddress.length >= limits.addressMaxFailures ? (fromAddress[0] as number) + limits.addressWindowMs - at : 0;
      const failures = accounts.get(key(username));
      const accountWait = failures && failures.lastAt > at - accountMemoryMs ? failures.lastAt + accountDelay(failures) - at : 0;
      return Math.max(0, addressWait, accountWait);
    },
    failed(address, username) {
      const at = now();
      addresses.set(address, [...recentFailures(address, at), at]);
      const earlier = accounts.get(key(username));
      const count = earlier && earlier.lastAt > at - accountMemoryMs ? earlier.count + 1 : 1;
      accounts.set(key(username), { count, lastAt: at });
      prune(at);
    },
    succeeded(username) {
      accounts.delete(key(username));
    },
  };
}

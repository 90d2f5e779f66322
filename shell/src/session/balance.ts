import { fetchBonusWallet, fetchCredit, type ApiClient } from '@member-site/shared';
import type { SessionStore } from './session-store';

export interface BalanceLoader {
  /**
   * Fetches credit and bonus wallet and puts them on the bus. Calls made while one is under way
   * share it (one request pair, one answer). Rejects with the credit call's error, so the poller
   * can tell an expired session from a network blip; a failed bonus wallet is only logged.
   */
  load(): Promise<void>;
}

export function createBalanceLoader(store: SessionStore, api: ApiClient): BalanceLoader {
  let inFlight: Promise<void> | null = null;

  async function fetchBoth(): Promise<void> {
    // Both at once: the bar should move within a second of a prize, not after two round trips.
    const wallet = fetchBonusWallet(api);
    wallet.catch(() => undefined);
    store.setBalance(await fetchCredit(api));
    try {
      store.setBonusWallet(await wallet);
    } catch (error) {
      console.error('[shell] E12 bonus wallet failed', error);
    }
  }

  return {
    load() {
      inFlight ??= fetchBoth().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

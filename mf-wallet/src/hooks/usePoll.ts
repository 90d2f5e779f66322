import { useCallback, useEffect, useRef } from 'react';
import type { WalletEvents } from '@member-site/shared';

/**
 * Calls `tick` every `ms` while `enabled`. A slow answer never overlaps the next tick: one
 * request at a time, so a flaky network does not pile up calls on the API. While the member's
 * event stream is live (`events`, the session's walletEvents, ADR 0062) there is no timer:
 * `tick` runs when the stream brings a change, and the page asks nothing in between.
 */
export function usePoll(tick: () => Promise<void>, ms: number, enabled: boolean, events: WalletEvents | null = null): void {
  const latest = useRef(tick);
  latest.current = tick;
  const busy = useRef(false);
  const live = events?.live === true;
  const seq = events?.seq ?? 0;

  const run = useCallback((): void => {
    if (busy.current) return;
    busy.current = true;
    void latest.current().finally(() => {
      busy.current = false;
    });
  }, []);

  useEffect(() => {
    if (!enabled || live) return;
    const id = setInterval(run, ms);
    return () => clearInterval(id);
  }, [ms, enabled, live, run]);

  // A change the stream brought (the first render's state is the page's own load).
  const seen = useRef(seq);
  useEffect(() => {
    if (seen.current === seq) return;
    seen.current = seq;
    if (enabled && live) run();
  }, [seq, enabled, live, run]);
}

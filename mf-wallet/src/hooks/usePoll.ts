import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while `enabled`. A slow answer never overlaps the next tick: one
 * request at a time, so a flaky network does not pile up calls on the API.
 */
export function usePoll(tick: () => Promise<void>, ms: number, enabled: boolean): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!enabled) return;
    let busy = false;
    const id = setInterval(() => {
      if (busy) return;
      busy = true;
      latest.current().finally(() => {
        busy = false;
      });
    }, ms);
    return () => clearInterval(id);
  }, [ms, enabled]);
}

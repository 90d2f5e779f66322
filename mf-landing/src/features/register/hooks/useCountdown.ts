import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment set with `start(seconds)`; 0 when none. Counts from the
 * clock, not from ticks, so a phone that paused the tab shows the right number when it wakes.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + Math.max(0, seconds) * 1000);
  }, []);

  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return [left, start];
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One submission at a time. `begin` answers false while one is running: a ref, not state, because
 * a second Enter press can arrive before React re-renders the disabled button. `later` runs a
 * callback after a delay unless the form has gone by then.
 */
export function useSubmitGuard() {
  const busyRef = useRef(false);
  const mountedRef = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    mountedRef.current = true;
    const pending = timers.current;
    return () => {
      mountedRef.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const begin = useCallback(() => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    return true;
  }, []);

  const end = useCallback(() => {
    busyRef.current = false;
    if (mountedRef.current) setBusy(false);
  }, []);

  const later = useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  return { busy, begin, end, later, mountedRef };
}

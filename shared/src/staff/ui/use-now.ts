import { useEffect, useState } from 'react';

/** The time now, in milliseconds, renewed every `everyMs` (a waiting time that counts up). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

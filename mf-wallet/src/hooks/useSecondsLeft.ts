import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds until `iso`, ticking each second; 0 once it has passed. */
export function useSecondsLeft(iso: string): number {
  const deadline = Date.parse(iso);
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    const id = setInterval(() => setLeft(secondsUntil(deadline)), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return left;
}

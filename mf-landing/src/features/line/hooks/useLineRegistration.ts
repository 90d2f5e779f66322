import { useCallback, useState } from 'react';
import { clearLineRegistration, readLineRegistration, type LineRegistration } from '../storage';

/** The pending LINE sign-up ticket of this tab (read once), and a way to drop it. */
export function useLineRegistration(): [LineRegistration | null, () => void] {
  const [registration, setRegistration] = useState(readLineRegistration);
  const clear = useCallback(() => {
    clearLineRegistration();
    setRegistration(null);
  }, []);
  return [registration, clear];
}

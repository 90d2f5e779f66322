import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled more than `threshold` px. A passive listener that only reads
 * scrollY: React skips the re-render while the answer stays the same.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}

/** True when the member asked for less motion (or the browser cannot say): no long spin then. */
export function prefersReducedMotion(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Must match the transition in wheel.css. */
export const spinDurationMs = 4500;
export const spinTurns = 6;

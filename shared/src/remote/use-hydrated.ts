import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is the server's prerendered HTML (and while React hydrates it), true once
 * the page runs (ADR 0025); a page rendered in the browser is true from its first render.
 * What the visitor does before then is kept and carried out when it runs (early-actions.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is the server's prerendered HTML (and while React hydrates it), true once
 * the page runs (ADR 0025); a page rendered in the browser is true from its first render.
 * A form's submit waits for it: before that, submitting would be the browser's own, with the
 * typed values in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

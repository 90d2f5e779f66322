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

/**
 * Marks a control that is disabled only because the page has not run yet (`data-starting`):
 * styled as it will look once it runs, not as busy, so hydration changes nothing on screen.
 */
export function startingMark(hydrated: boolean): { 'data-starting'?: '' } {
  return hydrated ? {} : { 'data-starting': '' };
}

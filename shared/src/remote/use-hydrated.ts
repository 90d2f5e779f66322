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
 * The props of a button that cannot act before the page runs (a click would be lost): disabled
 * until then, and marked `data-starting` so the stylesheet shows it as it will look, not dimmed
 * as a busy one, and hydration changes nothing on screen. Spread after the button's own
 * `disabled`, which it overrides only while the page starts.
 */
export function useUntilRunning(): { disabled?: true; 'data-starting'?: '' } {
  return useHydrated() ? {} : { disabled: true, 'data-starting': '' };
}

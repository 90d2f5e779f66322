import { useCallback, useSyncExternalStore } from 'react';
import type { ValueStream } from './session-bus';

const current =
  <T>(stream: ValueStream<T>) =>
  () =>
    stream.getValue();

/**
 * The current value of a session stream, re-rendering when it changes. A page that is
 * prerendered (ADR 0025) passes `prerendered`, the value its HTML was rendered with: hydration
 * starts from it, and React then moves to the stream's value (a member's cached theme, say)
 * without a hydration mismatch.
 */
export function useStream<T>(stream: ValueStream<T>, prerendered?: { value: T }): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  return useSyncExternalStore(subscribe, current(stream), prerendered ? () => prerendered.value : current(stream));
}

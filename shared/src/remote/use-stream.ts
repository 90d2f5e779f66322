import { useCallback, useSyncExternalStore } from 'react';
import type { ValueStream } from './session-bus';

/** The current value of a session stream, re-rendering when it changes. */
export function useStream<T>(stream: ValueStream<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  return useSyncExternalStore(subscribe, () => stream.getValue());
}

import type { ReactNode } from 'react';
import type { Load } from '../remote/use-load';
import { texts } from '../texts';
import { Spinner } from './Spinner';
import './kit/kit.css';

interface LoadedProps<T> {
  state: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}

/** A spinner while loading, a Thai error with a retry on failure, else the content: never blank. */
export function Loaded<T>({ state, retry, children }: LoadedProps<T>) {
  if (state.status === 'loading') return <Spinner label={texts.loading} />;
  if (state.status === 'error') {
    return (
      <div className="ms-notice" role="alert">
        <p className="ms-notice__title">{texts.loadFailed}</p>
        <p className="ms-notice__hint">{state.message}</p>
        <button type="button" className="ms-button" onClick={retry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

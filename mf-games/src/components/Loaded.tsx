import type { ReactNode } from 'react';
import { type Load, Spinner, texts } from '@member-site/shared';
import { gamesTexts } from '../lib/texts';
import './common.css';

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
      <div className="mg-error" role="alert">
        <p className="mg-error__title">{gamesTexts.loadFailed}</p>
        <p className="mg-error__text">{state.message}</p>
        <button type="button" className="mg-btn" onClick={retry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

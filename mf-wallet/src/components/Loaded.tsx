import type { ReactNode } from 'react';
import { type Load, Spinner, texts } from '@member-site/shared';
import { walletTexts } from '../lib/texts';
import './wallet.css';

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
      <div className="mw-error" role="alert">
        <p className="mw-error__title">{walletTexts.loadFailed}</p>
        <p>{state.message}</p>
        <button type="button" className="mw-btn" onClick={retry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

import { useSyncExternalStore } from 'react';
import type { NavigateOptions } from '@member-site/shared';

/** Where the page is; `key` is new for every navigation (push, replace, back or forward). */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

interface HistoryState {
  key?: string;
}

let counter = 0;
const newKey = (): string => `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

let current: ShellLocation | null = null;
const listeners = new Set<() => void>();

/** The location, the same object until the address changes (by navigate, back, or another script). */
function snapshot(): ShellLocation {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as HistoryState | null)?.key ?? 'default';
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash || current.key !== key) {
    current = { pathname, search, hash, key };
  }
  return current;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/**
 * The shell's navigation (ADR 0027): the browser's own history, one key per entry, no library.
 * A path of this site changes the address and every `useLocation` re-renders; anything else
 * (another origin) is left to the browser.
 */
export function navigate(to: string, options?: NavigateOptions): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const state: HistoryState = { key: newKey() };
  const address = `${url.pathname}${url.search}${url.hash}`;
  if (options?.replace) window.history.replaceState(state, '', address);
  else window.history.pushState(state, '', address);
  notify();
}

/** The current location; re-renders on every navigation. */
export function useLocation(): ShellLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

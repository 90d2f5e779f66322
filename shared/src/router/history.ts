import { useSyncExternalStore } from 'react';
import { createPath, type Location, type Navigator, type To } from 'react-router-dom';
import { rememberScroll, startScrollRestoration } from './scroll';

/** How the page got to the current entry, in react-router's words. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** Where the page is: react-router's location; `key` is new for every navigation (push, replace, back or forward). */
export type HistoryLocation = Location & { navigationType: NavigationType };

interface HistoryState {
  key?: string;
  /** What a navigation's `state` option carried (react-router keeps it under the same name). */
  usr?: unknown;
}

let counter = 0;
const newKey = (): string => `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

let current: HistoryLocation | null = null;
let lastType: NavigationType = 'POP';
const listeners = new Set<() => void>();

/** The location, the same object until the address changes (by a navigation, back, or another script). */
function snapshot(): HistoryLocation {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state as HistoryState | null) ?? {};
  const key = entry.key ?? 'default';
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash || current.key !== key) {
    current = { pathname, search, hash, key, state: entry.usr ?? null, navigationType: lastType };
  }
  return current;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Back or forward: the page it leaves keeps its scroll position for a later return. */
function onPopState(): void {
  if (current) rememberScroll(current.key);
  lastType = 'POP';
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

function go(to: To, state: unknown, replace: boolean): void {
  const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  rememberScroll(snapshot().key);
  const entry: HistoryState = { key: newKey(), ...(state === undefined || state === null ? {} : { usr: state }) };
  const address = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(entry, '', address);
  else window.history.pushState(entry, '', address);
  lastType = replace ? 'REPLACE' : 'PUSH';
  notify();
}

/**
 * The one history of the page (ADR 0036): the browser's own, one key per entry. The shell (or a
 * remote's stand-in shell) owns it; its react-router and every remote's render with this
 * navigator, so a navigation from any root re-renders them all, and back and forward work across
 * remotes. A path of this site changes the address; anything else (another origin) is left to
 * the browser.
 */
export const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
};

/**
 * At start: the entry gets a key of its own (a first visit has none, and positions are kept by
 * key), and the shell takes scrolling over from the browser.
 */
export function startHistory(): void {
  const entry = window.history.state as HistoryState | null;
  if (!entry?.key) window.history.replaceState({ ...entry, key: newKey() }, '');
  startScrollRestoration(() => snapshot().key);
}

/** For the shell's code outside React (session notices, the reality check): a navigation by path. */
export function navigate(to: string, options?: { replace?: boolean }): void {
  go(to, undefined, options?.replace === true);
}

/** The current location; re-renders on every navigation. */
export function useHistoryLocation(): HistoryLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

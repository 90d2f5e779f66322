import { useSyncExternalStore } from 'react';
import { createPath, type Location, type Navigator, type To } from 'react-router-dom';
import { rememberScroll, startScrollRestoration } from './scroll';

/** How the page got to the current entry, in react-router's words. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** Where the page is: react-router's location; `key` is new for every navigation (push, replace, back or forward). */
export type HistoryLocation = Location & { navigationType: NavigationType };

interface HistoryState {
  key?: string;
  /** The entry's place in the tab's history (0 at the first entry this page made): how far back or forward a step went. */
  idx?: number;
  /** What a navigation's `state` option carried (react-router keeps it under the same name). */
  usr?: unknown;
}

let counter = 0;
const newKey = (): string => `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

let current: HistoryLocation | null = null;
let lastType: NavigationType = 'POP';
const listeners = new Set<() => void>();

/** Asks the member whether to leave the page; resolves true to leave. */
export type LeaveGuard = () => Promise<boolean>;
/** The guards of the pages shown now (a form with unsent text), asked before any navigation. */
const guards = new Set<LeaveGuard>();
/** The entry's place in the tab's history, as this page last saw it. */
let index = 0;
/** A back or forward undone while the guards ask: its popstate is not a navigation. */
let undoing = false;
/** The guards said yes to this back or forward: it goes through unasked. */
let allowed = false;

async function mayLeave(): Promise<boolean> {
  for (const guard of [...guards]) {
    if (!(await guard())) return false;
  }
  return true;
}

/** What this site keeps in the current entry (nothing in an entry another script made). */
function entryState(): HistoryState {
  return (window.history.state as HistoryState | null) ?? {};
}

/** The location, the same object until the address changes (by a navigation, back, or another script). */
function snapshot(): HistoryLocation {
  // A back or forward the guards are undoing is not where the page is.
  if (undoing && current) return current;
  const { pathname, search, hash } = window.location;
  const entry = entryState();
  const key = entry.key ?? 'default';
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash || current.key !== key) {
    current = { pathname, search, hash, key, state: entry.usr ?? null, navigationType: lastType };
  }
  return current;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Back or forward: the page it leaves keeps its scroll position for a later return. With a guard
 * up, the step is undone first (the address must not change under a form that asks), and taken
 * again once the member says to leave.
 */
function onPopState(): void {
  const to = entryState().idx;
  if (undoing) {
    undoing = false;
    return;
  }
  // An entry without a place (one the browser made, an in-page #anchor) cannot be undone by count.
  if (guards.size > 0 && !allowed && to !== undefined && to !== index) {
    const delta = to - index;
    undoing = true;
    window.history.go(-delta);
    void mayLeave().then((leave) => {
      if (!leave) return;
      allowed = true;
      window.history.go(delta);
    });
    return;
  }
  allowed = false;
  if (current) rememberScroll(current.key);
  index = to ?? index;
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

function go(to: To, state: unknown, replace: boolean, unguarded = false): void {
  const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  if (guards.size > 0 && !unguarded) {
    void mayLeave().then((leave) => {
      if (leave) move(url, state, replace);
    });
    return;
  }
  move(url, state, replace);
}

function move(url: URL, state: unknown, replace: boolean): void {
  rememberScroll(snapshot().key);
  if (!replace) index += 1;
  const entry: HistoryState = { key: newKey(), idx: index, ...(state === undefined || state === null ? {} : { usr: state }) };
  const address = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(entry, '', address);
  else window.history.pushState(entry, '', address);
  lastType = replace ? 'REPLACE' : 'PUSH';
  notify();
}

/** react-router's navigator, and a way for a page to ask before the member leaves it. */
export interface GuardedNavigator extends Navigator {
  /** Asks `guard` before every navigation, back and forward included, until the returned function is called. */
  block?: (guard: LeaveGuard) => () => void;
}

/**
 * The one history of the page (ADR 0036): the browser's own, one key per entry. The shell (or a
 * remote's stand-in shell) owns it; its react-router and every remote's render with this
 * navigator, so a navigation from any root re-renders them all, and back and forward work across
 * remotes. A path of this site changes the address; anything else (another origin) is left to
 * the browser. A page's guard (`block`, through `useLeaveGuard`) is asked first.
 */
export const navigator: GuardedNavigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
  block: (guard) => {
    guards.add(guard);
    return () => void guards.delete(guard);
  },
};

/**
 * At start: the entry gets a key of its own (a first visit has none, and positions are kept by
 * key), and the shell takes scrolling over from the browser.
 */
export function startHistory(): void {
  const entry = entryState();
  index = entry.idx ?? 0;
  if (!entry.key || entry.idx === undefined) window.history.replaceState({ ...entry, key: entry.key ?? newKey(), idx: index }, '');
  startScrollRestoration(() => snapshot().key);
}

/**
 * For the shell's code outside React (session notices, the reality check): a navigation by path
 * that no page's guard can hold back (an ended session must leave the page).
 */
export function navigate(to: string, options?: { replace?: boolean }): void {
  go(to, undefined, options?.replace === true, true);
}

/** The current location; re-renders on every navigation. */
export function useHistoryLocation(): HistoryLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

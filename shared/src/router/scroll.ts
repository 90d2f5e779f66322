/**
 * Scroll positions by history entry (ADR 0036). The browser's own restoration runs before a
 * remote's page has drawn its content, so the shell takes it over: back and forward return to
 * where the member was on that entry once the page is tall enough again; every other navigation
 * starts at the top, or at its `#hash`. Kept in session storage, so a reload returns too.
 */

const storageKey = 'scroll_positions';
/** Entries kept: enough for any back-and-forth, small in storage. */
const limit = 50;
/** How long a return waits for the page to grow before it scrolls as far as it can. */
const patienceMs = 5000;

const positions = new Map<string, number>();
let stopPending: (() => void) | null = null;

let keptRead = false;

/**
 * The positions this tab kept before a reload, read before `positions` is first used (a
 * navigation, a return, leaving), not during the start: the first read of the tab's session
 * storage waits on the browser (issue 21).
 */
function readKept(): void {
  if (keptRead) return;
  keptRead = true;
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    if (Array.isArray(kept)) {
      for (const item of kept) {
        if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number') positions.set(item[0], item[1]);
      }
    }
  } catch {
    // Unreadable: start afresh.
  }
}

function save(): void {
  readKept();
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
  } catch {
    // Storage full or refused: positions still hold for this page's life.
  }
}

/** Records where the page is scrolled now, as the position of entry `key`. */
export function rememberScroll(key: string): void {
  readKept();
  positions.delete(key);
  positions.set(key, Math.round(window.scrollY));
  while (positions.size > limit) positions.delete(positions.keys().next().value as string);
}

/** Takes scrolling over from the browser, with the positions this tab kept before a reload. */
export function startScrollRestoration(currentKey: () => string): void {
  window.history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    rememberScroll(currentKey());
    save();
  });
}

/** Scrolls to `y` once the page is tall enough, unless the member scrolls first or another navigation comes. */
function scrollWhenReachable(y: number): void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  if (reachable() || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, y);
    return;
  }
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, y);
    stop();
  });
  const timer = window.setTimeout(() => {
    window.scrollTo(0, y);
    stop();
  }, patienceMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop);
    stopPending = null;
  };
  observer.observe(document.body);
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  stopPending = stop;
}

/** After a navigation has rendered: back or forward returns to the entry's position; the rest start at the top or the hash. */
export function restoreScroll(location: { key: string; hash: string; navigationType: string }): void {
  stopPending?.();
  if (location.navigationType === 'POP') {
    readKept();
    const y = positions.get(location.key);
    if (y !== undefined) scrollWhenReachable(y);
    return;
  }
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

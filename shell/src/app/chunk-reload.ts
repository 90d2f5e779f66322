import { isChunkLoadError } from '@member-site/shared';

const storageKey = 'chunk-reload-at';
export const reloadGuardMs = 60_000;

/**
 * A failed chunk load usually means a new release replaced the hashed files: reload the page to
 * get the new ones, at most once per 60 s so a broken deploy cannot loop. Returns true when it
 * reloads.
 */
export function reloadForChunkError(error: unknown, now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(storageKey) ?? 0);
    if (now - last < reloadGuardMs) return false;
    sessionStorage.setItem(storageKey, String(now));
  } catch {
    return false;
  }
  console.error('[shell] E17 chunk load failed, reloading once', error);
  reload();
  return true;
}

/** Catches chunk failures nobody handled (a lazy import outside any boundary). */
export function installChunkReloadGuard(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForChunkError(event.reason)) event.preventDefault();
  });
}

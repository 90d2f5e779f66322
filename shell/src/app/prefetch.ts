import type { RemoteName } from '@member-site/shared';
import { loadRemoteApp, prefetchRemotes } from '../federation/registry';
import { firstPageShown } from './progress';

/** Spec section 9: prefetch waits for an idle moment, at most 2 s. */
export const prefetchIdleTimeoutMs = 2_000;
/**
 * The other remotes are fetched only once the first page is on screen and has had this long for
 * its own first reads (issue 36): before, their manifests, entries and apps (about 40 KB on three
 * more origins) shared a phone's bandwidth with the page the member opened. A link pointed at
 * warms its remote at once anyway (warmRemote).
 */
export const prefetchAfterPageMs = 1_000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on 2g (or slower) connections or when the member asked to save data. */
export function connectionAllowsPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

const thisConnection = () => (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

/** Fetches the member remotes on idle so the next page opens at once. */
export function prefetchMemberRemotes(names: RemoteName[]): void {
  if (!connectionAllowsPrefetch(thisConnection())) return;
  const run = () => prefetchRemotes(names);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs });
  else setTimeout(run, prefetchIdleTimeoutMs);
}

/**
 * Prefetches the other member remotes (prefetchMemberRemotes) after the visit's first page is on
 * screen and prefetchAfterPageMs more have passed. Returns the cancel.
 */
export function prefetchAfterFirstPage(names: RemoteName[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const subscription = firstPageShown.subscribe((shown) => {
    if (shown && timer === undefined) timer = setTimeout(() => prefetchMemberRemotes(names), prefetchAfterPageMs);
  });
  return () => {
    subscription.unsubscribe();
    clearTimeout(timer);
  };
}

const warmed = new Set<RemoteName>();

/**
 * A link to another remote's page was hovered, touched or focused: that remote's entry runs and
 * its app module loads now, so the click only mounts it (once per remote and page load; never on
 * 2g or data-saver; a failure is left to the click, which shows the area's own message).
 */
export function warmRemote(name: RemoteName): void {
  if (warmed.has(name) || !connectionAllowsPrefetch(thisConnection())) return;
  warmed.add(name);
  loadRemoteApp(name).catch(() => warmed.delete(name));
}

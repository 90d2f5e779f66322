import type { RemoteName } from '@member-site/shared';
import { prefetchRemotes } from '../federation/registry';

/** Spec section 9: prefetch waits for an idle moment, at most 2 s. */
export const prefetchIdleTimeoutMs = 2_000;

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

/** Fetches the member remotes on idle so the next page opens at once. */
export function prefetchMemberRemotes(names: RemoteName[]): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connectionAllowsPrefetch(connection)) return;
  const run = () => prefetchRemotes(names);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs });
  else setTimeout(run, prefetchIdleTimeoutMs);
}

import type { RemotesConfig } from '../contract/runtime-config';
import { hostApp } from './registry';
import { previewChoice, type PreviewChoice } from './preview';
import type { ReleaseRegistry } from './remotes-config';

export const bucketKey = 'release-bucket';

export interface ReleaseChoice {
  /** This browser's canary bucket, 0–99; null: none could be kept, so every remote is live. */
  bucket: number | null;
  preview: PreviewChoice | null;
}

/** The page's local storage, or null where even reading it throws (some private modes). */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function randomBucket(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 100;
}

/**
 * This browser's canary bucket: drawn once and kept, so the same browser gets the same version on
 * every load. A bucket that cannot be kept would flip between versions, so then there is none.
 */
export function releaseBucket(storage: Storage | null, draw: () => number = randomBucket): number | null {
  if (!storage) return null;
  try {
    const kept = storage.getItem(bucketKey);
    if (kept !== null && /^\d{1,2}$/.test(kept)) return Number(kept);
    const bucket = draw();
    storage.setItem(bucketKey, String(bucket));
    return bucket;
  } catch (error) {
    console.error(`[${hostApp}] E44 local storage refused the release bucket; the live versions are used`, error);
    return null;
  }
}

/** True when some remote has a canary: only then does a browser need a bucket. */
export function hasCanary(registry: ReleaseRegistry): boolean {
  return Object.values(registry.remotes).some((release) => release.canary !== undefined);
}

/**
 * The one version of each remote this browser loads: a verified preview of a kept version, else
 * the canary when the bucket falls under its percent, else the live version.
 */
export function chooseRemotes(registry: ReleaseRegistry, choice: ReleaseChoice): RemotesConfig {
  return Object.fromEntries(
    Object.entries(registry.remotes).map(([name, release]) => {
      const previewed = choice.preview?.remote === name ? release.versions[choice.preview.version] : undefined;
      const { canary } = release;
      const canaryHere = canary && choice.bucket !== null && choice.bucket < canary.percent;
      const chosen =
        previewed ?? (canaryHere ? { entry: canary.entry, version: canary.version, integrity: canary.integrity, routes: canary.routes } : release.live);
      return [name, chosen];
    }),
  );
}

/**
 * What this browser loads, decided once at start (before the federation runtime is set up): the
 * bucket only when some remote has a canary, the preview only when a link or a kept one exists.
 */
export async function releaseChoice(registry: ReleaseRegistry): Promise<RemotesConfig> {
  const storage = pageStorage();
  const bucket = hasCanary(registry) ? releaseBucket(storage) : null;
  return chooseRemotes(registry, { bucket, preview: await previewChoice(registry, storage) });
}

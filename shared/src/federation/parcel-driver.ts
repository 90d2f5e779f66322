import type { Parcel } from 'single-spa';
import { hostApp } from './registry';

export interface ParcelDriver {
  /** Sends the latest props once the mount (and any earlier update) is done; calls made meanwhile coalesce. */
  update(): void;
  /** Unmounts once the mount is done, so a parcel still mounting never keeps its root running. */
  unmount(): Promise<void>;
}

/**
 * Orders a parcel's lifecycle calls. single-spa refuses `update` unless the parcel is MOUNTED,
 * so an update sent during the mount (or during another update) would be lost; and a parcel left
 * behind while mounting must still be unmounted when its mount completes.
 */
export function driveParcel(parcel: Parcel, latestProps: () => object, name: string): ParcelDriver {
  let chain: Promise<unknown> = parcel.mountPromise;
  let updateQueued = false;
  let unmounting: Promise<void> | null = null;

  return {
    update() {
      if (updateQueued || unmounting || !parcel.update) return;
      updateQueued = true;
      chain = chain
        .then(() => {
          updateQueued = false;
          if (!unmounting) return parcel.update?.(latestProps());
        })
        .catch((error: unknown) => console.error(`[${hostApp}] E29 ${name} update failed`, error));
    },
    unmount() {
      // A failed mount has nothing to unmount; RemoteArea reports that failure itself.
      unmounting ??= parcel.mountPromise.then(
        () =>
          chain
            .then(() => parcel.unmount())
            .then(() => undefined)
            .catch((error: unknown) => console.error(`[${hostApp}] E30 ${name} unmount failed`, error)),
        () => undefined,
      );
      return unmounting;
    },
  };
}

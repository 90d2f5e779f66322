import { mountRootParcel, type AppProps, type Parcel, type ParcelConfig } from 'single-spa';
import { hostApp } from './registry';

export interface ParcelDriver {
  /** Settles when the page's mount does: resolves once it is on screen, rejects if it failed. */
  mounted: Promise<unknown>;
  /** Sends the latest props once the mount (and any earlier update) is done; calls made meanwhile coalesce. */
  update(): void;
  /** Unmounts once the mount is done, so a parcel still mounting never keeps its root running. */
  unmount(): Promise<void>;
}

let pageHost: Promise<AppProps['mountParcel']> | undefined;

/**
 * single-spa 6 keeps every parcel mounted by `mountRootParcel` in its registry for the page's
 * whole life: on unmount it forgets only a parcel that has a parent. Each page a member left kept
 * its props there, with its DOM element and the ~150 event listeners React puts on a root's
 * container (issue 36). So the host mounts one parcel of its own that never unmounts, and every
 * page as a child of it, which single-spa forgets once unmounted (ADR 0052). (Its name is
 * single-spa's own, `parcel-<n>`: a parent needs one, for the child to be forgotten.)
 */
function mountParcel(): Promise<AppProps['mountParcel']> {
  pageHost ??= new Promise((resolve) => {
    const none = () => Promise.resolve();
    const mount = (props: AppProps) => {
      resolve(props.mountParcel);
      return none();
    };
    mountRootParcel({ bootstrap: none, mount, unmount: none }, { domElement: document.createElement('div') });
  });
  return pageHost;
}

/**
 * Mounts a remote's page as a parcel and orders its lifecycle calls. single-spa refuses `update`
 * unless the parcel is MOUNTED, so an update sent during the mount (or during another update)
 * would be lost; and a parcel left behind while mounting must still be unmounted when its mount
 * completes.
 */
export function mountPage(config: ParcelConfig & { name: string }, props: object & { domElement: HTMLElement }, latestProps: () => object): ParcelDriver {
  let parcel: Parcel;
  const mounted = mountParcel().then((mount) => (parcel = mount(config, props)).mountPromise);
  let chain: Promise<unknown> = mounted;
  let updateQueued = false;
  let unmounting: Promise<void> | null = null;

  return {
    mounted,
    update() {
      if (updateQueued || unmounting) return;
      updateQueued = true;
      chain = chain
        .then(() => {
          updateQueued = false;
          if (!unmounting) return parcel.update?.(latestProps());
        })
        .catch((error: unknown) => console.error(`[${hostApp}] E29 ${config.name} update failed`, error));
    },
    unmount() {
      // A failed mount has nothing to unmount; the area reports that failure itself.
      unmounting ??= mounted.then(
        () =>
          chain
            .then(() => parcel.unmount())
            .then(() => undefined)
            .catch((error: unknown) => console.error(`[${hostApp}] E30 ${config.name} unmount failed`, error)),
        () => undefined,
      );
      return unmounting;
    },
  };
}

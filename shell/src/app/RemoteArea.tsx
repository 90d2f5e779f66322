import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { navigator, texts, type PageLocation, type RemoteName, type RemoteProps } from '@member-site/shared';
import { mountPage, type ParcelDriver } from '@member-site/shared/federation';
import { loadRemoteApp, resetRemote, versionOf } from '../federation/registry';
import { reloadForChunkError } from './chunk-reload';
import { holdPagePlace, type PagePlace } from './page-placeholder';
import { dropPrerendered, restoreTyped, takePrerendered } from './prerendered';
import { finishProgress } from './progress';
import { useShell } from './shell-context';

interface RemoteAreaProps {
  remote: RemoteName;
  page: string;
  /** The route table's path of the page's route: the remote's `useParams` reads it. */
  route: string;
  location: PageLocation;
  /** A member page's heading and lead: they show where the page will be until the page comes (ADR 0053, 0060). */
  placeholder?: PagePlace;
}

type AreaState = 'loading' | 'ready' | 'failed';

/**
 * Mounts a remote's page as a single-spa parcel. A new page or new params of the same remote
 * only `update` the parcel. If the remote cannot load, this area alone shows a Thai message
 * with a retry; the rest of the site keeps working.
 */
export function RemoteArea({ remote, page, route, location, placeholder }: RemoteAreaProps) {
  const { remoteSession, api, config } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<ParcelDriver | null>(null);
  const [state, setState] = useState<AreaState>('loading');
  const [attempt, setAttempt] = useState(0);

  const onPageError = useCallback((error: unknown) => {
    finishProgress();
    reloadForChunkError(error);
  }, []);

  const props: RemoteProps = {
    page,
    route,
    location,
    navigator,
    session: remoteSession,
    api,
    config,
    onPageReady: finishProgress,
    onPageError,
  };
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    // Not React's children: the page's root empties the area in the commit that draws the page,
    // so heading and page never show together and nothing moves.
    holdPagePlace(host.current, placeholder);
    // Only the area's first page: a later one of the same remote is an update of the mounted page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error(`[shell] E19 ${remote} failed to load`, error);
      // The server's page of a remote that cannot run would look usable: gone, the fallback shows.
      dropPrerendered();
      finishProgress();
      if (!reloadForChunkError(error)) setState('failed');
    };
    let adopted: HTMLElement | null = null;
    loadRemoteApp(remote)
      .then((app) => {
        if (cancelled || !host.current) return;
        // The server's HTML of this very page: hydrated in place, nothing drawn twice.
        adopted = takePrerendered(remote, latest.current.page, versionOf(remote));
        if (!adopted) restoreTyped(host.current);
        const mountProps: RemoteProps & { domElement: HTMLElement } = { ...latest.current, domElement: adopted ?? host.current, hydrate: adopted !== null };
        parcel.current = mountPage(
          { bootstrap: app.bootstrap, mount: app.mount, unmount: app.unmount, update: app.update, name: remote },
          mountProps,
          () => latest.current,
        );
        return parcel.current.mounted.then(() => {
          if (!cancelled) setState('ready');
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      // Also a parcel still mounting: it is unmounted as soon as its mount completes.
      const leaving = adopted;
      void parcel.current?.unmount().then(() => leaving?.remove());
      parcel.current = null;
    };
  }, [remote, attempt]);

  useEffect(() => {
    // During the mount this waits for it: the page the member moved to is never lost.
    parcel.current?.update();
  }, [page, location]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {state === 'failed' && (
        <div className="remote-fallback" role="alert" data-remote={remote}>
          <p className="remote-fallback__title">{texts.remoteUnavailable}</p>
          <p className="remote-fallback__hint">{texts.remoteUnavailableHint}</p>
          <button type="button" className="ms-button" onClick={retry}>
            {texts.retry}
          </button>
        </div>
      )}
      <div ref={host} className="remote-area" data-remote={remote} hidden={state === 'failed'} />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { navigator, texts, type ApiClient, type PageLocation } from '@member-site/shared';
import { loadRemoteApp, mountPage, resetRemote, type ParcelDriver } from '@member-site/shared/federation';
import type { StaffIdentity, StaffRemoteName, StaffRemoteProps } from '@member-site/shared/staff';

interface StaffRemoteAreaProps {
  remote: StaffRemoteName;
  page: string;
  /** The staff route table's path of the page's route: the remote's `useParams` reads it. */
  route: string;
  location: PageLocation;
  api: ApiClient;
  staff: StaffIdentity;
}

type AreaState = 'loading' | 'ready' | 'failed';

const noop = () => undefined;

function pageError(error: unknown): void {
  console.error('[backoffice] E10 a staff page reported an error', error);
}

/**
 * Mounts a staff remote's page as a single-spa parcel, with the staff services (StaffRemoteProps).
 * A new page or location of the same remote only `update`s it (the shared parcel driver orders the
 * calls). The load is bounded (the shared federation's 7 s, well under Module Federation's own
 * 20 s) and checked against the registry's integrity; a remote that cannot come shows this area's
 * Thai fallback with a retry, and the frame, the menu and the other pages keep working.
 */
export function StaffRemoteArea({ remote, page, route, location, api, staff }: StaffRemoteAreaProps) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<ParcelDriver | null>(null);
  const [state, setState] = useState<AreaState>('loading');
  const [attempt, setAttempt] = useState(0);

  const props: StaffRemoteProps = { page, route, location, navigator, api, staff, onPageReady: noop, onPageError: pageError };
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadRemoteApp(remote)
      .then((app) => {
        if (cancelled || !host.current) return;
        parcel.current = mountPage(
          { bootstrap: app.bootstrap, mount: app.mount, unmount: app.unmount, update: app.update, name: remote },
          { ...latest.current, domElement: host.current },
          () => latest.current,
        );
        return parcel.current.mounted.then(() => {
          if (!cancelled) setState('ready');
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(`[backoffice] E9 ${remote} failed to load`, error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      // Also a parcel still mounting: it is unmounted as soon as its mount completes.
      void parcel.current?.unmount();
      parcel.current = null;
    };
  }, [remote, attempt]);

  useEffect(() => {
    // During the mount this waits for it: the page the staff member moved to is never lost.
    parcel.current?.update();
  }, [page, location, staff]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {state === 'failed' ? (
        <div className="ms-notice bo-fallback" role="alert" data-remote={remote}>
          <p className="ms-notice__title">{texts.remoteUnavailable}</p>
          <p className="ms-notice__hint">{texts.remoteUnavailableHint}</p>
          <button type="button" className="ms-button" onClick={retry}>
            {texts.retry}
          </button>
        </div>
      ) : null}
      {state === 'loading' ? (
        <p className="bo-area__loading" role="status">
          {texts.loading}
        </p>
      ) : null}
      <div ref={host} className="bo-area" data-remote={remote} hidden={state === 'failed'} />
    </>
  );
}

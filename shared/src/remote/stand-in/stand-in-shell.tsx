import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Router, type NavigationType as RouterAction } from 'react-router-dom';
import { createApiClient, errorText } from '../../api/client';
import type { RuntimeConfig } from '../../contract/runtime-config';
import type { RemoteName } from '../../route-pages';
import { routePath, routes, type RouteName } from '../../routes';
import { navigator, startHistory, useHistoryLocation } from '../../router/history';
import { matchRoute } from '../../router/match-route';
import { restoreScroll } from '../../router/scroll';
import type { RemoteProps } from '../props';
import type { RemoteSession } from '../session-bus';
import { useStream } from '../use-stream';
import { createStandInSession } from './stand-in-session';
import './stand-in.css';

/** A remote's exposed `./app`: single-spa lifecycles (createRemoteApp). */
export interface RemoteLifecycles {
  bootstrap(props: object): Promise<unknown>;
  mount(props: object): Promise<unknown>;
  unmount(props: object): Promise<unknown>;
  update?(props: object): Promise<unknown>;
}

export interface StandInOptions {
  remote: RemoteName;
  config: RuntimeConfig;
}

interface Services {
  session: RemoteSession;
  api: RemoteProps['api'];
  config: RuntimeConfig;
}

/** Mounts the remote's app as the shell does: mount once, then an update per page or location, in order. */
function RemoteParcel({ app, name, props }: { app: RemoteLifecycles; name: string; props: RemoteProps }) {
  const host = useRef<HTMLDivElement>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(props);
  latest.current = props;
  const full = useCallback(() => ({ ...latest.current, name, domElement: host.current }), [name]);

  useEffect(() => {
    const first = full();
    chain.current = app.bootstrap(first).then(() => app.mount(first));
    return () => {
      chain.current = chain.current.then(() => app.unmount(full()));
    };
  }, [app, full]);
  useEffect(() => {
    chain.current = chain.current.then(() => app.update?.(full()));
  }, [app, full, props.page, props.location]);
  return <div ref={host} />;
}

function SignIn({ session }: { session: RemoteSession }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    session
      .login({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <form className="stand-in__sign-in" method="post" onSubmit={submit}>
      <h1>เข้าสู่ระบบ</h1>
      <label>
        เบอร์โทรศัพท์
        <input name="username" autoComplete="username" required />
      </label>
      <label>
        รหัสผ่าน
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={busy}>
        เข้าสู่ระบบ
      </button>
    </form>
  );
}

function StandIn({ app, remote, services }: { app: RemoteLifecycles; remote: RemoteName; services: Services }) {
  const location = useHistoryLocation();
  const token = useStream(services.session.accessToken);
  const match = matchRoute(location.pathname);
  const own = useMemo(
    () => (Object.keys(routes) as RouteName[]).filter((name) => routes[name].remote === remote && !routes[name].path.includes(':')),
    [remote],
  );
  useLayoutEffect(() => restoreScroll(location), [location]);

  let body;
  if (!match) body = <p role="alert">ไม่พบหน้านี้</p>;
  else if (match.route.remote !== remote) body = <p role="alert">{`หน้านี้เป็นของ ${match.route.remote} ซึ่งไม่ได้ทำงานในหน้าทดสอบนี้`}</p>;
  else if (match.route.access === 'member' && !token) body = <SignIn session={services.session} />;
  else
    body = (
      <RemoteParcel
        app={app}
        name={remote}
        props={{
          ...services,
          page: match.route.page,
          route: match.route.path,
          location,
          navigator,
          onPageReady: () => undefined,
          onPageError: (error) => console.error(error),
        }}
      />
    );

  return (
    <Router location={location} navigator={navigator} navigationType={location.navigationType as RouterAction}>
      <header className="stand-in__bar">
        <strong>{`${remote} · stand-in shell`}</strong>
        <nav aria-label="หน้าของแอปนี้">
          {own.map((name) => (
            <Link key={name} to={routePath(name)}>
              {routes[name].title}
            </Link>
          ))}
        </nav>
        {token ? (
          <button type="button" onClick={() => void services.session.logout()}>
            ออกจากระบบ
          </button>
        ) : null}
      </header>
      <main className="stand-in__page">{body}</main>
    </Router>
  );
}

/**
 * A remote on its own (ADR 0036): `npm run alone -w <remote>` serves this page from the remote's
 * dev server. It stands in for the shell with the same seams (the one history, react-router, the
 * API client, a session with the same streams and commands) and mounts the remote's real `./app`,
 * so the team runs the very code the site runs, against the local API.
 */
export function startStandIn(app: RemoteLifecycles, { remote, config }: StandInOptions): void {
  startHistory();
  let session: RemoteSession | null = null;
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getToken: () => session?.accessToken.getValue() ?? '',
    onUnauthorized: () => session?.expireSession(),
  });
  session = createStandInSession(api);
  const container = document.getElementById('root');
  if (!container) throw new Error('[shared] E8 #root missing on the stand-in page');
  createRoot(container).render(<StandIn app={app} remote={remote} services={{ session, api, config }} />);
}

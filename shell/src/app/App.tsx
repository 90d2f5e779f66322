import { useEffect, useMemo, useRef } from 'react';
import type { Subscription } from 'rxjs';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { ApiClient, RuntimeConfig } from '@member-site/shared';
import { Frame } from '../router/Frame';
import type { Session } from '../session/session';
import { startMemberPollers } from '../session/pollers';
import { createRemoteSession } from '../session/remote-session';
import { prefetchMemberRemotes } from './prefetch';
import { ProgressBar } from './ProgressBar';
import { reportSilentSignInFailure, watchSessionExpiry } from './session-notices';
import { ShellContext, type ShellServices } from './shell-context';

interface AppProps {
  session: Session;
  api: ApiClient;
  config: RuntimeConfig;
}

/** Inside the router: the services remotes receive, the session watchers and the member pollers. */
function ShellRoot({ session, api, config }: AppProps) {
  const navigate = useNavigate();
  // One view for the whole visit: remotes may hold on to its streams.
  const remoteSession = useMemo(() => createRemoteSession(session), [session]);
  const services = useMemo<ShellServices>(
    () => ({ session, remoteSession, api, config, navigate: (to, options) => void navigate(to, options) }),
    [session, remoteSession, api, config, navigate],
  );
  // navigate changes with every route; the session watchers below must outlive routes.
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;

  useEffect(() => {
    const go = (to: string) => void latestNavigate.current(to);
    const expiry = watchSessionExpiry(session, go);
    let silentSignIn: Subscription | null = null;
    let disposed = false;
    // Its own chunk: only sites whose operator names a member service load it.
    if (config.clientApi) {
      import('../session/member-service')
        .then(({ startSilentSignIn }) => {
          if (disposed) return;
          silentSignIn = startSilentSignIn({
            store: session,
            clientApi: config.clientApi,
            storage: window.localStorage,
            onRefused: () => reportSilentSignInFailure(go),
          });
        })
        .catch((error: unknown) => console.error('[shell] E31 member-service sign-in unavailable', error));
    }
    return () => {
      disposed = true;
      expiry.unsubscribe();
      silentSignIn?.unsubscribe();
    };
  }, [session, config]);

  // Not keyed on navigate: moving between routes must not restart the 60 s schedule.
  useEffect(() => {
    const pollers = startMemberPollers({
      session,
      api,
      currentPath: () => window.location.pathname,
      onSessionExpired: () => session.expireSession(),
    });
    const prefetch = session.accessToken.subscribe((token) => {
      if (token) prefetchMemberRemotes(['mf_games', 'mf_wallet', 'mf_account']);
    });
    return () => {
      pollers.unsubscribe();
      prefetch.unsubscribe();
    };
  }, [session, api]);

  return (
    <ShellContext.Provider value={services}>
      <ProgressBar />
      <Frame />
    </ShellContext.Provider>
  );
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <ShellRoot {...props} />
    </BrowserRouter>
  );
}

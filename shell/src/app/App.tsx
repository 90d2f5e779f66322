import { useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { ApiClient, RuntimeConfig } from '@member-site/shared';
import { Frame } from '../router/Frame';
import type { Session } from '../session/session';
import { startMemberPollers } from '../session/pollers';
import { createRemoteSession } from '../session/remote-session';
import { prefetchMemberRemotes } from './prefetch';
import { ProgressBar } from './ProgressBar';
import { watchSessionExpiry } from './session-notices';
import { ShellContext, type ShellServices } from './shell-context';

interface AppProps {
  session: Session;
  api: ApiClient;
  config: RuntimeConfig;
}

/** Inside the router: the services remotes receive, and the member pollers. */
function ShellRoot({ session, api, config }: AppProps) {
  const navigate = useNavigate();
  const services = useMemo<ShellServices>(
    () => ({
      session,
      remoteSession: createRemoteSession(session),
      api,
      config,
      navigate: (to, options) => void navigate(to, options),
    }),
    [session, api, config, navigate],
  );

  useEffect(() => {
    const pollers = startMemberPollers({
      session,
      api,
      currentPath: () => window.location.pathname,
      onSessionExpired: () => session.expireSession(),
    });
    const expiry = watchSessionExpiry(session, (to) => void navigate(to));
    const prefetch = session.accessToken.subscribe((token) => {
      if (token) prefetchMemberRemotes(['mf_games', 'mf_wallet', 'mf_account']);
    });
    return () => {
      pollers.unsubscribe();
      expiry.unsubscribe();
      prefetch.unsubscribe();
    };
  }, [session, api, navigate]);

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

import { useEffect, useMemo } from 'react';
import { Router } from 'react-router-dom';
import type { NavigationType as RouterAction } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { navigate, navigator, useHistoryLocation, type ApiClient, type RuntimeConfig } from '@member-site/shared';
import { preloadMemberChrome } from '../layouts/layouts';
import { Frame } from '../router/Frame';
import type { Session } from '../session/session';
import { createNoticeBoard } from '../session/notice-board';
import { startMemberPollers } from '../session/pollers';
import { createRemoteSession } from '../session/remote-session';
import { ProgressBar } from './ProgressBar';
import { reportSilentSignInFailure, watchSessionExpiry } from './session-notices';
import { ShellContext, type ShellServices } from './shell-context';

interface AppProps {
  session: Session;
  api: ApiClient;
  config: RuntimeConfig;
}

/** The services remotes receive, the session watchers and the member pollers, around the frame. */
export function App({ session, api, config }: AppProps) {
  // One view for the whole visit: remotes may hold on to its streams.
  const remoteSession = useMemo(() => createRemoteSession(session), [session]);
  const notices = useMemo(() => createNoticeBoard(), []);
  const services = useMemo<ShellServices>(() => ({ session, remoteSession, api, config, notices }), [session, remoteSession, api, config, notices]);
  const location = useHistoryLocation();

  useEffect(() => {
    const expiry = watchSessionExpiry(session, navigate);
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
            onRefused: () => reportSilentSignInFailure(navigate),
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

  // Once per visit: moving between routes must not restart the 60 s schedule.
  useEffect(() => {
    const pollers = startMemberPollers({
      session,
      api,
      currentPath: () => window.location.pathname,
      onSessionExpired: () => session.expireSession(),
      notify: notices.post,
    });
    // The member chrome, once there is a member; it prefetches the other remotes itself.
    const chrome = session.accessToken.subscribe((token) => {
      if (token) void preloadMemberChrome();
    });
    return () => {
      pollers.unsubscribe();
      chrome.unsubscribe();
    };
  }, [session, api, notices]);

  return (
    <ShellContext.Provider value={services}>
      <ProgressBar />
      {/* The shell's root on the page's one history (ADR 0036); each remote's root renders its own on the same. */}
      <Router location={location} navigator={navigator} navigationType={location.navigationType as RouterAction}>
        <Frame />
      </Router>
    </ShellContext.Provider>
  );
}

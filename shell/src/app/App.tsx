import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { routePath, showBlockingNotice, texts, type ApiClient, type RuntimeConfig } from '@member-site/shared';
import { createRouter } from '../router/router';
import type { Session } from '../session/session';
import { startMemberPollers } from '../session/pollers';
import { prefetchMemberRemotes } from './prefetch';
import { ProgressBar } from './ProgressBar';
import { ShellContext, type ShellServices } from './shell-context';

interface AppProps {
  session: Session;
  api: ApiClient;
  config: RuntimeConfig;
}

export function App({ session, api, config }: AppProps) {
  const router = useMemo(() => createRouter(config, session.isSignedIn), [config, session]);
  const services = useMemo<ShellServices>(
    () => ({ session, api, config, navigate: (to, options) => void router.navigate(to, options) }),
    [session, api, config, router],
  );

  useEffect(() => {
    const pollers = startMemberPollers({
      session,
      api,
      currentPath: () => window.location.pathname,
      onSessionExpired: () => {
        void showBlockingNotice(texts.sessionExpiredTitle, texts.sessionExpiredText).then(() =>
          router.navigate(routePath('logout')),
        );
      },
    });
    const prefetch = session.accessToken.subscribe((token) => {
      if (token) prefetchMemberRemotes(['mf_games', 'mf_wallet', 'mf_account']);
    });
    return () => {
      pollers.unsubscribe();
      prefetch.unsubscribe();
    };
  }, [session, api, router]);

  return (
    <ShellContext.Provider value={services}>
      <ProgressBar />
      <RouterProvider router={router} />
    </ShellContext.Provider>
  );
}

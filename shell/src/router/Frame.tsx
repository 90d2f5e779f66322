import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useStream, type RouteDef } from '@member-site/shared';
import { startProgress } from '../app/progress';
import { RemoteArea } from '../app/RemoteArea';
import { useShell } from '../app/shell-context';
import { layouts } from '../layouts/layouts';
import { LogoutPage } from '../pages/LogoutPage';
import type { RouteHandle } from './router';

function layoutOf(route: RouteDef, signedIn: boolean) {
  return signedIn && route.memberLayout ? route.memberLayout : route.layout;
}

/** Renders the matched route: its layout around its remote page (or the shell's own page). */
export function Frame() {
  const { session } = useShell();
  const signedIn = useStream(session.accessToken) !== '';
  const matches = useMatches();
  const location = useLocation();
  const match = matches[matches.length - 1];
  const route = (match?.handle as RouteHandle | undefined)?.route;

  useEffect(() => {
    startProgress();
  }, [location.pathname, location.search]);

  if (!match || !route) return null;
  const layoutName = layoutOf(route, signedIn);
  const Layout = layouts[layoutName];
  const params = Object.fromEntries(
    Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return (
    <Layout key={layoutName} routePath={route.path}>
      {route.remote === 'shell' ? (
        <LogoutPage />
      ) : (
        <RemoteArea key={route.remote} remote={route.remote} page={route.page} params={params} search={location.search} />
      )}
    </Layout>
  );
}

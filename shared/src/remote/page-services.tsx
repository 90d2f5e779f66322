import { createContext, type ReactNode, useContext } from 'react';
import { Route, Router, Routes } from 'react-router-dom';
import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from '../contract/runtime-config';
import { LeaveGuardProvider } from '../router/leave-guard';
import type { PageLocation, PageNavigator } from './props';
import type { RemoteSession } from './session-bus';

/** What every page may use, through hooks: the API client, the session view and the site's configuration. */
export interface PageServices {
  api: ApiClient;
  /** Read-only session values plus commands; the shell alone writes the session. */
  session: RemoteSession;
  config: RuntimeConfig;
}

const PageServicesContext = createContext<PageServices | null>(null);

/** The page's services; a component rendered outside a page root is a programming error. */
export function usePageServices(): PageServices {
  const services = useContext(PageServicesContext);
  if (!services) throw new Error('[shared] E7 a page hook was used outside a page root (createPageRoot, or renderPage in tests)');
  return services;
}

/** The API client: every call goes through it (paths from `apiPaths`). */
export const useApi = (): ApiClient => usePageServices().api;
/** The session view: read its values with `useStream`, ask the shell with its commands. */
export const useSession = (): RemoteSession => usePageServices().session;
/** The site's runtime configuration (config.json). */
export const useConfig = (): RuntimeConfig => usePageServices().config;

export interface PageFrameProps {
  services: PageServices;
  location: PageLocation;
  navigator: PageNavigator;
  /** The route table's path of the page's route ('/Sport/:sport'): `useParams` reads its parameters. */
  route: string;
  children: ReactNode;
}

/**
 * What a page renders inside (ADR 0036): its services, and react-router on the page's one
 * history. Every root on the page (the shell's and each remote's) renders its own `<Router>` with
 * the shell's navigator, so `Link`, `useNavigate`, `useParams`, `useSearchParams` and
 * `useLocation` work in a remote as in any React app, and a navigation from any root moves them all.
 * The location is the one the shell has drawn (after its steps), so a page never renders for an
 * address the shell has not accepted yet.
 */
export function PageFrame({ services, location, navigator, route, children }: PageFrameProps) {
  return (
    <PageServicesContext.Provider value={services}>
      <LeaveGuardProvider block={navigator.block}>
        <Router location={location} navigator={navigator}>
          <Routes>
            <Route path={route} element={children} />
          </Routes>
        </Router>
      </LeaveGuardProvider>
    </PageServicesContext.Provider>
  );
}

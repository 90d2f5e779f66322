// What a staff page gets from the back office, and how a staff remote is built (issue 35, ADR
// 0046). The same seams as a member page (ADR 0036): react-router on the page's one history, the
// API client through a hook, each page its own chunk inside an error boundary. What differs is
// the session: a staff member (their identity and permissions) instead of the member's session,
// and an API client that carries the staff session's token.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import React, { createContext, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Route, Router, Routes } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { ApiClient } from '../api/client';
import type { StaffIdentity } from '../contract/staff';
import type { StaffPermission } from '../contract/staff-roles';
import { AppError } from '../errors';
import { PageBoundary, PageReady } from '../remote/create-remote-app';
import type { PageLocation, PageNavigator } from '../remote/props';
import { LeaveGuardProvider } from '../router/leave-guard';
import { texts } from '../texts';
import { preloadableLazy } from '../ui/preloadable-lazy';
import { Spinner } from '../ui/Spinner';
import type { StaffPageMap, StaffRemoteName } from './routes';

/** What the back office passes to a staff remote's `./app` parcel; `update` carries the new page and location. */
export interface StaffRemoteProps {
  page: string;
  /** The staff route table's path of the page's route ('/members/:username'). */
  route: string;
  location: PageLocation;
  navigator: PageNavigator;
  /** Carries the staff session's token; a 401 ends the session (the back office shows its sign-in). */
  api: ApiClient;
  staff: StaffIdentity;
  onPageReady: () => void;
  onPageError: (error: unknown) => void;
}

export interface StaffServices {
  api: ApiClient;
  staff: StaffIdentity;
}

const StaffServicesContext = createContext<StaffServices | null>(null);

function useStaffServices(): StaffServices {
  const services = useContext(StaffServicesContext);
  if (!services) throw new Error('[shared] E9 a staff page hook was used outside a staff page root (createStaffApp, StaffFrame)');
  return services;
}

/** The API client with the staff session's token: call staff endpoints with `call(api, staffXEndpoint, …)`. */
export const useStaffApi = (): ApiClient => useStaffServices().api;
/** The signed-in staff member. */
export const useStaff = (): StaffIdentity => useStaffServices().staff;
/** Whether the staff member may use what needs `permission`: a control they may not use is not shown (the API refuses it anyway). */
export function useCan(permission: StaffPermission): boolean {
  return useStaffServices().staff.permissions.includes(permission);
}

/** The server-state cache of one root: a staff page reads and writes through TanStack Query (ADR 0047). */
export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: true },
      mutations: { retry: 0 },
    },
  });
}

export interface StaffFrameProps {
  services: StaffServices;
  queryClient: QueryClient;
  location: PageLocation;
  navigator: PageNavigator;
  route: string;
  children: ReactNode;
}

/** What a staff page renders inside: its services, its query cache and react-router on the page's one history. */
export function StaffFrame({ services, queryClient, location, navigator, route, children }: StaffFrameProps) {
  return (
    <StaffServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <LeaveGuardProvider block={navigator.block}>
          <Router location={location} navigator={navigator}>
            <Routes>
              <Route path={route} element={children} />
            </Routes>
          </Router>
        </LeaveGuardProvider>
      </QueryClientProvider>
    </StaffServicesContext.Provider>
  );
}

export type StaffPageLoader = () => Promise<{ default: ComponentType }>;

/** The root a staff app renders for the page named by the `page` prop: each page its own chunk. */
export function createStaffPageRoot(app: string, pages: Readonly<Record<string, StaffPageLoader>>) {
  const pageComponents = new Map(Object.entries(pages).map(([name, load]) => [name, preloadableLazy(load)]));
  const queryClient = createStaffQueryClient();

  function Root(props: StaffRemoteProps) {
    const Page = pageComponents.get(props.page)?.Component;
    if (!Page) throw new AppError(app, 'E1', `no page named "${props.page}"`);
    const { api, staff, location } = props;
    const services = useMemo(() => ({ api, staff }), [api, staff]);
    return (
      <PageBoundary app={app} page={props.page} onError={props.onPageError}>
        <Suspense fallback={<Spinner label={texts.loading} />}>
          <StaffFrame services={services} queryClient={queryClient} location={location} navigator={props.navigator} route={props.route}>
            <Page />
          </StaffFrame>
          <PageReady readyKey={`${props.page}|${location.pathname}|${location.search}`} onReady={props.onPageReady} />
        </Suspense>
      </PageBoundary>
    );
  }

  return Object.assign(Root, { preload: (page: string) => pageComponents.get(page)?.preload() ?? Promise.resolve(), queryClient });
}

/**
 * A staff remote's exposed `./app`: single-spa lifecycles whose root renders the page named by
 * the `page` prop. The page map must name exactly the remote's pages of the staff route table.
 */
export function createStaffApp<R extends StaffRemoteName>(remote: R, pages: StaffPageMap<R, StaffPageLoader>) {
  // Errors carry the app's name as its folder spells it, and that it is the staff container: [mf-wallet-staff] E1 …
  const app = remote.replaceAll('_', '-');
  const Root = createStaffPageRoot(app, pages);
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as unknown as ComponentType<Parameters<typeof singleSpaReact>[0] extends { rootComponent?: ComponentType<infer P> } ? P : never>,
    errorBoundary(error: Error) {
      console.error(`[${app}] E3 render failed`, error);
      return (
        <div className="ms-notice" role="alert">
          {texts.serverError}
        </div>
      );
    },
  });
  return {
    ...lifecycles,
    mount(props: StaffRemoteProps & { name: string; domElement?: HTMLElement }) {
      return Root.preload(props.page).then(() => lifecycles.mount(props as never));
    },
    update(props: StaffRemoteProps & { name: string }) {
      return Root.preload(props.page).then(() => lifecycles.update?.(props as never));
    },
  };
}

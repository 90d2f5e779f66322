import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { routes, type RouteDef, type RuntimeConfig } from '@member-site/shared';
import { ErrorPage } from '../pages/ErrorPage';
import { Frame } from './Frame';
import { runSteps } from './steps';

/** Shown while the first route's steps run (they are synchronous, so only for a moment). */
function InitialLoad() {
  return null;
}

export interface RouteHandle {
  route: RouteDef;
}

/** Steps for a route: 'auth' plus any extra ones config.json names for its path. */
export function stepsFor(route: RouteDef, config: RuntimeConfig): string[] {
  const extra = Object.entries(config.routeSteps ?? {}).find(
    ([path]) => path.toLowerCase() === route.path.toLowerCase(),
  )?.[1];
  return [...route.steps, ...(extra ?? [])];
}

/**
 * One route object per entry of the shared table. react-router matches case-insensitively by
 * default, so /topup reaches /Topup. All routes share the Frame, which keeps the layout and the
 * mounted remote between navigations.
 */
export function buildRoutes(config: RuntimeConfig, isSignedIn: () => boolean): RouteObject[] {
  const children: RouteObject[] = Object.values(routes as Record<string, RouteDef>).map((route) => ({
    path: route.path,
    handle: { route } satisfies RouteHandle,
    // The Frame renders every route; the leaf only runs the steps.
    element: null,
    loader: () => {
      runSteps(stepsFor(route, config), { route, signedIn: isSignedIn() });
      return null;
    },
  }));
  children.push({
    path: '*',
    element: null,
    loader: () => {
      throw data('This page could not be found', { status: 404 });
    },
  });
  return [{ element: <Frame />, errorElement: <ErrorPage />, HydrateFallback: InitialLoad, children }];
}

export function createRouter(config: RuntimeConfig, isSignedIn: () => boolean) {
  return createBrowserRouter(buildRoutes(config, isSignedIn));
}

import { matchPath } from 'react-router-dom';
import { routes, type RouteDef, type RuntimeConfig } from '@member-site/shared';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const table = Object.values(routes as Record<string, RouteDef>);

/** The route for a pathname. Matching is case-insensitive, so /topup reaches /Topup. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of table) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      return { route, params };
    }
  }
  return null;
}

/** Steps for a route: 'auth' plus any extra ones config.json names for its path. */
export function stepsFor(route: RouteDef, config: RuntimeConfig): string[] {
  const extra = Object.entries(config.routeSteps ?? {}).find(
    ([path]) => path.toLowerCase() === route.path.toLowerCase(),
  )?.[1];
  return [...route.steps, ...(extra ?? [])];
}

import { matchPath } from 'react-router-dom';
import { routes, type RouteDef, type RouteName } from '../routes';

export interface RouteMatch {
  name: RouteName;
  route: RouteDef;
  params: Record<string, string>;
}

const table = Object.entries(routes) as [RouteName, RouteDef][];

/** A parameter as the member meant it; one that is not valid percent-encoding stays as written. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route for a pathname. Matching is case-insensitive (react-router's default), so /topup reaches /Topup. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const [name, route] of table) {
    const found = matchPath(route.path, pathname);
    if (found) return { name, route, params: Object.fromEntries(Object.entries(found.params).map(([key, value]) => [key, decode(value ?? '')])) };
  }
  return null;
}

import { matchPath } from 'react-router-dom';
import type { PublishedRoute } from '../contract/runtime-config';
import { routes, type RouteDef } from '../routes';

export interface RouteMatch {
  /** The route's name: one of the table's (RouteName), or one a remote published. */
  name: string;
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = Object.entries(routes) as [string, RouteDef][];
let table = compiled;

/**
 * The routes the live remotes published (ADR 0057), as this browser chose their versions: each
 * remote that published its own is routed by them instead of the table this code was built with,
 * so a team adds, renames or removes a page with its own release. A remote that published none
 * (built before) keeps the table's routes. Called once at start, before the first route.
 */
export function setPublishedRoutes(published: Record<string, readonly PublishedRoute[] | undefined>): void {
  const owners = new Set(Object.keys(published).filter((remote) => published[remote]));
  table = [
    ...compiled.filter(([, route]) => !owners.has(route.remote)),
    // A published route names a page by the remote's own page list at its build, which the shell's types cannot know.
    ...[...owners].flatMap((remote) => (published[remote] ?? []).map((route): [string, RouteDef] => [route.name, { ...route, remote } as unknown as RouteDef])),
  ];
}

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

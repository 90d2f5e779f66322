import { routes, type RouteDef, type RouteName, type RuntimeConfig } from '@member-site/shared';

export interface RouteMatch {
  name: RouteName;
  route: RouteDef;
  params: Record<string, string>;
}

/** A route's path as a pattern: `:name` is one segment, case-insensitive, trailing slashes allowed. */
function compile([name, route]: [RouteName, RouteDef]): { name: RouteName; route: RouteDef; pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { name, route, pattern: new RegExp(`^${source}/*$`, 'i'), names };
}

const table = (Object.entries(routes) as [RouteName, RouteDef][]).map(compile);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route for a pathname. Matching is case-insensitive, so /topup reaches /Topup. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { name, route, pattern, names } of table) {
    const found = pattern.exec(pathname);
    if (found) return { name, route, params: Object.fromEntries(names.map((name, i) => [name, decode(found[i + 1] ?? '')])) };
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

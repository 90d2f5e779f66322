import type { RouteDef, RuntimeConfig } from '@member-site/shared';

/** Steps for a route: 'auth' plus any extra ones config.json names for its path. */
export function stepsFor(route: RouteDef, config: RuntimeConfig): string[] {
  const extra = Object.entries(config.routeSteps ?? {}).find(([path]) => path.toLowerCase() === route.path.toLowerCase())?.[1];
  return [...route.steps, ...(extra ?? [])];
}

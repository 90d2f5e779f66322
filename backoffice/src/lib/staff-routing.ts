import { matchPath } from 'react-router-dom';
import { staffMenuGroups, staffRoutes, staffRoutesFor, type StaffMenuGroup, type StaffRouteDef, type StaffRouteName } from '@member-site/shared/staff';

/** What the back office shows at an address, for the signed-in staff member's permissions. */
export type StaffResolution =
  | { kind: 'page'; name: StaffRouteName; route: StaffRouteDef; params: Record<string, string> }
  /** A page of the table that their permissions do not allow: the Thai 403 (the API refuses its calls anyway). */
  | { kind: 'forbidden'; name: StaffRouteName; route: StaffRouteDef }
  | { kind: 'not-found' };

const table = Object.entries(staffRoutes) as [StaffRouteName, StaffRouteDef][];

/** The route table's row for `pathname` (matched as react-router matches, case-insensitively), and whether it is allowed. */
export function resolveStaffRoute(pathname: string, permissions: readonly string[]): StaffResolution {
  for (const [name, route] of table) {
    const found = matchPath(route.path, pathname);
    if (!found) continue;
    if (route.permission !== 'session' && !permissions.includes(route.permission)) return { kind: 'forbidden', name, route };
    const params = Object.fromEntries(Object.entries(found.params).map(([key, value]) => [key, value ?? '']));
    return { kind: 'page', name, route, params };
  }
  return { kind: 'not-found' };
}

export interface MenuGroup {
  group: StaffMenuGroup;
  label: string;
  items: { name: StaffRouteName; path: string; title: string }[];
}

/**
 * The side menu: exactly the routes the permissions allow that have a group, under their group's
 * Thai name, in the table's order (a group with nothing allowed is left out).
 */
export function staffMenu(permissions: readonly string[]): MenuGroup[] {
  const allowed = staffRoutesFor(permissions);
  return (Object.keys(staffMenuGroups) as StaffMenuGroup[])
    .map((group) => ({
      group,
      label: staffMenuGroups[group],
      items: allowed
        .filter((name) => (staffRoutes[name] as StaffRouteDef).group === group)
        .map((name) => ({ name, path: staffRoutes[name].path, title: staffRoutes[name].title })),
    }))
    .filter((entry) => entry.items.length > 0);
}

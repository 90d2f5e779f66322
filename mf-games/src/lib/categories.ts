import { routeTitle } from '@member-site/shared';

/** The lobby categories, in menu order: each API category id is also the name of its lobby's route. */
const ids = ['sport', 'casino', 'slot', 'card', 'fish', 'keno', 'lotto'] as const;

export type LobbyCategoryId = (typeof ids)[number];

/** API category id, the lobby's route and its Thai heading (the route's title). */
export function lobbyCategory(id: LobbyCategoryId) {
  return { id, route: id, title: routeTitle(id) };
}

export const lobbyCategories = ids.map(lobbyCategory);

import type { RouteName } from '@member-site/shared';

/** The lobby categories: API category id, the lobby's route and its Thai heading. */
export const lobbyCategories = [
  { id: 'sport', route: 'sport', title: 'กีฬา' },
  { id: 'casino', route: 'casino', title: 'คาสิโนสด' },
  { id: 'slot', route: 'slot', title: 'สล็อต' },
  { id: 'card', route: 'card', title: 'เกมไพ่' },
  { id: 'fish', route: 'fish', title: 'ยิงปลา' },
  { id: 'keno', route: 'keno', title: 'คีโน' },
  { id: 'lotto', route: 'lotto', title: 'หวย' },
] as const satisfies readonly { id: string; route: RouteName; title: string }[];

export type LobbyCategoryId = (typeof lobbyCategories)[number]['id'];

export function lobbyCategory(id: LobbyCategoryId) {
  return lobbyCategories.find((c) => c.id === id) ?? lobbyCategories[0];
}

// Browser-safe constants of the game catalogue (no schema library here: the remotes import them).

/** The lobby categories, in menu order. */
export const gameCategoryIds = ['sport', 'casino', 'slot', 'card', 'fish', 'keno', 'lotto'] as const;
export type GameCategoryId = (typeof gameCategoryIds)[number];

export function isGameCategoryId(value: string): value is GameCategoryId {
  return (gameCategoryIds as readonly string[]).includes(value);
}

/** Provider and game ids: lower-case slugs. */
export const idPattern = '^[a-z0-9-]{1,64}$';

import {
  call,
  gameCategoriesEndpoint,
  gameLoginEndpoint,
  gameProvidersEndpoint,
  gamesEndpoint,
  isGameCategoryId,
  readGameLogin,
  type ApiClient,
  type GameCategory,
  type GameCategoryId,
  type GameItem,
  type GameLaunchRequest,
  type GameLoginResult,
  type GameProvider,
} from '@member-site/shared';

export async function fetchCategories(api: ApiClient): Promise<GameCategory[]> {
  return (await call(api, gameCategoriesEndpoint)).data;
}

/**
 * The category filter: undefined for none, null for one the catalogue does not know (it has no
 * providers or games; the API would refuse it, so it is not asked).
 */
function categoryFilter(raw: string | undefined): GameCategoryId | undefined | null {
  if (!raw) return undefined;
  return isGameCategoryId(raw) ? raw : null;
}

export async function fetchProviders(api: ApiClient, category: string): Promise<GameProvider[]> {
  const known = categoryFilter(category);
  if (known === null) return [];
  return (await call(api, gameProvidersEndpoint, { query: { category: known } })).data;
}

export interface GameFilter {
  category?: string;
  provider?: string;
  q?: string;
}

export async function fetchGames(api: ApiClient, filter: GameFilter = {}): Promise<GameItem[]> {
  const category = categoryFilter(filter.category);
  if (category === null) return [];
  const query = { category, provider: filter.provider || undefined, q: filter.q || undefined };
  return (await call(api, gamesEndpoint, { query })).data;
}

export async function loginGame(api: ApiClient, gameId: string): Promise<GameLoginResult> {
  const body: GameLaunchRequest = { gameId, isMobile: true };
  return readGameLogin(await call(api, gameLoginEndpoint, { body }));
}

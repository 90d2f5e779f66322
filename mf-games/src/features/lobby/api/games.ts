import {
  apiPaths,
  type ApiClient,
  type GameCategory,
  type GameItem,
  type GameLaunchRequest,
  type GameLoginAnswer,
  type GameProvider,
} from '@member-site/shared';
import { listOf, query } from '../../../lib/list';

export async function fetchCategories(api: ApiClient): Promise<GameCategory[]> {
  return listOf<GameCategory>(await api.get<unknown>(apiPaths.gameCategories));
}

export async function fetchProviders(api: ApiClient, category: string): Promise<GameProvider[]> {
  return listOf<GameProvider>(await api.get<unknown>(`${apiPaths.gameProviders}${query({ category })}`));
}

export interface GameFilter {
  category?: string;
  provider?: string;
  q?: string;
}

export async function fetchGames(api: ApiClient, filter: GameFilter = {}): Promise<GameItem[]> {
  const answer = await api.get<unknown>(`${apiPaths.games}${query({ ...filter })}`);
  return listOf<GameItem>(answer).map((game) => ({ ...game, tags: Array.isArray(game.tags) ? game.tags : [] }));
}

export function loginGame(api: ApiClient, gameId: string): Promise<GameLoginAnswer> {
  const body: GameLaunchRequest = { gameId, isMobile: true };
  return api.post<GameLoginAnswer>(apiPaths.gameLogin, body);
}

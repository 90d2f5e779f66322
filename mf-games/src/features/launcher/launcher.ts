import {
  allowedUrl,
  apiPaths,
  isApiError,
  routePath,
  showWarning,
  texts,
  type GameLaunch,
  type GameLaunchContext,
  type GameLoginAnswer,
  type HotgraphLoginRequest,
  type RuntimeConfig,
} from '@member-site/shared';
import { leaveTo } from './leave-to';
import { sportsbookAddress, sportsbookForm } from './sportsbook';


/** Goes to a server-supplied address only if it is safe and on the allow-list; else says why. */
async function goIfAllowed(raw: unknown, config: RuntimeConfig): Promise<void> {
  const url = allowedUrl(raw, config.gameOrigins);
  if (!url) {
    await showWarning(texts.unsafeAddress);
    return;
  }
  leaveTo(url);
}

/** Code 0 → the address; anything else → the server's message (as text). */
async function followGameLogin(answer: GameLoginAnswer, config: RuntimeConfig): Promise<void> {
  if (answer.code === 0) {
    await goIfAllowed(answer.url ?? answer.Url, config);
    return;
  }
  await showWarning(typeof answer.message === 'string' && answer.message ? answer.message : texts.serverError);
}

async function gameLogin(call: () => Promise<GameLoginAnswer>, config: RuntimeConfig): Promise<void> {
  let answer: GameLoginAnswer;
  try {
    answer = await call();
  } catch (error) {
    await showWarning(isApiError(error) ? error.message : texts.networkError);
    return;
  }
  await followGameLogin(answer, config);
}

/** Launches one of the games that start with a login rather than a lobby page. */
export async function launchGame(game: GameLaunch, { user, services, from }: GameLaunchContext): Promise<void> {
  const { api, config } = services;
  switch (game) {
    case 'sport':
    case 'esport': {
      const returnUrl = `${window.location.origin}${routePath('playgame')}`;
      await goIfAllowed(sportsbookAddress(user, game, returnUrl, sportsbookForm(user, from)), config);
      return;
    }
    case 'lotto':
      await gameLogin(() => api.get<GameLoginAnswer>(apiPaths.lottoLogin), config);
      return;
    case 'trading': {
      const body: HotgraphLoginRequest = { username: user.username, password: user.password, isMobile: true };
      await gameLogin(() => api.post<GameLoginAnswer>(apiPaths.hotgraphGameLogin, body), config);
      return;
    }
  }
}

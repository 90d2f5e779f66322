import {
  hotgraphGameLoginEndpoint,
  hotgraphLoginEndpoint,
  lottoLoginEndpoint,
  read,
  readGameLogin,
  routePath,
  showWarning,
  texts,
  type GameLaunch,
  type GameLaunchContext,
  type HotgraphLoginRequest,
} from '@member-site/shared';
import { gameLogin, goIfAllowed } from './game-login';
import { sportsbookAddress, sportsbookForm } from './sportsbook';

/** Launches one of the games that start with a login rather than a lobby page. */
export async function launchGame(game: GameLaunch, { user, services, from }: GameLaunchContext): Promise<void> {
  const { api, config } = services;
  switch (game) {
    case 'sport':
    case 'esport': {
      // An API that sends no sportsbook address or credential has no sportsbook for this member.
      if (!user.site_api || !user.password) {
        await showWarning(texts.sportsbookUnavailable);
        return;
      }
      const returnUrl = `${window.location.origin}${routePath('playgame')}`;
      await goIfAllowed(sportsbookAddress(user, game, returnUrl, sportsbookForm(user, from)), config);
      return;
    }
    case 'lotto':
      await gameLogin(() => read(api, lottoLoginEndpoint, readGameLogin), config);
      return;
    case 'trading': {
      if (config.tradingLogin === 'get') {
        await gameLogin(() => read(api, hotgraphLoginEndpoint, readGameLogin), config);
        return;
      }
      const body: HotgraphLoginRequest = { username: user.username, password: user.password, isMobile: true };
      await gameLogin(() => read(api, hotgraphGameLoginEndpoint, readGameLogin, { body }), config);
      return;
    }
  }
}

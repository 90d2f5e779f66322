import {
  call,
  hotgraphGameLoginEndpoint,
  hotgraphLoginEndpoint,
  lottoLoginEndpoint,
  routePath,
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
      const returnUrl = `${window.location.origin}${routePath('playgame')}`;
      await goIfAllowed(sportsbookAddress(user, game, returnUrl, sportsbookForm(user, from)), config);
      return;
    }
    case 'lotto':
      await gameLogin(() => call(api, lottoLoginEndpoint), config);
      return;
    case 'trading': {
      if (config.tradingLogin === 'get') {
        await gameLogin(() => call(api, hotgraphLoginEndpoint), config);
        return;
      }
      const body: HotgraphLoginRequest = { username: user.username, password: user.password, isMobile: true };
      await gameLogin(() => call(api, hotgraphGameLoginEndpoint, { body }), config);
      return;
    }
  }
}

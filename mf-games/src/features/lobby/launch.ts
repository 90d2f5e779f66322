import { showWaiting, type ApiClient, type RuntimeConfig } from '@member-site/shared';
import { gameLogin } from '../../lib/launcher/game-login';
import { loginGame } from './api/games';

/**
 * Opens a lobby game: a waiting dialog while the API logs in, then the checked address (left
 * without a referrer), or the server's message as text.
 */
export async function launchLobbyGame(api: ApiClient, config: RuntimeConfig, gameId: string): Promise<void> {
  const close = showWaiting();
  let open = true;
  const settle = () => {
    if (open) close();
    open = false;
  };
  try {
    await gameLogin(() => loginGame(api, gameId), config, settle);
  } finally {
    settle();
  }
}

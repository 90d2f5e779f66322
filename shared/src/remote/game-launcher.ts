import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from '../contract/runtime-config';
import type { AuthUser } from '../contract/session';

/** The games that start with a login rather than a lobby page (spec section 2, member layout). */
export type GameLaunch = 'sport' | 'esport' | 'lotto' | 'trading';

export interface GameLaunchContext {
  user: AuthUser;
  services: { api: ApiClient; config: RuntimeConfig };
  /** Which menu asked: viewbet members get another sportsbook form from the playgame menu. */
  from: 'menu' | 'playgame';
}

/** What mf-games exposes as `./launcher`; the shell's top bar and sidebar call it. */
export interface GameLauncherModule {
  launchGame(game: GameLaunch, context: GameLaunchContext): Promise<void>;
}

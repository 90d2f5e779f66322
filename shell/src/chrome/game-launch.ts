import { showWarning, texts, type AuthUser } from '@member-site/shared';
import { loadRemoteModule } from '../federation/registry';
import type { ShellServices } from '../app/shell-context';
import type { GameLaunch } from './menu';

/** What mf-games exposes as `./launcher`: the sportsbook redirect and the lotto and trading logins. */
export interface GameLauncherModule {
  launchGame(
    game: GameLaunch,
    context: { user: AuthUser; services: Pick<ShellServices, 'api' | 'config'>; from: 'menu' | 'playgame' },
  ): Promise<void>;
}

/** Launches a game through mf-games; if that remote cannot load, says so in Thai. */
export async function launchGame(game: GameLaunch, services: ShellServices, from: 'menu' | 'playgame'): Promise<void> {
  const user = services.session.user.getValue();
  if (!user) {
    await showWarning(texts.unauthorized);
    return;
  }
  let launcher: GameLauncherModule;
  try {
    launcher = await loadRemoteModule<GameLauncherModule>('mf_games', './launcher');
  } catch (error) {
    console.error('[shell] E24 game launcher unavailable', error);
    await showWarning(texts.remoteUnavailable);
    return;
  }
  await launcher.launchGame(game, { user, services, from });
}

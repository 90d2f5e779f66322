import { restrictedGamesText, restrictionInForce, restrictionText, showWarning, texts, type GameLaunch, type GameLauncherModule } from '@member-site/shared';
import type { ShellServices } from '../app/shell-context';
import { loadRemoteModule } from '../federation/registry';
import { passwordChangeFirstText, requirePasswordChange } from './password-change';

/**
 * Launches a game through mf-games' launcher; if that remote cannot load, says so in Thai.
 * During a break or self-exclusion it says why and until when instead (ADR 0018); after a staff
 * password reset it sends the member to the password change (ADR 0050).
 */
export async function launchGame(game: GameLaunch, services: ShellServices, from: 'menu' | 'playgame'): Promise<void> {
  // A member who clicks before their details arrived waits for them, not for a wrong warning.
  if (!services.session.user.getValue() && services.session.isSignedIn()) await services.session.refreshUser();
  const user = services.session.user.getValue();
  if (!user) {
    await showWarning(texts.unauthorized);
    return;
  }
  // Staff reset the password (ADR 0050): no game before the new one (the sportsbook's credential is withheld).
  if (services.session.profile.getValue()?.password_change_required) {
    requirePasswordChange(services.session, passwordChangeFirstText);
    return;
  }
  const restriction = restrictionInForce(services.session.restriction.getValue());
  if (restriction) {
    await showWarning(`${restrictionText(restriction)} ${restrictedGamesText}`);
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

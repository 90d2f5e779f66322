// The exposed `./launcher`: the shell's top bar and sidebar launch games through it.
import type { GameLauncherModule } from '@member-site/shared';
import { launchGame } from './lib/launcher/launcher';

export const launcher: GameLauncherModule = { launchGame };
export { launchGame };

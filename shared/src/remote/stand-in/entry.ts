// The entry of a remote's stand-in page (`npm run alone -w <remote>`, ADR 0036). The build maps
// `@remote-app` to the remote's exposed `./app` and defines `__STAND_IN__`. The dynamic imports
// are the federation's async boundary: React and the router come from the share scope.
import type { StandInOptions } from './stand-in-shell';

declare const __STAND_IN__: StandInOptions;

void Promise.all([import('./stand-in-shell'), import('@remote-app')]).then(([{ startStandIn }, app]) => startStandIn(app, __STAND_IN__));

import { createRemoteApp } from '@member-site/shared';
import { pages } from './pages';

// The exposed `./app`: single-spa lifecycles rendering the page the shell names.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_landing', pages);

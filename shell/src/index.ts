import { listenForInstallOffer } from '@member-site/shared/install';
import { nextTask } from './app/next-task';
import './base.css';

// Chrome offers the install once, possibly before the landing has mounted: kept by boot.js until
// here, then for the landing's app banner (a small module, not the shared barrel).
listenForInstallOffer();
// The async boundary lets Module Federation negotiate shared React before any of it runs. In
// tasks of their own (the federation runtime's start has just filled this one): React's share
// and chunks first, then the shell's own (issue 21). Not the shared library's barrel on its own:
// imported whole, it would bring every export (+17 KB).
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

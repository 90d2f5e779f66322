import { listenForInstallOffer } from '@member-site/shared/install';
import './base.css';

// Chrome offers the install once, possibly before the landing has mounted: kept by boot.js until
// here, then for the landing's app banner (a small module, not the shared barrel).
listenForInstallOffer();
// The async boundary lets Module Federation negotiate shared React before any of it runs.
import('./bootstrap');

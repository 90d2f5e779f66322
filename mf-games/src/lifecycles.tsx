import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_games', {
  'playgame': () => import('./pages/PlaygamePage'),
  'home': () => import('./pages/HomePage'),
  'sport': () => import('./pages/SportPage'),
  'casino': () => import('./pages/CasinoPage'),
  'slot': () => import('./pages/SlotPage'),
  'card': () => import('./pages/CardPage'),
  'fish': () => import('./pages/FishPage'),
  'keno': () => import('./pages/KenoPage'),
  'lotto': () => import('./pages/LottoPage'),
  'luckywheel': () => import('./pages/LuckywheelPage'),
  'activity': () => import('./pages/ActivityPage'),
  'promotion': () => import('./pages/PromotionPage'),
});

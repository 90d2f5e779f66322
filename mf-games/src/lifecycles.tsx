import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page, named as in the shared route table.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf-games', {
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

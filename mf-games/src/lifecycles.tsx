import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt. Each
// chunk is named page-<name>: the build lists its files, which a member page's first HTML
// preloads (ADR 0053; tools/webpack/pages-manifest.test.ts checks every page is named).
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_games', {
  playgame: () => import(/* webpackChunkName: "page-playgame" */ './pages/PlaygamePage'),
  home: () => import(/* webpackChunkName: "page-home" */ './pages/HomePage'),
  sport: () => import(/* webpackChunkName: "page-sport" */ './pages/SportPage'),
  casino: () => import(/* webpackChunkName: "page-casino" */ './pages/CasinoPage'),
  slot: () => import(/* webpackChunkName: "page-slot" */ './pages/SlotPage'),
  card: () => import(/* webpackChunkName: "page-card" */ './pages/CardPage'),
  fish: () => import(/* webpackChunkName: "page-fish" */ './pages/FishPage'),
  keno: () => import(/* webpackChunkName: "page-keno" */ './pages/KenoPage'),
  lotto: () => import(/* webpackChunkName: "page-lotto" */ './pages/LottoPage'),
  luckywheel: () => import(/* webpackChunkName: "page-luckywheel" */ './pages/LuckywheelPage'),
  activity: () => import(/* webpackChunkName: "page-activity" */ './pages/ActivityPage'),
  promotion: () => import(/* webpackChunkName: "page-promotion" */ './pages/PromotionPage'),
});

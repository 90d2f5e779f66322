import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt. Each
// chunk is named page-<name>: the build lists its files, which a member page's first HTML
// preloads (ADR 0053; tools/webpack/pages-manifest.test.ts checks every page is named).
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_account', {
  profile: () => import(/* webpackChunkName: "page-profile" */ './pages/ProfilePage'),
  'password-change': () => import(/* webpackChunkName: "page-password-change" */ './pages/PasswordChangePage'),
  announce: () => import(/* webpackChunkName: "page-announce" */ './pages/AnnouncePage'),
  setting: () => import(/* webpackChunkName: "page-setting" */ './pages/SettingPage'),
  'promotion-code': () => import(/* webpackChunkName: "page-promotion-code" */ './pages/PromotionCodePage'),
  ticket: () => import(/* webpackChunkName: "page-ticket" */ './pages/TicketPage'),
  affiliate: () => import(/* webpackChunkName: "page-affiliate" */ './pages/AffiliatePage'),
});

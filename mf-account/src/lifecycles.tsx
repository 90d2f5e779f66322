import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_account', {
  'profile': () => import('./pages/ProfilePage'),
  'password-change': () => import('./pages/PasswordChangePage'),
  'announce': () => import('./pages/AnnouncePage'),
  'setting': () => import('./pages/SettingPage'),
  'promotion-code': () => import('./pages/PromotionCodePage'),
  'ticket': () => import('./pages/TicketPage'),
  'affiliate': () => import('./pages/AffiliatePage'),
});

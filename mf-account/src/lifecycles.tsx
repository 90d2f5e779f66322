import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page, named as in the shared route table.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf-account', {
  'profile': () => import('./pages/ProfilePage'),
  'password-change': () => import('./pages/PasswordChangePage'),
  'announce': () => import('./pages/AnnouncePage'),
  'setting': () => import('./pages/SettingPage'),
  'promotion-code': () => import('./pages/PromotionCodePage'),
  'ticket': () => import('./pages/TicketPage'),
  'affiliate': () => import('./pages/AffiliatePage'),
});

import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_wallet', {
  'topup': () => import('./pages/TopupPage'),
  'withdraw': () => import('./pages/WithdrawPage'),
  'deposit-withdraw': () => import('./pages/DepositWithdrawPage'),
  'account-history': () => import('./pages/AccountHistoryPage'),
  'play-history': () => import('./pages/PlayHistoryPage'),
  'cashback': () => import('./pages/CashbackPage'),
  'pay-back': () => import('./pages/PayBackPage'),
});

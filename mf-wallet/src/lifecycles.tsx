import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page, named as in the shared route table.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf-wallet', {
  'topup': () => import('./pages/TopupPage'),
  'withdraw': () => import('./pages/WithdrawPage'),
  'deposit-withdraw': () => import('./pages/DepositWithdrawPage'),
  'account-history': () => import('./pages/AccountHistoryPage'),
  'play-history': () => import('./pages/PlayHistoryPage'),
  'cashback': () => import('./pages/CashbackPage'),
  'pay-back': () => import('./pages/PayBackPage'),
});

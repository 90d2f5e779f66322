import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt. Each
// chunk is named page-<name>: the build lists its files, which a member page's first HTML
// preloads (ADR 0053; tools/webpack/pages-manifest.test.ts checks every page is named).
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_wallet', {
  topup: () => import(/* webpackChunkName: "page-topup" */ './pages/TopupPage'),
  withdraw: () => import(/* webpackChunkName: "page-withdraw" */ './pages/WithdrawPage'),
  'deposit-withdraw': () => import(/* webpackChunkName: "page-deposit-withdraw" */ './pages/DepositWithdrawPage'),
  'account-history': () => import(/* webpackChunkName: "page-account-history" */ './pages/AccountHistoryPage'),
  'play-history': () => import(/* webpackChunkName: "page-play-history" */ './pages/PlayHistoryPage'),
  cashback: () => import(/* webpackChunkName: "page-cashback" */ './pages/CashbackPage'),
  'pay-back': () => import(/* webpackChunkName: "page-pay-back" */ './pages/PayBackPage'),
});

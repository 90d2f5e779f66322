// Type-level tests of the page seam, run by `tsc -p shared/tsconfig.json` and never executed:
// each `@ts-expect-error` must meet a type error, or tsc fails on the unused directive. So a
// page map or a route that names a page its remote lacks is proved to fail the type-check.
import type { RouteDef } from '../routes';
import { createRemoteApp, type PageLoader } from './create-remote-app';

const page: PageLoader = () => Promise.resolve({ default: () => null });
const walletPages = {
  topup: page,
  withdraw: page,
  'deposit-withdraw': page,
  'account-history': page,
  'play-history': page,
  cashback: page,
};

export function pageSeamTypeTests(): void {
  createRemoteApp('mf_wallet', { ...walletPages, 'pay-back': page });

  // @ts-expect-error a misspelt page ('payback' for 'pay-back') is not a page of mf_wallet
  createRemoteApp('mf_wallet', { ...walletPages, payback: page });

  // @ts-expect-error a page of the route table ('pay-back') is missing from the map
  createRemoteApp('mf_wallet', walletPages);

  // @ts-expect-error a page of another remote ('profile' is mf_account's) is not mf_wallet's
  createRemoteApp('mf_wallet', { ...walletPages, 'pay-back': page, profile: page });

  const route = { path: '/x', title: 'x', layout: 'main', access: 'member', steps: ['auth'] } as const;
  const _fine: RouteDef = { ...route, remote: 'mf_wallet', page: 'topup' };
  // @ts-expect-error a route naming a page its remote does not have
  const _wrongRemote: RouteDef = { ...route, remote: 'mf_games', page: 'topup' };
  // @ts-expect-error a route naming a misspelt page
  const _misspelt: RouteDef = { ...route, remote: 'mf_wallet', page: 'top-up' };
}

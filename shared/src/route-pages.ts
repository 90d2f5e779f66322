/**
 * The pages each owner provides, by name. A route may name only a page of its own remote, and a
 * remote's page map (what its lifecycles.tsx gives createRemoteApp) must have exactly these
 * names: both are checked by tsc, so a misspelt or missing page fails the build, not the visitor.
 */
export const pageNames = {
  shell: ['logout'],
  mf_landing: ['index', 'login', 'register', 'register-auto', 'register-otp', 'line', 'line-login', 'line-register', 'line-callback', 'responsible-play'],
  mf_games: ['playgame', 'home', 'sport', 'casino', 'slot', 'card', 'fish', 'keno', 'lotto', 'luckywheel', 'activity', 'promotion'],
  mf_wallet: ['topup', 'withdraw', 'deposit-withdraw', 'account-history', 'play-history', 'cashback', 'pay-back'],
  mf_account: ['profile', 'password-change', 'announce', 'setting', 'promotion-code', 'ticket', 'affiliate'],
} as const;

/** Owner of a page: a remote, or the shell itself. */
export type PageOwner = keyof typeof pageNames;

export type RemoteName = Exclude<PageOwner, 'shell'>;

export type PageName<O extends PageOwner> = (typeof pageNames)[O][number];

/** One entry per page of remote R: no page missing, none extra, none misspelt. */
export type PageMap<R extends RemoteName, T> = { readonly [P in PageName<R>]: T };

/** The pages a remote must provide. */
export function pagesOf<R extends RemoteName>(remote: R): PageName<R>[] {
  return [...pageNames[remote]];
}

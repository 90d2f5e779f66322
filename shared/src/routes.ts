/**
 * The route table of the whole site (spec section 2). Paths keep the spec's spelling; the
 * shell matches them case-insensitively because links use lower case. Every link is built from
 * `routePath(name)`, so no path is written twice.
 */
export type RemoteName = 'mf_landing' | 'mf_games' | 'mf_wallet' | 'mf_account';

export type LayoutName = 'empty' | 'landing' | 'main' | 'default' | 'background';

/**
 * member: guests go to /login. public: anyone. visitor: anyone, but a signed-in member is sent
 * to /playgame (the landing page).
 */
export type Access = 'member' | 'public' | 'visitor';

export interface RouteDef {
  path: string;
  /** Owner of the page: a remote, or the shell itself. */
  remote: RemoteName | 'shell';
  page: string;
  layout: LayoutName;
  /** Layout for a signed-in member on a public route (activity and promotion are readable by both). */
  memberLayout?: LayoutName;
  access: Access;
  /** Steps run before render; every route runs 'auth'. */
  steps: readonly string[];
}

const auth = ['auth'] as const;

function route(
  path: string,
  remote: RouteDef['remote'],
  page: string,
  access: Access,
  layout: LayoutName,
  memberLayout?: LayoutName,
): RouteDef {
  return { path, remote, page, layout, access, steps: auth, ...(memberLayout ? { memberLayout } : {}) };
}

const landing = (path: string, page: string, layout: LayoutName = 'landing') =>
  route(path, 'mf_landing', page, 'public', layout);
const games = (path: string, page: string) => route(path, 'mf_games', page, 'member', 'main');
const wallet = (path: string, page: string) => route(path, 'mf_wallet', page, 'member', 'main');
const account = (path: string, page: string) => route(path, 'mf_account', page, 'member', 'main');

export const routes = {
  index: route('/', 'mf_landing', 'index', 'visitor', 'landing'),
  login: landing('/Login', 'login'),
  signin: landing('/Signin', 'login'),
  register: landing('/Register', 'register'),
  registerAuto: landing('/Registerauto', 'register-auto'),
  registerOtp: landing('/Registerotp', 'register-otp'),
  line: landing('/Line', 'line', 'background'),
  lineLogin: landing('/Line/login', 'line-login', 'background'),
  lineRegister: landing('/Line/register', 'line-register', 'background'),
  lineCallback: landing('/Line/Callback', 'line-callback', 'background'),
  logout: route('/Logout', 'shell', 'logout', 'public', 'default'),

  playgame: games('/playgame', 'playgame'),
  home: games('/Home', 'home'),
  sport: games('/Sport', 'sport'),
  sportDetail: games('/Sport/:sport', 'sport'),
  casino: games('/Casino', 'casino'),
  slot: games('/Slot', 'slot'),
  card: games('/Card', 'card'),
  fish: games('/Fish', 'fish'),
  keno: games('/Keno', 'keno'),
  lotto: games('/Lotto', 'lotto'),
  luckywheel: games('/luckywheel', 'luckywheel'),
  activity: route('/activity', 'mf_games', 'activity', 'public', 'landing', 'main'),
  promotion: route('/Promotion', 'mf_games', 'promotion', 'public', 'landing', 'main'),

  topup: wallet('/Topup', 'topup'),
  withdraw: wallet('/Withdraw', 'withdraw'),
  depositWithdraw: wallet('/Deposit-withdraw', 'deposit-withdraw'),
  accountHistory: wallet('/Account-history', 'account-history'),
  playHistory: wallet('/Play-history', 'play-history'),
  cashback: wallet('/cashback', 'cashback'),
  payBack: wallet('/Pay-back', 'pay-back'),

  profile: account('/Profile', 'profile'),
  passwordChange: account('/Password-change', 'password-change'),
  announce: account('/Announce', 'announce'),
  setting: account('/Setting', 'setting'),
  promotionCode: account('/Promotioncode', 'promotion-code'),
  ticket: account('/Ticket', 'ticket'),
  affiliate: account('/Affiliate', 'affiliate'),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/**
 * The link to a route: the lower-case form links use (spec section 2: /login, /topup), with
 * `:params` filled in as given (URI-encoded). Matching is case-insensitive, so it reaches the route.
 */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].path.toLowerCase().replace(/:([a-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`[shared] E1 route ${name} needs :${key}`);
    return encodeURIComponent(value);
  });
}

/** The remote that owns each page name, for the pages a remote must provide. */
export function pagesOf(remote: RemoteName): string[] {
  const names = Object.values(routes as Record<string, RouteDef>)
    .filter((r) => r.remote === remote)
    .map((r) => r.page);
  return [...new Set(names)];
}

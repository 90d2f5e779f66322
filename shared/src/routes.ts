/**
 * The route table of the whole site (spec section 2). Paths keep the spec's spelling; the
 * shell matches them case-insensitively because links use lower case. Every link is built from
 * `routePath(name)`, so no path is written twice.
 */
import { generatePath } from 'react-router-dom';
import type { CapabilityName } from './contract/capabilities';
import type { Access, LayoutName } from './contract/route-kinds';
import type { PageName, PageOwner } from './route-pages';

export type { Access, LayoutName } from './contract/route-kinds';

/** A route of owner O to its page P. */
export interface RouteOf<O extends PageOwner, P extends PageName<O> = PageName<O>> {
  path: string;
  /** Owner of the page: a remote, or the shell itself. */
  remote: O;
  page: P;
  /** The page's Thai name: its heading, and its label in menus and links. Written only here. */
  title: string;
  /** A shorter name for the compact menus (bottom bars, sidebar game list), where it differs. */
  label?: string;
  /**
   * A member page's lead (ADR 0060), in a route a remote published (ADR 0057). The table's own
   * are in route-leads.ts, which only member code loads (a visitor's start does not carry them).
   */
  lead?: string;
  /** Its page spans the chrome's whole column (ms-page--wide: the game pages), so its heading's place does too. */
  wide?: boolean;
  layout: LayoutName;
  /** Layout for a signed-in member on a public route (activity and promotion are readable by both). */
  memberLayout?: LayoutName;
  access: Access;
  /** Steps run before render; every route runs 'auth'. */
  steps: readonly string[];
  /**
   * The capability beyond section 7 its page needs (ADR 0029). When the API does not offer it,
   * the shell shows its own page instead (the support chat for deposit and withdrawal) and
   * the menus leave the route out.
   */
  capability?: CapabilityName;
}

/** Any route: for each owner, a route to one of that owner's pages. */
export type RouteDef = { [O in PageOwner]: RouteOf<O> }[PageOwner];

const auth = ['auth'] as const;

/** The title alone, or the title and the shorter label of the compact menus. */
type Names = string | { title: string; label: string };

function route<O extends PageOwner, P extends PageName<O>>(
  path: string,
  remote: O,
  page: P,
  names: Names,
  access: Access,
  layout: LayoutName,
  memberLayout?: LayoutName,
): RouteOf<O, P> {
  const titles = typeof names === 'string' ? { title: names } : names;
  return { path, remote, page, ...titles, layout, access, steps: auth, ...(memberLayout ? { memberLayout } : {}) };
}

/** A route whose page needs a capability beyond section 7. */
const needs = <R extends RouteDef>(capability: CapabilityName, r: R): R & { capability: CapabilityName } => ({ ...r, capability });

const landing = <P extends PageName<'mf_landing'>>(path: string, page: P, title: Names, layout: LayoutName = 'landing') =>
  route(path, 'mf_landing', page, title, 'public', layout);
const games = <P extends PageName<'mf_games'>>(path: string, page: P, title: Names) => ({
  ...route(path, 'mf_games', page, title, 'member', 'main'),
  wide: true,
});
const wallet = <P extends PageName<'mf_wallet'>>(path: string, page: P, title: Names) => route(path, 'mf_wallet', page, title, 'member', 'main');
const account = <P extends PageName<'mf_account'>>(path: string, page: P, title: Names) => route(path, 'mf_account', page, title, 'member', 'main');

export const routes = {
  index: route('/', 'mf_landing', 'index', 'หน้าแรก', 'visitor', 'landing'),
  login: landing('/Login', 'login', 'เข้าสู่ระบบ'),
  signin: landing('/Signin', 'login', 'เข้าสู่ระบบ'),
  register: landing('/Register', 'register', 'สมัครสมาชิก'),
  registerAuto: landing('/Registerauto', 'register-auto', 'สมัครสมาชิกอัตโนมัติ'),
  registerOtp: landing('/Registerotp', 'register-otp', 'สมัครสมาชิกด้วยรหัส OTP'),
  line: landing('/Line', 'line', 'เข้าใช้งานด้วย LINE', 'background'),
  lineLogin: landing('/Line/login', 'line-login', 'เข้าสู่ระบบด้วย LINE', 'background'),
  lineRegister: landing('/Line/register', 'line-register', 'สมัครสมาชิกด้วย LINE', 'background'),
  lineCallback: landing('/Line/Callback', 'line-callback', 'เข้าใช้งานด้วย LINE', 'background'),
  logout: route('/Logout', 'shell', 'logout', 'ออกจากระบบ', 'public', 'default'),

  playgame: games('/playgame', 'playgame', { title: 'หน้าหลักสมาชิก', label: 'หน้าหลัก' }),
  home: needs('game-lobby', games('/Home', 'home', { title: 'ล็อบบี้เกม', label: 'เข้าเล่น' })),
  sport: needs('game-lobby', games('/Sport', 'sport', 'กีฬา')),
  sportDetail: needs('game-lobby', games('/Sport/:sport', 'sport', 'กีฬา')),
  casino: needs('game-lobby', games('/Casino', 'casino', { title: 'คาสิโนสด', label: 'คาสิโน' })),
  slot: needs('game-lobby', games('/Slot', 'slot', 'สล็อต')),
  card: needs('game-lobby', games('/Card', 'card', { title: 'เกมไพ่', label: 'ไพ่' })),
  fish: needs('game-lobby', games('/Fish', 'fish', 'ยิงปลา')),
  keno: needs('game-lobby', games('/Keno', 'keno', 'คีโน')),
  lotto: needs('game-lobby', games('/Lotto', 'lotto', 'หวย')),
  luckywheel: needs('lucky-wheel', games('/luckywheel', 'luckywheel', 'กงล้อนำโชค')),
  activity: needs('news', route('/activity', 'mf_games', 'activity', 'กิจกรรม', 'public', 'landing', 'main')),
  promotion: needs('news', route('/Promotion', 'mf_games', 'promotion', 'โปรโมชั่น', 'public', 'landing', 'main')),
  // Safer play (issue 9): public, so visitors read it; members see it inside the member chrome.
  responsiblePlay: route('/responsible-play', 'mf_landing', 'responsible-play', 'เล่นอย่างมีความรับผิดชอบ', 'public', 'landing', 'main'),

  topup: needs('deposit', wallet('/Topup', 'topup', 'ฝากเงิน')),
  withdraw: needs('withdraw', wallet('/Withdraw', 'withdraw', 'ถอนเงิน')),
  // The bottom bar names this link as the spec's does: "account list".
  depositWithdraw: needs('wallet-history', wallet('/Deposit-withdraw', 'deposit-withdraw', { title: 'ประวัติฝาก-ถอน', label: 'รายการบัญชี' })),
  accountHistory: needs('statement', wallet('/Account-history', 'account-history', 'รายการบัญชี')),
  playHistory: needs('play-history', wallet('/Play-history', 'play-history', 'ประวัติการเล่น')),
  cashback: needs('rebates', wallet('/cashback', 'cashback', 'คืนยอดเสีย')),
  payBack: needs('rebates', wallet('/Pay-back', 'pay-back', 'คืนค่าคอม')),

  profile: account('/Profile', 'profile', { title: 'ข้อมูลส่วนตัว', label: 'โปรไฟล์' }),
  passwordChange: needs('password-change', account('/Password-change', 'password-change', 'เปลี่ยนรหัสผ่าน')),
  announce: needs('announcements', account('/Announce', 'announce', 'ประกาศ')),
  setting: account('/Setting', 'setting', 'ตั้งค่า'),
  promotionCode: needs('promotion-codes', account('/Promotioncode', 'promotion-code', 'โค้ดโปรโมชั่น')),
  ticket: needs('tickets', account('/Ticket', 'ticket', 'ตั๋วของฉัน')),
  affiliate: needs('affiliate', account('/Affiliate', 'affiliate', 'แนะนำเพื่อน')),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/**
 * The link to a route: the lower-case form links use (spec section 2: /login, /topup), with
 * `:params` filled in by the router's `generatePath` (URI-encoded). Matching is case-insensitive,
 * so it reaches the route.
 */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  try {
    return generatePath(routes[name].path.toLowerCase(), params);
  } catch (error) {
    throw new Error(`[shared] E1 route ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A route's Thai name: its page heading, and its label in the full menus. */
export function routeTitle(name: RouteName): string {
  return routes[name].title;
}

/** A route's name in the compact menus (bottom bars, sidebar game list): its label, else its title. */
export function routeLabel(name: RouteName): string {
  const r: RouteDef = routes[name];
  return r.label ?? r.title;
}

type RoutedPage<O extends PageOwner> = Extract<(typeof routes)[RouteName], { remote: O }>['page'];
type UnroutedPage = { [O in PageOwner]: Exclude<PageName<O>, RoutedPage<O>> }[PageOwner];
type ExpectNone<T extends never> = T;
// Checked by tsc: every page an owner provides is reached by some route (a page with none fails here).
type _EveryPageRouted = ExpectNone<UnroutedPage>;

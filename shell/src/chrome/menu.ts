import { routeAvailable, routeLabel, routeTitle, type CapabilityName, type GameLaunch, type RouteName } from '@member-site/shared';

/** What a menu item does. */
export type MenuAction =
  { kind: 'route'; name: RouteName } | { kind: 'game'; game: GameLaunch } | { kind: 'chat' } | { kind: 'referFriend' } | { kind: 'logout' };

export interface MenuItem {
  id: string;
  label: string;
  action: MenuAction;
  /** What the item does instead when its route's capability is not offered (else it is left out). */
  fallback?: MenuAction;
}

// A route's link text comes from the route table: the full menus use its title, the compact
// ones (bottom bars, the sidebar's game list) its shorter label.
const titled = (id: string, name: RouteName): MenuItem => ({ id, label: routeTitle(name), action: { kind: 'route', name } });
const short = (id: string, name: RouteName): MenuItem => ({ id, label: routeLabel(name), action: { kind: 'route', name } });
const game = (id: string, label: string, kind: GameLaunch): MenuItem => ({ id, label, action: { kind: 'game', game: kind } });

export const topBarItems: MenuItem[] = [
  game('sport', 'กีฬา', 'sport'),
  titled('casino', 'casino'),
  titled('slot', 'slot'),
  titled('card', 'card'),
  game('esport', 'อีสปอร์ต', 'esport'),
  game('thai-lotto', 'หวยไทย', 'lotto'),
  game('online-lotto', 'หวยออนไลน์', 'lotto'),
  titled('keno', 'keno'),
  game('trading', 'เทรด', 'trading'),
];

/** Deposit and withdrawal stay in the menus without their capability: their page is then the support chat. */
const viaChatWithout = (item: MenuItem): MenuItem => ({ ...item, fallback: item.action });

export const sidebarManageItems: MenuItem[] = [
  viaChatWithout(titled('topup', 'topup')),
  titled('account-history', 'accountHistory'),
  titled('play-history', 'playHistory'),
  titled('password-change', 'passwordChange'),
  viaChatWithout(titled('withdraw', 'withdraw')),
  { id: 'refer-friend', label: 'แนะนำเพื่อน', action: { kind: 'referFriend' } },
  titled('deposit-withdraw', 'depositWithdraw'),
  titled('cashback', 'cashback'),
  titled('announce', 'announce'),
  { id: 'logout', label: 'ออกจากระบบ', action: { kind: 'logout' } },
];

export const sidebarGameItems: MenuItem[] = [
  // Without the lobbies, sport and lotto still open the spec's sportsbook and lotto logins.
  { ...short('game-sport', 'sport'), fallback: { kind: 'game', game: 'sport' } },
  short('game-casino', 'casino'),
  short('game-slot', 'slot'),
  { ...short('game-lotto', 'lotto'), fallback: { kind: 'game', game: 'lotto' } },
  short('game-card', 'card'),
  game('game-trading', 'เทรด', 'trading'),
];

export const bottomNavItems: MenuItem[] = [
  short('home', 'playgame'),
  short('deposit-withdraw', 'depositWithdraw'),
  short('cashback', 'cashback'),
  short('profile', 'profile'),
];

/** /playgame's own bottom bar: enter-play sits in the centre. */
export const playgameBarItems: MenuItem[] = [
  short('pg-home', 'playgame'),
  short('pg-activity', 'activity'),
  short('pg-enter', 'home'),
  { id: 'pg-vip', label: 'VIP', action: { kind: 'chat' } },
  { id: 'pg-contact', label: 'ติดต่อ', action: { kind: 'chat' } },
];

/**
 * The items a member can use on this API (ADR 0029): a route whose capability is not offered
 * gives way to its fallback or is left out. While the answer is not known every item shows; the
 * route then waits for it.
 */
export function availableItems(items: readonly MenuItem[], capabilities: readonly CapabilityName[] | null): MenuItem[] {
  return items.flatMap((item) => {
    if (item.action.kind !== 'route' || routeAvailable(item.action.name, capabilities) !== false) return [item];
    return item.fallback ? [{ ...item, action: item.fallback }] : [];
  });
}

import type { GameLaunch, RouteName } from '@member-site/shared';

/** What a menu item does. */
export type MenuAction =
  | { kind: 'route'; name: RouteName }
  | { kind: 'game'; game: GameLaunch }
  | { kind: 'chat' }
  | { kind: 'referFriend' }
  | { kind: 'logout' };

export interface MenuItem {
  id: string;
  label: string;
  action: MenuAction;
}

const route = (id: string, label: string, name: RouteName): MenuItem => ({ id, label, action: { kind: 'route', name } });
const game = (id: string, label: string, kind: GameLaunch): MenuItem => ({ id, label, action: { kind: 'game', game: kind } });

export const topBarItems: MenuItem[] = [
  game('sport', 'กีฬา', 'sport'),
  route('casino', 'คาสิโนสด', 'casino'),
  route('slot', 'สล็อต', 'slot'),
  route('card', 'เกมไพ่', 'card'),
  game('esport', 'อีสปอร์ต', 'esport'),
  game('thai-lotto', 'หวยไทย', 'lotto'),
  game('online-lotto', 'หวยออนไลน์', 'lotto'),
  route('keno', 'คีโน', 'keno'),
  game('trading', 'เทรด', 'trading'),
];

export const sidebarManageItems: MenuItem[] = [
  route('topup', 'ฝากเงิน', 'topup'),
  route('account-history', 'รายการบัญชี', 'accountHistory'),
  route('play-history', 'ประวัติการเล่น', 'playHistory'),
  route('password-change', 'เปลี่ยนรหัสผ่าน', 'passwordChange'),
  route('withdraw', 'ถอนเงิน', 'withdraw'),
  { id: 'refer-friend', label: 'แนะนำเพื่อน', action: { kind: 'referFriend' } },
  route('deposit-withdraw', 'ประวัติฝาก-ถอน', 'depositWithdraw'),
  route('cashback', 'คืนยอดเสีย', 'cashback'),
  route('announce', 'ประกาศ', 'announce'),
  { id: 'logout', label: 'ออกจากระบบ', action: { kind: 'logout' } },
];

export const sidebarGameItems: MenuItem[] = [
  route('game-sport', 'กีฬา', 'sport'),
  route('game-casino', 'คาสิโน', 'casino'),
  route('game-slot', 'สล็อต', 'slot'),
  route('game-lotto', 'หวย', 'lotto'),
  route('game-card', 'ไพ่', 'card'),
  game('game-trading', 'เทรด', 'trading'),
];

export const bottomNavItems: MenuItem[] = [
  route('home', 'หน้าหลัก', 'playgame'),
  route('deposit-withdraw', 'รายการบัญชี', 'depositWithdraw'),
  route('cashback', 'คืนยอดเสีย', 'cashback'),
  route('profile', 'โปรไฟล์', 'profile'),
];

/** /playgame's own bottom bar: enter-play sits in the centre. */
export const playgameBarItems: MenuItem[] = [
  route('pg-home', 'หน้าหลัก', 'playgame'),
  route('pg-activity', 'กิจกรรม', 'activity'),
  route('pg-enter', 'เข้าเล่น', 'home'),
  { id: 'pg-vip', label: 'VIP', action: { kind: 'chat' } },
  { id: 'pg-contact', label: 'ติดต่อ', action: { kind: 'chat' } },
];

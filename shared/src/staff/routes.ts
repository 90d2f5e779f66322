// The back office's route table (issue 35, ADR 0046): one row per page, the one place its path,
// its owner (the back office itself or a domain team's staff remote), the permission it needs
// and its Thai name are written. The back office's menu lists the rows the staff member's
// permissions allow; a staff remote's page map must name exactly its pages (tsc checks it).
import { generatePath } from 'react-router-dom';
import type { StaffPermission } from '../contract/staff-roles';

/** The staff remotes, served only from the back office's origin (never from the member remotes'). */
export const staffPageNames = {
  backoffice: ['home', 'reports', 'settings', 'staff', 'audit'],
  mf_wallet_staff: ['withdrawals', 'approvals', 'deposits', 'held-transfers', 'statements', 'adjustments'],
  mf_account_staff: ['members', 'member', 'tickets', 'announcements', 'promotion-codes'],
} as const;

export type StaffPageOwner = keyof typeof staffPageNames;
export type StaffRemoteName = Exclude<StaffPageOwner, 'backoffice'>;
export type StaffPageName<O extends StaffPageOwner> = (typeof staffPageNames)[O][number];

/** One entry per page of staff remote R: no page missing, none extra. */
export type StaffPageMap<R extends StaffRemoteName, T> = { readonly [P in StaffPageName<R>]: T };

/** The menu's groups, in order. */
export const staffMenuGroups = { work: 'งานประจำวัน', money: 'การเงิน', members: 'สมาชิกและบริการ', site: 'ระบบ' } as const;
export type StaffMenuGroup = keyof typeof staffMenuGroups;

export interface StaffRouteOf<O extends StaffPageOwner> {
  path: string;
  owner: O;
  page: StaffPageName<O>;
  /** Needed to see the page (and listed in the menu); `session`: every signed-in staff member. */
  permission: StaffPermission | 'session';
  /** The page's Thai name: its heading and its menu label. */
  title: string;
  /** Where the menu lists it; none: reached from another page only (a member's page). */
  group?: StaffMenuGroup;
}

export type StaffRouteDef = { [O in StaffPageOwner]: StaffRouteOf<O> }[StaffPageOwner];

export const staffRoutes = {
  home: { path: '/', owner: 'backoffice', page: 'home', permission: 'session', title: 'หน้าหลัก', group: 'work' },
  withdrawals: { path: '/withdrawals', owner: 'mf_wallet_staff', page: 'withdrawals', permission: 'money', title: 'รายการถอน', group: 'money' },
  approvals: { path: '/approvals', owner: 'mf_wallet_staff', page: 'approvals', permission: 'money', title: 'รออนุมัติ', group: 'money' },
  deposits: { path: '/deposits', owner: 'mf_wallet_staff', page: 'deposits', permission: 'money', title: 'รายการฝาก', group: 'money' },
  heldTransfers: { path: '/held-transfers', owner: 'mf_wallet_staff', page: 'held-transfers', permission: 'money', title: 'ยอดโอนรอตรวจสอบ', group: 'money' },
  statements: { path: '/statements', owner: 'mf_wallet_staff', page: 'statements', permission: 'money', title: 'นำเข้ารายการเดินบัญชี', group: 'money' },
  adjustments: { path: '/adjustments', owner: 'mf_wallet_staff', page: 'adjustments', permission: 'money', title: 'ปรับยอดเงิน', group: 'money' },
  members: { path: '/members', owner: 'mf_account_staff', page: 'members', permission: 'membersRead', title: 'สมาชิก', group: 'members' },
  member: { path: '/members/:username', owner: 'mf_account_staff', page: 'member', permission: 'membersRead', title: 'ข้อมูลสมาชิก' },
  tickets: { path: '/tickets', owner: 'mf_account_staff', page: 'tickets', permission: 'tickets', title: 'ตั๋วแจ้งปัญหา', group: 'members' },
  announcements: { path: '/announcements', owner: 'mf_account_staff', page: 'announcements', permission: 'announcements', title: 'ประกาศ', group: 'members' },
  promotionCodes: {
    path: '/promotion-codes',
    owner: 'mf_account_staff',
    page: 'promotion-codes',
    permission: 'promotionCodes',
    title: 'โค้ดโปรโมชั่น',
    group: 'members',
  },
  reports: { path: '/reports', owner: 'backoffice', page: 'reports', permission: 'reports', title: 'รายงานประจำวัน', group: 'work' },
  settings: { path: '/settings', owner: 'backoffice', page: 'settings', permission: 'settings', title: 'ตั้งค่าเว็บไซต์', group: 'site' },
  staff: { path: '/staff', owner: 'backoffice', page: 'staff', permission: 'staff', title: 'พนักงาน', group: 'site' },
  audit: { path: '/audit', owner: 'backoffice', page: 'audit', permission: 'audit', title: 'บันทึกการใช้งาน', group: 'site' },
} as const satisfies Record<string, StaffRouteDef>;

export type StaffRouteName = keyof typeof staffRoutes;

/** A route's address with its parameters filled in (encoded by react-router). */
export function staffPath(name: StaffRouteName, params: Record<string, string> = {}): string {
  return generatePath(staffRoutes[name].path, params);
}

/** The routes whose pages the permissions allow. */
export function staffRoutesFor(permissions: readonly string[]): StaffRouteName[] {
  return (Object.keys(staffRoutes) as StaffRouteName[]).filter((name) => {
    const { permission } = staffRoutes[name];
    return permission === 'session' || permissions.includes(permission);
  });
}

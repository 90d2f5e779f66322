// Staff roles and what each may do (issue 35, ADR 0046). Plain code, no schema library: the API
// enforces it on every staff route, and the back office and the staff remotes read it to show
// only the controls a role can use (hiding is a courtesy; the API's 403 is the rule).

export const staffRoles = ['admin', 'cashier', 'support', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Thai names of the roles, as the back office shows them. */
export const staffRoleNames: Record<StaffRole, string> = {
  admin: 'ผู้ดูแลระบบ',
  cashier: 'การเงิน',
  support: 'ฝ่ายบริการลูกค้า',
  viewer: 'ดูรายงาน',
};

/**
 * Each permission and the roles that hold it. Money is the cashier's alone and staff and settings
 * the admin's alone: the person who runs the accounts is not the one who moves the money.
 */
export const staffPermissionRoles = {
  /** Deposits, withdrawals (claim, pay, reject, approve), held transfers, statements, balance adjustments. */
  money: ['cashier'],
  /** Member search and each member's profile, balance, ledger, sign-ins and safer play. */
  membersRead: ['admin', 'cashier', 'support'],
  /** Suspend, unsuspend, reset a member's password. */
  membersWrite: ['admin'],
  tickets: ['support'],
  announcements: ['support'],
  promotionCodes: ['admin'],
  /** The site's title, images, contact links, register mode, affiliate, approval threshold. */
  settings: ['admin'],
  /** Staff accounts and their roles. */
  staff: ['admin'],
  audit: ['admin'],
  reports: ['admin', 'viewer'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissionRoles;

export const staffPermissions = Object.keys(staffPermissionRoles) as StaffPermission[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** Every permission the roles give, in the table's order. */
export function permissionsOf(roles: readonly string[]): StaffPermission[] {
  return staffPermissions.filter((permission) => (staffPermissionRoles[permission] as readonly string[]).some((role) => roles.includes(role)));
}

/** The staff session's timings (ADR 0046): idle 15 minutes, 8 hours at most. */
export const staffSessionLimits = { idleSeconds: 15 * 60, maxSeconds: 8 * 60 * 60 } as const;

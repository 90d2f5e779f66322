import { Type, type Static } from 'typebox';
import { Day, Instant, Page, pageOf } from './common';
import { moneyPattern } from './money';
import { staffPermissions, staffRoles, type StaffPermission } from './staff-roles';

// The staff back office's API (issue 35, ADR 0046): staff sign-in with a per-person TOTP, staff
// accounts, the audit trail and the reports. Every path is under /api/staff/, answers only the
// back office's origin (CORS) and needs a staff session, never a member's token.

const StaffMoney = Type.String({ pattern: moneyPattern });

export const StaffRoleSchema = Type.Enum([...staffRoles]);
export const StaffPermissionSchema = Type.Enum(staffPermissions as [StaffPermission, ...StaffPermission[]]);

/** A staff username: lower-case letters, digits, dot, dash, underscore. */
export const staffUsernamePattern = '^[a-z0-9._-]{3,32}$';
const StaffUsername = Type.String({ pattern: staffUsernamePattern });

/** Who is signed in, and what they may do (the API computes the permissions from the roles). */
export const StaffIdentity = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  permissions: Type.Array(StaffPermissionSchema),
});
export type StaffIdentity = Static<typeof StaffIdentity>;

/** POST /api/staff/login: the first step; a session needs the second (the TOTP code). */
export const StaffLoginRequest = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type StaffLoginRequest = Static<typeof StaffLoginRequest>;

/**
 * The password was right. `code`: send the authenticator's code (or a recovery code) with the
 * challenge. `enrol`: no authenticator yet; the secret is shown this once (as a QR and as text),
 * and the first code from it completes the enrolment and the sign-in.
 */
export const StaffLoginAnswer = Type.Union([
  Type.Object({ status: Type.Literal('code'), challenge: Type.String({ minLength: 1 }) }),
  Type.Object({
    status: Type.Literal('enrol'),
    challenge: Type.String({ minLength: 1 }),
    /** Base32, for typing into an authenticator by hand. */
    secret: Type.String({ minLength: 16 }),
    /** otpauth://totp/… for the QR code. */
    otpauthUrl: Type.String({ minLength: 1 }),
  }),
]);
export type StaffLoginAnswer = Static<typeof StaffLoginAnswer>;

/** POST /api/staff/login/code and /login/enrol: the challenge and a 6-digit code (or, to sign in, a recovery code). */
export const StaffCodeRequest = Type.Object(
  { challenge: Type.String({ minLength: 1, maxLength: 2048 }), code: Type.String({ pattern: '^[0-9A-Za-z -]{6,24}$' }) },
  { additionalProperties: false },
);
export type StaffCodeRequest = Static<typeof StaffCodeRequest>;

/** A staff session: an opaque bearer token, ended after `idleSeconds` without a request and at `expiresAt` in any case. */
export const StaffSession = Type.Object({
  token: Type.String({ minLength: 20 }),
  staff: StaffIdentity,
  idleSeconds: Type.Integer({ minimum: 1 }),
  expiresAt: Instant,
});
export type StaffSession = Static<typeof StaffSession>;

/** The enrolment's answer: the session and the recovery codes, shown this once. */
export const StaffEnrolled = Type.Object({ ...StaffSession.properties, recoveryCodes: Type.Array(Type.String()) });
export type StaffEnrolled = Static<typeof StaffEnrolled>;

/** GET /api/staff/me */
export const StaffMe = Type.Object({ staff: StaffIdentity, idleSeconds: Type.Integer({ minimum: 1 }), expiresAt: Instant });
export type StaffMe = Static<typeof StaffMe>;

export const StaffOk = Type.Object({ ok: Type.Literal(true) });
export type StaffOk = Static<typeof StaffOk>;

// ---- staff accounts (admin) ------------------------------------------------------------------

export const StaffAccount = Type.Object({
  username: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  totpEnrolled: Type.Boolean(),
  createdAt: Instant,
  lastSignInAt: Type.Union([Instant, Type.Null()]),
});
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffAccountList = Type.Object({ data: Type.Array(StaffAccount) });
export type StaffAccountList = Static<typeof StaffAccountList>;

const Roles = Type.Array(StaffRoleSchema, { minItems: 1, maxItems: 4, uniqueItems: true });

/** POST /api/staff/accounts: a new staff account; its first password is made by the API and shown once. */
export const StaffAccountCreate = Type.Object(
  { username: StaffUsername, displayName: Type.String({ minLength: 1, maxLength: 80 }), roles: Roles },
  { additionalProperties: false },
);
export type StaffAccountCreate = Static<typeof StaffAccountCreate>;

/** An account and a password made for it, shown once (a new account, a password reset). */
export const StaffAccountWithPassword = Type.Object({ account: StaffAccount, password: Type.String({ minLength: 12 }) });
export type StaffAccountWithPassword = Static<typeof StaffAccountWithPassword>;

export const StaffRolesUpdate = Type.Object({ roles: Roles }, { additionalProperties: false });
export type StaffRolesUpdate = Static<typeof StaffRolesUpdate>;

/** The `:username` of a staff account route. */
export const StaffAccountParams = Type.Object({ username: StaffUsername });
export type StaffAccountParams = Static<typeof StaffAccountParams>;

// ---- the audit trail (admin) -----------------------------------------------------------------

/** One staff action or view, as recorded (append-only). `before`/`after` are JSON texts, shown as text. */
export const AuditEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  at: Instant,
  /** The staff username, or `system` for the operator key (a bank feed). */
  actor: Type.String(),
  actorKind: Type.Union([Type.Literal('staff'), Type.Literal('system')]),
  /** `withdrawal.pay`, `member.view`, `site.update`… */
  action: Type.String(),
  targetKind: Type.Union([Type.String(), Type.Null()]),
  targetId: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    /** A prefix: `withdrawal` finds every withdrawal action. */
    action: Type.Optional(Type.String({ maxLength: 64 })),
    /** A target id (a member's username, a withdrawal's id). */
    target: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    page: Type.Optional(Page),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/** GET /api/staff/audit/export: the filtered rows (at most 50,000) as CSV text, UTF-8, for a download. */
export const AuditExport = Type.Object({ fileName: Type.String(), csv: Type.String(), rows: Type.Integer({ minimum: 0 }) });
export type AuditExport = Static<typeof AuditExport>;

// ---- reports (viewer, admin) -----------------------------------------------------------------

export const ReportQuery = Type.Object({ day: Type.Optional(Day) }, { additionalProperties: false });
export type ReportQuery = Static<typeof ReportQuery>;

const CountAndAmount = Type.Object({ count: Type.Integer({ minimum: 0 }), amount: StaffMoney });

/** One Bangkok day: money in and out (credited deposits, paid withdrawals), members, and each hour's sums. */
export const DayReport = Type.Object({
  day: Day,
  deposits: CountAndAmount,
  withdrawals: CountAndAmount,
  /** deposits − withdrawals, signed. */
  net: StaffMoney,
  newMembers: Type.Integer({ minimum: 0 }),
  /** Members whose first credited deposit ever was on this day. */
  firstDeposits: Type.Integer({ minimum: 0 }),
  /** Members who signed in, played or moved money on this day. */
  activeMembers: Type.Integer({ minimum: 0 }),
  /** 24 rows, hour 0–23 Bangkok time. */
  hourly: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), deposits: StaffMoney, withdrawals: StaffMoney })),
});
export type DayReport = Static<typeof DayReport>;

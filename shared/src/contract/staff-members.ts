import { Type, type Static } from 'typebox';
import { Id, Instant } from './common';
import { ticketMessageMax, ticketReferenceMax } from './account-rules';
import { amountInputPattern, moneyPattern } from './money';
import { LimitPeriod } from './limits';
import { RealityCheckMinutes, Restriction } from './safer-play';
import { DepositMethod, DepositStatus, LedgerKind, WithdrawalStatus } from './wallet';
import { TicketCategory, TicketStatus } from './account';
import { StaffMemberRef } from './staff-money';

// The account team's side of the back office (issue 35, ADR 0046): members (search, what each
// has and did, suspension, password reset), support tickets, announcements and promotion codes.
// Every look at a member's data is recorded in the audit trail.

const Money = Type.String({ pattern: moneyPattern });

export const MemberStatus = Type.Union([Type.Literal('active'), Type.Literal('suspended')]);
export type MemberStatus = Static<typeof MemberStatus>;

/** One row of a member search. The bank account is in full for cashiers, masked for other roles. */
export const StaffMemberSummary = Type.Object({
  username: Type.String(),
  username2: Type.String(),
  phone: Type.String(),
  bankName: Type.Union([Type.String(), Type.Null()]),
  bankAccount: Type.Union([Type.String(), Type.Null()]),
  accountName: Type.Union([Type.String(), Type.Null()]),
  balance: Money,
  status: MemberStatus,
  createdAt: Instant,
});
export type StaffMemberSummary = Static<typeof StaffMemberSummary>;

/** GET /api/staff/members?q=: a phone, a username (or username2) or a bank account number, whole or in part. */
export const StaffMemberSearch = Type.Object({ q: Type.String({ minLength: 2, maxLength: 64 }) }, { additionalProperties: false });
export type StaffMemberSearch = Static<typeof StaffMemberSearch>;

export const StaffMemberList = Type.Object({ data: Type.Array(StaffMemberSummary) });
export type StaffMemberList = Static<typeof StaffMemberList>;

/** The `:username` of a member route. */
export const StaffMemberParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
export type StaffMemberParams = Static<typeof StaffMemberParams>;

export const StaffLedgerEntry = Type.Object({
  id: Id,
  at: Instant,
  kind: LedgerKind,
  description: Type.String(),
  amount: Money,
  balanceAfter: Money,
});
export type StaffLedgerEntry = Static<typeof StaffLedgerEntry>;

export const StaffMemberSignIn = Type.Object({
  at: Instant,
  ip: Type.String(),
  userAgent: Type.String(),
  /** `ok`, or why it failed (`password`, `suspended`). */
  outcome: Type.String(),
});
export type StaffMemberSignIn = Static<typeof StaffMemberSignIn>;

/** GET /api/staff/members/:username: everything staff look at for one member (recorded as a view). */
export const StaffMemberDetail = Type.Object({
  ...StaffMemberSummary.properties,
  bonusBalance: Money,
  lineLinked: Type.Boolean(),
  referralCode: Type.Union([Type.String(), Type.Null()]),
  /** The member must choose a new password at the next sign-in (a staff reset). */
  passwordResetRequired: Type.Boolean(),
  suspension: Type.Union([Type.Object({ at: Instant, by: Type.String(), reason: Type.String() }), Type.Null()]),
  turnover: Type.Object({ required: Money, made: Money, left: Money }),
  saferPlay: Type.Object({
    restriction: Type.Union([Restriction, Type.Null()]),
    realityCheckMinutes: RealityCheckMinutes,
    /** The deposit limit in force per window, null for none. */
    depositLimits: Type.Array(Type.Object({ period: LimitPeriod, limit: Type.Union([Money, Type.Null()]) })),
  }),
  /** The latest 50 sign-ins, newest first. */
  signIns: Type.Array(StaffMemberSignIn),
  /** The latest 50 ledger rows, newest first. */
  ledger: Type.Array(StaffLedgerEntry),
  deposits: Type.Array(
    Type.Object({ id: Id, method: DepositMethod, status: DepositStatus, amount: Money, createdAt: Instant, settledAt: Type.Union([Instant, Type.Null()]) }),
  ),
  withdrawals: Type.Array(
    Type.Object({
      id: Id,
      status: WithdrawalStatus,
      amount: Money,
      createdAt: Instant,
      settledAt: Type.Union([Instant, Type.Null()]),
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type StaffMemberDetail = Static<typeof StaffMemberDetail>;

/** POST /api/staff/members/:username/suspend: every session of the member ends; sign-in is refused until unsuspended. */
export const StaffMemberSuspend = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 300 }) }, { additionalProperties: false });
export type StaffMemberSuspend = Static<typeof StaffMemberSuspend>;

/** POST /api/staff/members/:username/reset-password: a temporary password, shown once; the member must change it at the next sign-in. */
export const StaffMemberPasswordReset = Type.Object({ temporaryPassword: Type.String({ minLength: 8 }) });
export type StaffMemberPasswordReset = Static<typeof StaffMemberPasswordReset>;

// ---- support tickets (support) ---------------------------------------------------------------

export const StaffTicket = Type.Object({
  id: Id,
  member: StaffMemberRef,
  category: TicketCategory,
  message: Type.String({ maxLength: ticketMessageMax }),
  reference: Type.Union([Type.String({ maxLength: ticketReferenceMax }), Type.Null()]),
  status: TicketStatus,
  createdAt: Instant,
  updatedAt: Instant,
  /** Oldest first; `by` is the staff member who wrote it (null for replies from before staff accounts). */
  replies: Type.Array(Type.Object({ message: Type.String(), createdAt: Instant, by: Type.Union([Type.String(), Type.Null()]) })),
});
export type StaffTicket = Static<typeof StaffTicket>;

/** GET /api/staff/tickets: open ones oldest first by default. */
export const StaffTicketQuery = Type.Object({ status: Type.Optional(TicketStatus) }, { additionalProperties: false });
export type StaffTicketQuery = Static<typeof StaffTicketQuery>;

export const StaffTicketList = Type.Object({ data: Type.Array(StaffTicket) });
export type StaffTicketList = Static<typeof StaffTicketList>;

export const StaffTicketReply = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: ticketMessageMax }), close: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type StaffTicketReply = Static<typeof StaffTicketReply>;

// ---- announcements (support) -----------------------------------------------------------------

export const StaffAnnouncement = Type.Object({
  id: Id,
  title: Type.String(),
  body: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  publishedAt: Type.Union([Instant, Type.Null()]),
  createdAt: Instant,
});
export type StaffAnnouncement = Static<typeof StaffAnnouncement>;

export const StaffAnnouncementList = Type.Object({ data: Type.Array(StaffAnnouncement) });
export type StaffAnnouncementList = Static<typeof StaffAnnouncementList>;

/** POST /api/staff/announcements: written as a draft, or published at once. */
export const StaffAnnouncementCreate = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: 120 }), body: Type.String({ minLength: 1, maxLength: 2000 }), publish: Type.Boolean() },
  { additionalProperties: false },
);
export type StaffAnnouncementCreate = Static<typeof StaffAnnouncementCreate>;

// ---- promotion codes (admin) -----------------------------------------------------------------

/** An instant with an offset ("2026-12-01T00:00:00+07:00"): a time without one would be read in the server's zone. */
export const isoInstantPattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$';

export const PromotionCodeRule = Type.Union([Type.Literal('none'), Type.Literal('first-deposit'), Type.Literal('deposit-today')]);
export type PromotionCodeRule = Static<typeof PromotionCodeRule>;

export const StaffPromotionCode = Type.Object({
  code: Type.String(),
  amount: Money,
  startsAt: Instant,
  endsAt: Type.Union([Instant, Type.Null()]),
  maxRedemptions: Type.Union([Type.Integer(), Type.Null()]),
  rule: PromotionCodeRule,
  minDeposit: Money,
  redeemed: Type.Integer({ minimum: 0 }),
  /** What a member would meet now. */
  status: Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('scheduled'), Type.Literal('expired'), Type.Literal('exhausted')]),
  createdAt: Instant,
});
export type StaffPromotionCode = Static<typeof StaffPromotionCode>;

export const StaffPromotionCodeList = Type.Object({ data: Type.Array(StaffPromotionCode) });
export type StaffPromotionCodeList = Static<typeof StaffPromotionCodeList>;

export const StaffPromotionCodeCreate = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9_-]{3,32}$' }),
    amount: Type.String({ pattern: amountInputPattern }),
    startsAt: Type.Optional(Type.String({ pattern: isoInstantPattern })),
    endsAt: Type.Optional(Type.String({ pattern: isoInstantPattern })),
    maxRedemptions: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
    rule: Type.Optional(PromotionCodeRule),
    minDeposit: Type.Optional(Type.String({ pattern: amountInputPattern })),
  },
  { additionalProperties: false },
);
export type StaffPromotionCodeCreate = Static<typeof StaffPromotionCodeCreate>;

/** The `:code` of a promotion code route. */
export const StaffPromotionCodeParams = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{3,32}$' }) });
export type StaffPromotionCodeParams = Static<typeof StaffPromotionCodeParams>;

export const StaffRedemptionList = Type.Object({
  data: Type.Array(Type.Object({ member: StaffMemberRef, amount: Money, redeemedAt: Instant })),
});
export type StaffRedemptionList = Static<typeof StaffRedemptionList>;

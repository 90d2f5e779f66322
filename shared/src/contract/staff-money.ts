import { Type, type Static } from 'typebox';
import { Id, Instant, Page, pageOf } from './common';
import { amountInputPattern, moneyPattern } from './money';
import { DepositMethod, DepositStatus, WithdrawalStatus } from './wallet';

// The cashiers' side of the back office (issue 35, ADR 0046): the withdrawal queue with its
// claims and four-eyes approvals, balance adjustments, deposits, held transfers and bank
// statements. Amounts as everywhere: two-decimal strings, satang in the API (ADR 0010).

const Money = Type.String({ pattern: moneyPattern });
const Note = Type.String({ minLength: 1, maxLength: 300 });

/** A member as staff lists name them. */
export const StaffMemberRef = Type.Object({ username: Type.String(), username2: Type.String() });
export type StaffMemberRef = Static<typeof StaffMemberRef>;

/** The member's registered account in full: the cashier transfers to it. */
export const StaffBankAccount = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
});
export type StaffBankAccount = Static<typeof StaffBankAccount>;

/** What a cashier weighs beside a withdrawal: the member's money now and lately. */
export const WithdrawalContext = Type.Object({
  balance: Money,
  bonusBalance: Money,
  turnoverRequired: Money,
  turnoverMade: Money,
  turnoverLeft: Money,
  /** The latest 5 credited deposits, newest first. */
  recentDeposits: Type.Array(Type.Object({ amount: Money, at: Instant, method: DepositMethod })),
  /** The latest 5 other withdrawals, newest first. */
  recentWithdrawals: Type.Array(Type.Object({ amount: Money, at: Instant, status: WithdrawalStatus })),
});
export type WithdrawalContext = Static<typeof WithdrawalContext>;

/** Who holds a withdrawal now, and until when (a claim lapses by itself). */
export const WithdrawalClaim = Type.Object({ by: Type.String(), until: Instant });
export type WithdrawalClaim = Static<typeof WithdrawalClaim>;

/** A payment waiting for a second staff member (four eyes). */
export const PendingApprovalRef = Type.Object({ id: Id, requestedBy: Type.String(), requestedAt: Instant });
export type PendingApprovalRef = Static<typeof PendingApprovalRef>;

export const StaffWithdrawal = Type.Object({
  id: Id,
  status: WithdrawalStatus,
  member: StaffMemberRef,
  amount: Money,
  fee: Money,
  netAmount: Money,
  account: StaffBankAccount,
  createdAt: Instant,
  settledAt: Type.Union([Instant, Type.Null()]),
  /** The Thai reason the member reads, for a rejected one. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Who settled it (paid or rejected), or null. */
  settledBy: Type.Union([Type.String(), Type.Null()]),
  claim: Type.Union([WithdrawalClaim, Type.Null()]),
  approval: Type.Union([PendingApprovalRef, Type.Null()]),
  /** True when paying it needs a second staff member (its amount is at or above the threshold). */
  needsApproval: Type.Boolean(),
  context: WithdrawalContext,
});
export type StaffWithdrawal = Static<typeof StaffWithdrawal>;

/** GET /api/staff/withdrawals: pending ones oldest first; paid and rejected newest first. */
export const StaffWithdrawalQuery = Type.Object(
  {
    status: Type.Optional(WithdrawalStatus),
    /** A member's username, username2 or bank account number (part of it). */
    q: Type.Optional(Type.String({ maxLength: 64 })),
    /** Only withdrawals of at least this amount. */
    min: Type.Optional(Type.String({ pattern: amountInputPattern })),
    page: Type.Optional(Page),
  },
  { additionalProperties: false },
);
export type StaffWithdrawalQuery = Static<typeof StaffWithdrawalQuery>;

export const StaffWithdrawalPage = Type.Object({
  ...pageOf(StaffWithdrawal).properties,
  /** Withdrawals of this amount or more need a second staff member. */
  approvalThreshold: Money,
  /** How long a claim lasts. */
  claimMinutes: Type.Integer({ minimum: 1 }),
});
export type StaffWithdrawalPage = Static<typeof StaffWithdrawalPage>;

/** The `:id` of a withdrawal, deposit, held transfer or approval route. */
export const StaffIdParams = Type.Object({ id: Id });
export type StaffIdParams = Static<typeof StaffIdParams>;

/** POST /api/staff/withdrawals/:id/reject: the Thai reason the member reads. */
export const StaffWithdrawalReject = Type.Object({ reason: Note }, { additionalProperties: false });
export type StaffWithdrawalReject = Static<typeof StaffWithdrawalReject>;

/** POST /api/staff/withdrawals/:id/pay: paid now, or (at or above the threshold) waiting for a second staff member. */
export const StaffWithdrawalPaid = Type.Object({
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('awaiting-approval')]),
  withdrawal: StaffWithdrawal,
});
export type StaffWithdrawalPaid = Static<typeof StaffWithdrawalPaid>;

export const ApprovalKind = Type.Union([Type.Literal('withdrawal'), Type.Literal('adjustment')]);
export type ApprovalKind = Static<typeof ApprovalKind>;

export const ApprovalStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('declined')]);
export type ApprovalStatus = Static<typeof ApprovalStatus>;

/** A money action waiting for (or settled by) a second staff member. */
export const StaffApproval = Type.Object({
  id: Id,
  kind: ApprovalKind,
  status: ApprovalStatus,
  member: StaffMemberRef,
  /** Signed for an adjustment (a debit is negative); a withdrawal's amount. */
  amount: Money,
  /** The adjustment's reason, or null. */
  reason: Type.Union([Type.String(), Type.Null()]),
  withdrawalId: Type.Union([Id, Type.Null()]),
  requestedBy: Type.String(),
  requestedAt: Instant,
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Instant, Type.Null()]),
  /** Why a second staff member declined it. */
  note: Type.Union([Type.String(), Type.Null()]),
});
export type StaffApproval = Static<typeof StaffApproval>;

export const StaffApprovalQuery = Type.Object({ status: Type.Optional(ApprovalStatus) }, { additionalProperties: false });
export type StaffApprovalQuery = Static<typeof StaffApprovalQuery>;

export const StaffApprovalList = Type.Object({ data: Type.Array(StaffApproval) });
export type StaffApprovalList = Static<typeof StaffApprovalList>;

export const StaffApprovalDecline = Type.Object({ note: Note }, { additionalProperties: false });
export type StaffApprovalDecline = Static<typeof StaffApprovalDecline>;

/** POST /api/staff/adjustments: a manual change of a member's balance, always approved by a second staff member. */
export const StaffAdjustmentCreate = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    /** Signed baht, two decimals at most: "-100" takes 100.00 away. */
    amount: Type.String({ pattern: '^-?[0-9]{1,9}(\\.[0-9]{1,2})?$' }),
    reason: Type.String({ minLength: 3, maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type StaffAdjustmentCreate = Static<typeof StaffAdjustmentCreate>;

export const StaffDeposit = Type.Object({
  id: Id,
  member: StaffMemberRef,
  method: DepositMethod,
  status: DepositStatus,
  amount: Money,
  /** A PromptPay request's exact amount to transfer (amount + its satang tail); null otherwise. */
  payAmount: Type.Union([Money, Type.Null()]),
  creditedAmount: Type.Union([Money, Type.Null()]),
  createdAt: Instant,
  settledAt: Type.Union([Instant, Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type StaffDeposit = Static<typeof StaffDeposit>;

/** GET /api/staff/deposits: pending ones oldest first, others newest first. */
export const StaffDepositQuery = Type.Object(
  { status: Type.Optional(DepositStatus), q: Type.Optional(Type.String({ maxLength: 64 })), page: Type.Optional(Page) },
  { additionalProperties: false },
);
export type StaffDepositQuery = Static<typeof StaffDepositQuery>;

export const StaffDepositPage = pageOf(StaffDeposit);
export type StaffDepositPage = Static<typeof StaffDepositPage>;

export const HeldReason = Type.Union([Type.Literal('noMember'), Type.Literal('ambiguous'), Type.Literal('depositLimit'), Type.Literal('restricted')]);
export type HeldReason = Static<typeof HeldReason>;

/** A transfer in that could not be credited when it arrived (ADR 0032). */
export const StaffHeldTransfer = Type.Object({
  id: Id,
  transRef: Type.String(),
  fromBank: Type.String(),
  fromAccount: Type.String(),
  amount: Money,
  reason: HeldReason,
  status: Type.Union([Type.Literal('held'), Type.Literal('credited'), Type.Literal('returned')]),
  member: Type.Union([StaffMemberRef, Type.Null()]),
  depositId: Type.Union([Id, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  settledAt: Type.Union([Instant, Type.Null()]),
});
export type StaffHeldTransfer = Static<typeof StaffHeldTransfer>;

export const StaffHeldQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('held'), Type.Literal('credited'), Type.Literal('returned')])) },
  { additionalProperties: false },
);
export type StaffHeldQuery = Static<typeof StaffHeldQuery>;

export const StaffHeldList = Type.Object({ data: Type.Array(StaffHeldTransfer) });
export type StaffHeldList = Static<typeof StaffHeldList>;

/** Credit a held transfer to its member, or to `username` when it names none (the staff member's decision). */
export const StaffHeldCredit = Type.Object(
  { username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), note: Type.Optional(Note) },
  { additionalProperties: false },
);
export type StaffHeldCredit = Static<typeof StaffHeldCredit>;

export const StaffHeldReturn = Type.Object({ note: Type.Optional(Note) }, { additionalProperties: false });
export type StaffHeldReturn = Static<typeof StaffHeldReturn>;

/** One line of a bank statement: a transfer into one of the site's accounts. */
export const StatementLineInput = Type.Object(
  {
    /** The bank's transaction reference; the same one credits once (ADR 0014). */
    transRef: Type.String({ minLength: 4, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    fromBank: Type.String({ minLength: 2, maxLength: 10 }),
    /** The sender's account, possibly masked as banks print it (xxx-x-x3456-x). */
    fromAccount: Type.String({ minLength: 4, maxLength: 32 }),
    amount: Type.String({ pattern: amountInputPattern }),
  },
  { additionalProperties: false },
);
export type StatementLineInput = Static<typeof StatementLineInput>;

/** What one line did: credited to a member, credited before (nothing twice), or held for staff. */
export const StatementLineResult = Type.Object({
  transRef: Type.String(),
  amount: Money,
  outcome: Type.Union([Type.Literal('credited'), Type.Literal('alreadyCredited'), Type.Literal('held')]),
  reason: Type.Union([HeldReason, Type.Null()]),
  member: Type.Union([StaffMemberRef, Type.Null()]),
  depositId: Type.Union([Id, Type.Null()]),
  heldId: Type.Union([Id, Type.Null()]),
});
export type StatementLineResult = Static<typeof StatementLineResult>;

export const StatementBank = Type.Union([Type.Literal('kbank'), Type.Literal('scb')]);
export type StatementBank = Static<typeof StatementBank>;

/** POST /api/staff/statements/import: a bank's CSV export (docs/statement-imports.md), as text. */
export const StatementImportRequest = Type.Object(
  {
    bank: StatementBank,
    fileName: Type.String({ minLength: 1, maxLength: 120 }),
    /** The file's text (UTF-8, or the bank's Thai Windows-874 read as such by the page). */
    content: Type.String({ minLength: 1, maxLength: 2_000_000 }),
  },
  { additionalProperties: false },
);
export type StatementImportRequest = Static<typeof StatementImportRequest>;

export const StatementImportSummary = Type.Object({
  id: Id,
  bank: StatementBank,
  fileName: Type.String(),
  importedBy: Type.String(),
  importedAt: Instant,
  credited: Type.Integer({ minimum: 0 }),
  alreadyCredited: Type.Integer({ minimum: 0 }),
  held: Type.Integer({ minimum: 0 }),
  /** Lines that are not transfers in (debits, fees, balances) or that could not be read. */
  skipped: Type.Integer({ minimum: 0 }),
});
export type StatementImportSummary = Static<typeof StatementImportSummary>;

export const StatementImportResult = Type.Object({
  ...StatementImportSummary.properties,
  lines: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), ...StatementLineResult.properties })),
  /** Rows left out, each with its Thai reason. */
  skippedRows: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), reason: Type.String() })),
});
export type StatementImportResult = Static<typeof StatementImportResult>;

export const StatementImportList = Type.Object({ data: Type.Array(StatementImportSummary) });
export type StatementImportList = Static<typeof StatementImportList>;

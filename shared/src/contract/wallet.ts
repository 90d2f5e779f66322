import { Type, type Static } from 'typebox';
import { Day, Id, Instant, Page, pageOf } from './common';
import { amountInputPattern, moneyPattern } from './money';

// The wallet (issue 8). Money is integer satang in the API's storage and a decimal string with
// exactly two decimals on the wire ("1500.00"), as /credit already sends it: no floating point
// anywhere between the ledger and the screen (ADR 0010).

/** An amount the API sends: two decimals, sign only for debits in the statement. */
export const Money = Type.String({ pattern: moneyPattern });
export type Money = Static<typeof Money>;

/** An amount the member types: baht with up to two decimals, no sign, no separators. */
export const AmountInput = Type.String({ pattern: amountInputPattern });
export type AmountInput = Static<typeof AmountInput>;

/** A bank account the site receives transfers in. */
export const SiteBankAccount = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
});
export type SiteBankAccount = Static<typeof SiteBankAccount>;

/** The member's registered account: the only one deposits come from and withdrawals go to. */
export const MemberBankAccount = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  /** Masked by the API (xxx-x-x1234-x): the full number never reaches the browser. */
  accountNumberMasked: Type.String(),
  accountName: Type.String(),
});
export type MemberBankAccount = Static<typeof MemberBankAccount>;

export const DepositStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('credited'),
  Type.Literal('expired'),
  Type.Literal('cancelled'),
  Type.Literal('rejected'),
  /** Received, waiting for the operator (over the member's deposit limit, during a break): `reason` says why. */
  Type.Literal('held'),
]);
export type DepositStatus = Static<typeof DepositStatus>;

export const DepositMethod = Type.Union([Type.Literal('promptpay'), Type.Literal('transfer'), Type.Literal('slip')]);
export type DepositMethod = Static<typeof DepositMethod>;

/** What a deposit promotion did to a deposit: the bonus it gave, or why it gave none. */
export const DepositPromotionResult = Type.Object({
  title: Type.String({ maxLength: 120 }),
  /** "0.00" when the promotion no longer applied (then `note` says why). */
  bonus: Money,
  note: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
});
export type DepositPromotionResult = Static<typeof DepositPromotionResult>;

/** One deposit, whatever way it came. */
export const DepositRecord = Type.Object({
  id: Id,
  method: DepositMethod,
  status: DepositStatus,
  /** What the member asked for. */
  amount: Money,
  /** What was credited (the transferred amount); null until credited. */
  creditedAmount: Type.Union([Money, Type.Null()]),
  createdAt: Instant,
  /** When it was credited, expired, cancelled or rejected. */
  settledAt: Type.Union([Instant, Type.Null()]),
  /** Thai reason of a rejection, shown as text. */
  reason: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
  /** Present when the member had chosen a promotion for this deposit. */
  promotion: Type.Optional(DepositPromotionResult),
});
export type DepositRecord = Static<typeof DepositRecord>;

/** An open PromptPay request: the member transfers exactly `payAmount` to the QR. */
export const PromptPayRequest = Type.Object({
  id: Id,
  status: DepositStatus,
  amount: Money,
  /** The amount plus a few satang that make the transfer matchable to this request. */
  payAmount: Money,
  /** EMVCo payload (tag 29, CRC-16/CCITT) the page draws as a QR code. */
  payload: Type.String({ minLength: 20, maxLength: 512 }),
  /** The PromptPay id the money goes to, and its holder's name, shown under the QR. */
  receiverName: Type.String(),
  createdAt: Instant,
  expiresAt: Instant,
});
export type PromptPayRequest = Static<typeof PromptPayRequest>;

/** A deposit promotion the member may choose now (ADR 0013); amounts as on the wire. */
export const DepositPromotion = Type.Object({
  id: Id,
  title: Type.String({ maxLength: 120 }),
  /** Thai, shown as text. */
  description: Type.String({ maxLength: 300 }),
  /** Made from basis points: "100%", "10%". */
  bonusRate: Type.String({ maxLength: 10 }),
  maxBonus: Money,
  minDeposit: Money,
  /** Times (deposit + bonus) to play before a withdrawal. */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The requirement spelled out in Thai, stated before the member accepts. */
  turnoverText: Type.String({ maxLength: 300 }),
});
export type DepositPromotion = Static<typeof DepositPromotion>;

/** GET /api/v1/wallet/deposit: everything the deposit page shows. */
export const DepositOptions = Type.Object({
  minAmount: Money,
  maxAmount: Money,
  quickAmounts: Type.Array(Money),
  siteAccounts: Type.Array(SiteBankAccount),
  memberAccount: MemberBankAccount,
  promptPay: Type.Object({ enabled: Type.Boolean(), expiresInSeconds: Type.Integer({ minimum: 60 }) }),
  /**
   * Slip upload: off unless the operator chose a slip verifier (API_SLIP_VERIFIER). A slip is
   * accepted up to `maxAgeHours` after the transfer.
   */
  slip: Type.Object({ enabled: Type.Boolean(), maxAgeHours: Type.Integer({ minimum: 1 }) }),
  /** The one open PromptPay request, shown again when the member comes back. */
  openRequest: Type.Union([PromptPayRequest, Type.Null()]),
  /** The latest deposits (newest first), so the page shows pending → credited. */
  recent: Type.Array(DepositRecord),
  /** The promotions the member may choose now; empty: the page shows no promotion choice. */
  promotions: Type.Array(DepositPromotion),
  /** The promotion chosen for the next credited deposit, or null ("ไม่รับโปรโมชั่น"). */
  promotionChoice: Type.Union([Id, Type.Null()]),
  /** What the member's deposit limits still allow now (ADR 0017); null when no limit is set. */
  depositLimitLeft: Type.Union([Money, Type.Null()]),
  /** Whether any deposit of the member was ever credited (the first deposit offers a limit). */
  hasDeposited: Type.Boolean(),
  /**
   * The member's credit now (as /credit answers it), from an API that sends it: when the page's
   * poll finds its PromptPay request credited, the bar shows this, with no other request (issue 24).
   */
  credit: Type.Optional(Money),
});
export type DepositOptions = Static<typeof DepositOptions>;

/**
 * POST /api/v1/wallet/deposit/promotion: the member's choice for the next credited deposit,
 * whichever way it comes (a bank transfer carries no choice of its own); null = none.
 */
export const PromotionChoice = Type.Object(
  { promotionId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]) },
  { additionalProperties: false },
);
export type PromotionChoice = Static<typeof PromotionChoice>;

/** POST /api/v1/wallet/deposit/promptpay */
export const PromptPayCreate = Type.Object({ amount: AmountInput }, { additionalProperties: false });
export type PromptPayCreate = Static<typeof PromptPayCreate>;

/** POST /api/v1/wallet/deposit/cancel: cancels the open PromptPay request. */
export const DepositCancel = Type.Object({ id: Id }, { additionalProperties: false });
export type DepositCancel = Static<typeof DepositCancel>;

/**
 * POST /api/v1/wallet/deposit/slip: a transfer the automatic matching missed. Only what the
 * slip's QR code says (its payload, or the bare transaction reference) goes to the API, never
 * the image; the API asks the bank (its slip verifier) what the transfer was.
 */
export const SlipSubmit = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 512, pattern: '^[\\x21-\\x7E]+$' }) },
  { additionalProperties: false },
);
export type SlipSubmit = Static<typeof SlipSubmit>;

/**
 * POST /api/v1/wallet/deposit/slip answers the deposit the slip made and, from an API that sends
 * them, what the deposit moved: the member's credit after it (as /credit answers it) and the
 * deposit page's options. The page then shows both from this answer, with no other request
 * (issue 24); without them it reads them again.
 */
export const SlipSubmitted = Type.Object({
  ...DepositRecord.properties,
  credit: Type.Optional(Money),
  options: Type.Optional(DepositOptions),
});
export type SlipSubmitted = Static<typeof SlipSubmitted>;

export const WithdrawalStatus = Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('rejected')]);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

export const WithdrawalRecord = Type.Object({
  id: Id,
  status: WithdrawalStatus,
  amount: Money,
  fee: Money,
  /** What reaches the member's account: amount − fee. */
  netAmount: Money,
  account: MemberBankAccount,
  createdAt: Instant,
  settledAt: Type.Union([Instant, Type.Null()]),
  reason: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
});
export type WithdrawalRecord = Static<typeof WithdrawalRecord>;

/** GET /api/v1/wallet/withdraw: everything the withdraw page shows. */
export const WithdrawOptions = Type.Object({
  /** Credit that may leave now (the balance less what turnover still locks). */
  withdrawable: Money,
  minAmount: Money,
  maxAmount: Money,
  dailyLimit: Money,
  dailyLeft: Money,
  fee: Money,
  /** Play still needed before anything may be withdrawn ("0.00" when none). */
  turnoverLeft: Money,
  /** The turnover requirement of the member's promotions ("0.00" when none). */
  turnoverRequired: Money,
  /** Play counted towards it so far. */
  turnoverMade: Money,
  quickAmounts: Type.Array(Money),
  account: MemberBankAccount,
  /** The one pending withdrawal; a new one is refused while it is open. */
  pending: Type.Union([WithdrawalRecord, Type.Null()]),
  recent: Type.Array(WithdrawalRecord),
});
export type WithdrawOptions = Static<typeof WithdrawOptions>;

/**
 * POST /api/v1/wallet/withdraw answers the withdrawal made and, from an API that sends them, what
 * the withdrawal moved: the member's credit after it (as /credit answers it) and the page's
 * options. The page then shows both from this answer, with no other request (issue 24); without
 * them it reads them again.
 */
export const WithdrawalCreated = Type.Object({
  ...WithdrawalRecord.properties,
  credit: Type.Optional(Money),
  options: Type.Optional(WithdrawOptions),
});
export type WithdrawalCreated = Static<typeof WithdrawalCreated>;

/** POST /api/v1/wallet/withdraw: the key is made once per attempt, so a retry or a double click creates one withdrawal. */
export const WithdrawCreate = Type.Object(
  {
    amount: AmountInput,
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }),
  },
  { additionalProperties: false },
);
export type WithdrawCreate = Static<typeof WithdrawCreate>;

/** GET /api/v1/wallet/deposits and /withdrawals?page= */
export const HistoryQuery = Type.Object({ page: Type.Optional(Page) }, { additionalProperties: false });
export type HistoryQuery = Static<typeof HistoryQuery>;

export const DepositPage = pageOf(DepositRecord);
export type DepositPage = Static<typeof DepositPage>;

export const WithdrawalPage = pageOf(WithdrawalRecord);
export type WithdrawalPage = Static<typeof WithdrawalPage>;

export const LedgerKind = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdrawal'),
  Type.Literal('withdrawal-refund'),
  Type.Literal('bonus'),
  Type.Literal('cashback'),
  Type.Literal('payback'),
  Type.Literal('prize'),
  Type.Literal('bet'),
  Type.Literal('win'),
  Type.Literal('adjustment'),
]);
export type LedgerKind = Static<typeof LedgerKind>;

/** One balance movement of the statement: the ledger row as the member sees it. */
export const StatementEntry = Type.Object({
  id: Id,
  at: Instant,
  kind: LedgerKind,
  /** Thai description, shown as text. */
  description: Type.String({ maxLength: 300 }),
  /** Signed: negative for money leaving the balance. */
  amount: Money,
  balanceAfter: Money,
});
export type StatementEntry = Static<typeof StatementEntry>;

/** The member's balance version: the id of their latest ledger row, as digits ("0" before any). */
const BalanceVersion = Type.String({ pattern: '^[0-9]{1,15}$' });

/** GET /api/v1/wallet/balance-changes: the member's balance now and its version; another version means it changed. */
export const BalanceChange = Type.Object({ version: BalanceVersion, credit: Money });
export type BalanceChange = Static<typeof BalanceChange>;

/**
 * Capability balance-push (ADR 0062): a ticket that opens the member's event stream once, within
 * its lifetime. Opaque: it names nobody, and it is spent when the stream opens.
 */
export const StreamTicket = Type.Object({
  ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{16,200}$' }),
  expiresInSeconds: Type.Integer({ minimum: 1, maximum: 60 }),
});
export type StreamTicket = Static<typeof StreamTicket>;

/** GET the stream: the ticket, and the last event the page saw when it opens the stream again. */
export const BalanceStreamQuery = Type.Object({
  ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{16,200}$' }),
  lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
});
export type BalanceStreamQuery = Static<typeof BalanceStreamQuery>;

/**
 * The data of the stream's `balance` event: the member's credit after the change (and the bonus
 * wallet, when the change was the bonus wallet's). Sent when the stream opens, with the credit
 * now, and after every ledger change.
 */
export const PushedBalance = Type.Object({ credit: Money, bonusWallet: Type.Optional(Money) });
export type PushedBalance = Static<typeof PushedBalance>;

/** What a `notice` event tells the member about: a withdrawal settled, or a ticket answered. */
export const PushedNoticeKind = Type.Union([Type.Literal('withdrawal-paid'), Type.Literal('withdrawal-rejected'), Type.Literal('ticket-answered')]);
export type PushedNoticeKind = Static<typeof PushedNoticeKind>;

/** The data of the stream's `notice` event (the amount and, for a rejection, the reason of a withdrawal). */
export const PushedNotice = Type.Object({
  kind: PushedNoticeKind,
  amount: Type.Optional(Money),
  /** The staff's reason for a rejection: shown as text. */
  reason: Type.Optional(Type.String({ maxLength: 300 })),
});
export type PushedNotice = Static<typeof PushedNotice>;

/** One event of the stream, as its `data` line carries it: a balance or a notice. */
export const PushedEvent = Type.Union([PushedBalance, PushedNotice]);
export type PushedEvent = Static<typeof PushedEvent>;

/** GET /api/v1/wallet/statement?from=&to=&page= (dates YYYY-MM-DD, Bangkok days, inclusive). */
export const StatementQuery = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    page: Type.Optional(Page),
  },
  { additionalProperties: false },
);
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementPage = pageOf(StatementEntry);
export type StatementPage = Static<typeof StatementPage>;

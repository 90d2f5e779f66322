/** Error codes the API puts in `ApiErrorBody.code`. */
export const apiErrorCodes = {
  badRequest: 'BAD_REQUEST',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthorized: 'UNAUTHORIZED',
  rateLimited: 'RATE_LIMITED',
  /** Registration: the phone or the bank account is a member's already (one answer for both, ADR 0035). */
  alreadyRegistered: 'ALREADY_REGISTERED',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpRequired: 'OTP_REQUIRED',
  lineFailed: 'LINE_FAILED',
  registerClosed: 'REGISTER_CLOSED',
  noSpin: 'NO_SPIN',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL',
  // The wallet (issue 8): each refusal its own code, so a page can react without reading Thai.
  amountInvalid: 'AMOUNT_INVALID',
  amountBelowMin: 'AMOUNT_BELOW_MIN',
  amountAboveMax: 'AMOUNT_ABOVE_MAX',
  dailyLimit: 'DAILY_LIMIT',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  withdrawalPending: 'WITHDRAWAL_PENDING',
  depositPending: 'DEPOSIT_PENDING',
  noBankAccount: 'NO_BANK_ACCOUNT',
  depositClosed: 'DEPOSIT_CLOSED',
  withdrawalClosed: 'WITHDRAWAL_CLOSED',
  // Slip upload: each refusal of a slip its own code.
  slipUsed: 'SLIP_USED',
  slipReceiver: 'SLIP_RECEIVER',
  slipSender: 'SLIP_SENDER',
  slipUnverified: 'SLIP_UNVERIFIED',
  /** Sent longer ago than the site accepts, or dated in the future. */
  slipExpired: 'SLIP_EXPIRED',
  /** No slip verifier configured: slip upload is off. */
  slipDisabled: 'SLIP_DISABLED',
  // Cashback and pay-back.
  rebateClaimed: 'REBATE_CLAIMED',
  rebateNothing: 'REBATE_NOTHING',
  // The member's account (issue 9): a password change's refusals (never 401/403: the member stays signed in).
  passwordWrong: 'PASSWORD_WRONG',
  passwordWeak: 'PASSWORD_WEAK',
  // Deposit promotions and the turnover lock (ADR 0013).
  promotionUnknown: 'PROMOTION_UNKNOWN',
  promotionNotEligible: 'PROMOTION_NOT_ELIGIBLE',
  turnoverRequired: 'TURNOVER_REQUIRED',
  // Promotion codes (issue 9): each refusal its own code.
  promoCodeUnknown: 'PROMO_CODE_UNKNOWN',
  promoCodeExpired: 'PROMO_CODE_EXPIRED',
  promoCodeUsed: 'PROMO_CODE_USED',
  /** Every redemption the code allows is taken. */
  promoCodeExhausted: 'PROMO_CODE_EXHAUSTED',
  /** The code's condition (a first deposit, a minimum deposit today) is not met yet. */
  promoCodeNotEligible: 'PROMO_CODE_NOT_ELIGIBLE',
  // Deposit limits (ADR 0017): a deposit over what is left, and a limit that cannot be set.
  depositLimit: 'DEPOSIT_LIMIT',
  limitInvalid: 'LIMIT_INVALID',
  // Safer play (ADR 0018): 423, never 401/403 (the member stays signed in, in restricted mode).
  restricted: 'RESTRICTED',
  /** A break or exclusion that would end before the one in force (it cannot be shortened). */
  restrictionShorter: 'RESTRICTION_SHORTER',
  // The staff back office (issue 35, ADR 0046).
  /** A signed-in staff member whose roles do not allow this route. */
  forbidden: 'FORBIDDEN',
  /** The sign-in's second step: the code is wrong, used already, or the challenge is over. */
  staffCodeInvalid: 'STAFF_CODE_INVALID',
  /** Another staff member holds the withdrawal (its claim has not lapsed). */
  claimedByOther: 'CLAIMED_BY_OTHER',
  /** The action needs the staff member's own claim on the withdrawal first. */
  claimRequired: 'CLAIM_REQUIRED',
  /** A second staff member must approve: not the one who asked. */
  approvalSelf: 'APPROVAL_SELF',
  /** The approval was decided already (or its withdrawal settled). */
  approvalClosed: 'APPROVAL_CLOSED',
  /** The withdrawal waits for a second staff member's decision: it cannot be rejected meanwhile. */
  approvalPending: 'APPROVAL_PENDING',
  /** A bank statement file that is not the layout named, names another account, or is too large. */
  statementInvalid: 'STATEMENT_INVALID',
  /** A member's sign-in while staff have suspended the account. */
  accountSuspended: 'ACCOUNT_SUSPENDED',
  /**
   * Staff reset the member's password: a game launch or a money move waits for the member's new
   * password (423, never 401/403: the member stays signed in and is sent to the password change).
   */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /** A change that would leave no active admin. */
  lastAdmin: 'LAST_ADMIN',
  /** A staff username, promotion code or the like that exists already. */
  conflict: 'CONFLICT',
} as const;

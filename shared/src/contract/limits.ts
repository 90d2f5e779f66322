import { Type, type Static } from 'typebox';
import { limitTextMax } from './limit-rules';
import { Instant } from './common';
import { Money } from './wallet';

// Safer play (issue 9): deposit limits per rolling 24 hours, 7 days and 30 days (ADR 0017).
// Lowering or setting applies at once; raising or removing waits 24 hours and may be cancelled.

export const LimitPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type LimitPeriod = Static<typeof LimitPeriod>;

/** A raise or removal waiting out its 24 hours: the new limit (null: none) and when it applies. */
export const PendingLimit = Type.Object({
  limit: Type.Union([Money, Type.Null()]),
  effectiveAt: Instant,
});
export type PendingLimit = Static<typeof PendingLimit>;

/** One window: its limit in force (null: none), what deposits credited in it add up to, a waiting change. */
export const DepositLimitWindow = Type.Object({
  limit: Type.Union([Money, Type.Null()]),
  used: Money,
  pending: Type.Union([PendingLimit, Type.Null()]),
});
export type DepositLimitWindow = Static<typeof DepositLimitWindow>;

/** GET /api/v1/account/deposit-limits, and the answer of a change or a cancel. */
export const DepositLimits = Type.Object({
  day: DepositLimitWindow,
  week: DepositLimitWindow,
  month: DepositLimitWindow,
  /** What may still be deposited now: the lowest of (limit − used); null when no limit is set. */
  left: Type.Union([Money, Type.Null()]),
  /** The smallest limit allowed: the minimum deposit. */
  minAmount: Money,
});
export type DepositLimits = Static<typeof DepositLimits>;

/** A limit as the member typed it (whole baht, checked by limitProblem), or null for none. */
const LimitText = Type.Union([Type.String({ maxLength: limitTextMax }), Type.Null()]);

/** POST /api/v1/account/deposit-limits: the limits the member wants, all three (null: none). */
export const DepositLimitsUpdate = Type.Object({ day: LimitText, week: LimitText, month: LimitText }, { additionalProperties: false });
export type DepositLimitsUpdate = Static<typeof DepositLimitsUpdate>;

/** POST /api/v1/account/deposit-limits/cancel: drops the waiting raise of one window. */
export const DepositLimitCancel = Type.Object({ period: LimitPeriod }, { additionalProperties: false });
export type DepositLimitCancel = Static<typeof DepositLimitCancel>;

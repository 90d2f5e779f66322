import { Type, type Static } from 'typebox';
import { Instant } from './common';
import { Money } from './wallet';

// Safer play (issue 9): take a break, self-exclusion and the reality check. A break or an
// exclusion cannot be shortened or cancelled; a longer one may replace it (ADR 0018).

/** How long a break (`24h`–`6w`) or a self-exclusion (`6m`–`5y`) lasts, from the moment it is taken. */
export const BreakLength = Type.Union([
  Type.Literal('24h'),
  Type.Literal('7d'),
  Type.Literal('30d'),
  Type.Literal('6w'),
  Type.Literal('6m'),
  Type.Literal('1y'),
  Type.Literal('5y'),
]);
export type BreakLength = Static<typeof BreakLength>;

export const RestrictionKind = Type.Union([Type.Literal('break'), Type.Literal('exclusion')]);
export type RestrictionKind = Static<typeof RestrictionKind>;

/** A break or self-exclusion in force: games, deposits, promotions and the lucky wheel are refused until `until`. */
export const Restriction = Type.Object({ kind: RestrictionKind, until: Instant });
export type Restriction = Static<typeof Restriction>;

/** Minutes between reality checks; 0 is off (the default). */
export const RealityCheckMinutes = Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(60)]);
export type RealityCheckMinutes = Static<typeof RealityCheckMinutes>;

/** What the shell needs to time the reality check: the interval and when this session signed in. */
export const RealityCheck = Type.Object({ everyMinutes: RealityCheckMinutes, signedInAt: Instant });
export type RealityCheck = Static<typeof RealityCheck>;

export const SaferPlaySetting = Type.Union([Type.Literal('break'), Type.Literal('exclusion'), Type.Literal('realityCheck')]);
export type SaferPlaySetting = Static<typeof SaferPlaySetting>;

/**
 * One recorded change. Values are as stored: an end instant (empty: none) for a break or an
 * exclusion, the minutes ("0" is off) for the reality check.
 */
export const SaferPlayChange = Type.Object({
  at: Instant,
  setting: SaferPlaySetting,
  oldValue: Type.String({ maxLength: 40 }),
  newValue: Type.String({ maxLength: 40 }),
});
export type SaferPlayChange = Static<typeof SaferPlayChange>;

/** GET /api/v1/account/safer-play, and the answer of each change: the settings and their history, newest first. */
export const SaferPlayState = Type.Object({
  restriction: Type.Union([Restriction, Type.Null()]),
  realityCheckMinutes: RealityCheckMinutes,
  changes: Type.Array(SaferPlayChange),
});
export type SaferPlayState = Static<typeof SaferPlayState>;

/** POST /api/v1/account/safer-play/break: starts at once; refused when it would end before the one in force. */
export const BreakRequest = Type.Object({ length: BreakLength }, { additionalProperties: false });
export type BreakRequest = Static<typeof BreakRequest>;

/** POST /api/v1/account/safer-play/reality-check */
export const RealityCheckRequest = Type.Object({ everyMinutes: RealityCheckMinutes }, { additionalProperties: false });
export type RealityCheckRequest = Static<typeof RealityCheckRequest>;

/**
 * GET /api/v1/account/session-summary: the reality check's numbers. `net` is the sum of the
 * ledger since sign-in without deposits, withdrawals and adjustments (bets, wins, bonuses, rebates, prizes).
 */
export const SessionSummary = Type.Object({
  signedInAt: Instant,
  net: Money,
});
export type SessionSummary = Static<typeof SessionSummary>;

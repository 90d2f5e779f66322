import { Type, type Static } from 'typebox';
import { Day, Id, Instant, Page, pageOf } from './common';
import { Money } from './wallet';

// Play history, cashback (คืนยอดเสีย) and pay-back (คืนค่าคอม), issue 8. Money as in the wallet:
// integer satang in storage, two-decimal strings on the wire (ADR 0010). Rates are text ("5%",
// "0.5%") made from basis points: no floating point between the database and the screen.

/** GET /api/v1/wallet/play-history?day=&page= (day: Bangkok, default today). */
export const PlayHistoryQuery = Type.Object({ day: Type.Optional(Day), page: Type.Optional(Page) }, { additionalProperties: false });
export type PlayHistoryQuery = Static<typeof PlayHistoryQuery>;

/** One settled round. */
export const PlayRound = Type.Object({
  id: Id,
  at: Instant,
  game: Type.String({ maxLength: 120 }),
  provider: Type.String({ maxLength: 120 }),
  category: Type.String({ maxLength: 40 }),
  stake: Money,
  payout: Money,
  /** payout − stake: negative for a loss. */
  result: Money,
});
export type PlayRound = Static<typeof PlayRound>;

export const PlayTotals = Type.Object({
  rounds: Type.Integer({ minimum: 0 }),
  stake: Money,
  payout: Money,
  /** payout − stake of the whole day. */
  net: Money,
});
export type PlayTotals = Static<typeof PlayTotals>;

export const PlayHistoryPage = Type.Object({
  day: Day,
  data: Type.Array(PlayRound),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  totals: PlayTotals,
});
export type PlayHistoryPage = Static<typeof PlayHistoryPage>;

export const RebateKind = Type.Union([Type.Literal('cashback'), Type.Literal('payback')]);
export type RebateKind = Static<typeof RebateKind>;

/** What one kind of rebate offers now, for the period it covers. */
export const RebateOffer = Type.Object({
  kind: RebateKind,
  /** First and last Bangkok day of the period (inclusive). */
  periodFrom: Day,
  periodTo: Day,
  /** Net loss of the period (cashback) or its turnover, the sum of stakes (payback); never negative. */
  base: Money,
  /** "5%", "0.5%". */
  rate: Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?%$' }),
  cap: Money,
  /** Below this nothing is paid. */
  minimum: Money,
  /** What a claim credits now: "0.00" when nothing (already claimed, below the minimum, no play). */
  claimable: Money,
  claimed: Type.Boolean(),
  /** Where a claim goes: the main credit. */
  creditedTo: Type.Literal('main'),
});
export type RebateOffer = Static<typeof RebateOffer>;

export const RebateClaimRecord = Type.Object({
  id: Id,
  kind: RebateKind,
  periodFrom: Day,
  periodTo: Day,
  base: Money,
  amount: Money,
  createdAt: Instant,
});
export type RebateClaimRecord = Static<typeof RebateClaimRecord>;

export const RebateClaimPage = pageOf(RebateClaimRecord);
export type RebateClaimPage = Static<typeof RebateClaimPage>;

/** GET /api/v1/wallet/rebates?kind=&page=: the offers and one kind's (or all) claim history. */
export const RebatesQuery = Type.Object({ kind: Type.Optional(RebateKind), page: Type.Optional(Page) }, { additionalProperties: false });
export type RebatesQuery = Static<typeof RebatesQuery>;

export const RebatesResponse = Type.Object({
  cashback: RebateOffer,
  payback: RebateOffer,
  history: RebateClaimPage,
});
export type RebatesResponse = Static<typeof RebatesResponse>;

/** POST /api/v1/wallet/rebates/claim: once per kind and period. */
export const RebateClaimRequest = Type.Object({ kind: RebateKind }, { additionalProperties: false });
export type RebateClaimRequest = Static<typeof RebateClaimRequest>;

/**
 * POST /api/v1/wallet/rebates/claim answers the claim made and, from an API that sends it, the
 * member's credit after it (as /credit answers it): the bar shows it from this answer, with no
 * other request (issue 24); without it the page reads the balance again.
 */
export const RebateClaimed = Type.Object({
  ...RebateClaimRecord.properties,
  credit: Type.Optional(Money),
});
export type RebateClaimed = Static<typeof RebateClaimed>;

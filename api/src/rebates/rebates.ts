import type { RebateClaimRecord, RebateKind, RebateOffer } from '@member-site/shared/contract';
import { transaction, type Db } from '../base/db';
import { formatSatang } from '../base/money';
import { postLedger } from '../ledger/ledger';
import { rebateErrors } from './errors';
import { rateText, rebateAmount, rebatePeriod, type Period, type RebateSettings } from './rules';
import { findClaim, insertClaim, playSums, type ClaimRow } from './store';

/** Net loss (cashback) or turnover (payback) of a period, in satang, never negative. */
export async function rebateBase(db: Db, memberId: number, kind: RebateKind, period: Period): Promise<number> {
  const sums = await playSums(db, memberId, period.fromSeconds, period.toSeconds);
  return kind === 'payback' ? sums.stake : Math.max(0, sums.stake - sums.payout);
}

interface Computed {
  period: Period;
  baseSatang: number;
  amountSatang: number;
  claimed: boolean;
}

async function compute(db: Db, settings: RebateSettings, memberId: number, kind: RebateKind, nowSeconds: number): Promise<Computed> {
  const period = rebatePeriod(kind, nowSeconds);
  const baseSatang = await rebateBase(db, memberId, kind, period);
  const claimed = (await findClaim(db, memberId, kind, period.fromDay)) !== undefined;
  return { period, baseSatang, amountSatang: claimed ? 0 : rebateAmount(baseSatang, settings[kind]), claimed };
}

export async function rebateOffer(db: Db, settings: RebateSettings, memberId: number, kind: RebateKind, nowSeconds: number): Promise<RebateOffer> {
  const c = await compute(db, settings, memberId, kind, nowSeconds);
  const rule = settings[kind];
  return {
    kind,
    periodFrom: c.period.fromDay,
    periodTo: c.period.toDay,
    base: formatSatang(c.baseSatang),
    rate: rateText(rule.rateBp),
    cap: formatSatang(rule.capSatang),
    minimum: formatSatang(rule.minimumSatang),
    claimable: formatSatang(c.amountSatang),
    claimed: c.claimed,
    creditedTo: 'main',
  };
}

const descriptions: Record<RebateKind, string> = { cashback: 'คืนยอดเสีย', payback: 'คืนค่าคอม' };

/**
 * Credits the kind's amount for its current period, once: the claim row (UNIQUE member, kind,
 * period) and the ledger row are written in one transaction, so a second claim, from a double
 * click or another tab, finds the row or loses on the key and gets 409 with nothing credited.
 */
export async function claimRebate(db: Db, settings: RebateSettings, memberId: number, kind: RebateKind, nowSeconds: number): Promise<ClaimRow> {
  return transaction(db, async (tx) => {
    const c = await compute(tx, settings, memberId, kind, nowSeconds);
    if (c.claimed) throw rebateErrors.claimed();
    if (c.amountSatang <= 0) throw rebateErrors.nothing();
    const row = await insertClaim(tx, {
      member_id: memberId,
      kind,
      period_from: c.period.fromDay,
      period_to: c.period.toDay,
      base_satang: c.baseSatang,
      amount_satang: c.amountSatang,
      created_at: nowSeconds,
    });
    if (!row) throw rebateErrors.claimed();
    const period = c.period.fromDay === c.period.toDay ? c.period.fromDay : `${c.period.fromDay} ถึง ${c.period.toDay}`;
    await postLedger(tx, {
      memberId,
      kind,
      amountSatang: c.amountSatang,
      description: `${descriptions[kind]} ${period}`,
      reference: row.id,
      nowSeconds,
    });
    return row;
  });
}

export function claimRecord(row: ClaimRow): RebateClaimRecord {
  return {
    id: row.id,
    kind: row.kind,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    base: formatSatang(row.base_satang),
    amount: formatSatang(row.amount_satang),
    createdAt: new Date(row.created_at * 1000).toISOString(),
  };
}

import { limitCoolingOffSeconds, limitPeriods, limitWindowSeconds, type LimitPeriodName } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import type { ApiHttpError } from '../base/errors';

// Deposit limits (ADR 0017): rolling windows ending now; the lowest applicable limit binds.
// A lower (or first) limit applies at once; a raise or a removal waits 24 hours, applied lazily
// by whatever reads the limits next, as expired deposits are.

interface LimitRow {
  period: LimitPeriodName;
  limit_satang: number | null;
  pending_satang: number | null;
  pending_effective_at: number | null;
}

export interface LimitWindow {
  limitSatang: number | null;
  usedSatang: number;
  pending: { limitSatang: number | null; effectiveAt: number } | null;
}

export interface LimitState {
  windows: Record<LimitPeriodName, LimitWindow>;
  /** The lowest of (limit − used) over the set limits, never below 0; null when none is set. */
  leftSatang: number | null;
}

/** Puts in force every waiting change of the member whose cooling-off has ended. */
async function applyDueLimits(db: Db, memberId: number, nowSeconds: number): Promise<void> {
  await run(
    db,
    sql`UPDATE deposit_limits SET limit_satang = pending_satang, pending_satang = NULL, pending_effective_at = NULL
        WHERE member_id = ${memberId} AND pending_effective_at <= ${nowSeconds}`,
  );
}

async function limitRows(db: Db, memberId: number): Promise<Record<LimitPeriodName, LimitRow>> {
  const rows = await all<LimitRow>(db, sql`SELECT * FROM deposit_limits WHERE member_id = ${memberId}`);
  const none = (period: LimitPeriodName): LimitRow => ({ period, limit_satang: null, pending_satang: null, pending_effective_at: null });
  const byPeriod = (period: LimitPeriodName): LimitRow => rows.find((r) => r.period === period) ?? none(period);
  return { day: byPeriod('day'), week: byPeriod('week'), month: byPeriod('month') };
}

/**
 * Deposits credited in the window (now − length, now]: what the member asked for (a PromptPay
 * request's amount without the 1–99 satang the site adds to name the transfer; a slip's amount).
 */
async function creditedSince(db: Db, memberId: number, sinceSeconds: number): Promise<number> {
  const row = await one<{ s: number }>(
    db,
    sql`SELECT COALESCE(SUM(amount_satang), 0) AS s FROM deposits WHERE member_id = ${memberId} AND status = 'credited' AND settled_at > ${sinceSeconds}`,
  );
  return row?.s ?? 0;
}

export async function limitState(db: Db, memberId: number, nowSeconds: number): Promise<LimitState> {
  await applyDueLimits(db, memberId, nowSeconds);
  const rows = await limitRows(db, memberId);
  const windowOf = async (period: LimitPeriodName): Promise<LimitWindow> => {
    const row = rows[period];
    return {
      limitSatang: row.limit_satang,
      usedSatang: await creditedSince(db, memberId, nowSeconds - limitWindowSeconds[period]),
      pending: row.pending_effective_at === null ? null : { limitSatang: row.pending_satang, effectiveAt: row.pending_effective_at },
    };
  };
  const windows = { day: await windowOf('day'), week: await windowOf('week'), month: await windowOf('month') };
  const lefts = limitPeriods.flatMap((p) => {
    const { limitSatang, usedSatang } = windows[p];
    return limitSatang === null ? [] : [Math.max(0, limitSatang - usedSatang)];
  });
  return { windows, leftSatang: lefts.length === 0 ? null : Math.min(...lefts) };
}

/** What the member may still deposit now; null when no limit is set. */
export async function depositLeft(db: Db, memberId: number, nowSeconds: number): Promise<number | null> {
  return (await limitState(db, memberId, nowSeconds)).leftSatang;
}

/** Whether a deposit of this amount would go over the member's limits now. */
export async function overDepositLimit(db: Db, memberId: number, amountSatang: number, nowSeconds: number): Promise<boolean> {
  const left = await depositLeft(db, memberId, nowSeconds);
  return left !== null && amountSatang > left;
}

/** Throws the caller's refusal (which names what is left) when the amount is over the limits. */
export async function checkDepositLimit(
  db: Db,
  deposit: { memberId: number; amountSatang: number; nowSeconds: number },
  refusal: (leftSatang: number) => ApiHttpError,
): Promise<void> {
  const left = await depositLeft(db, deposit.memberId, deposit.nowSeconds);
  if (left !== null && deposit.amountSatang > left) throw refusal(left);
}

/** Marks the waiting change of a window as cancelled (superseded, or cancelled by the member). */
async function cancelPendingChange(db: Db, memberId: number, period: LimitPeriodName, nowSeconds: number): Promise<void> {
  await run(
    db,
    sql`UPDATE deposit_limit_changes SET cancelled_at = ${nowSeconds}
        WHERE member_id = ${memberId} AND period = ${period} AND effective_at > ${nowSeconds} AND cancelled_at IS NULL`,
  );
}

async function recordChange(
  db: Db,
  change: { memberId: number; period: LimitPeriodName; old: number | null; next: number | null; at: number; effectiveAt: number },
): Promise<void> {
  await run(
    db,
    sql`INSERT INTO deposit_limit_changes (member_id, period, old_satang, new_satang, requested_at, effective_at)
        VALUES (${change.memberId}, ${change.period}, ${change.old}, ${change.next}, ${change.at}, ${change.effectiveAt})`,
  );
}

async function saveRow(db: Db, memberId: number, row: LimitRow): Promise<void> {
  await run(
    db,
    sql`INSERT INTO deposit_limits (member_id, period, limit_satang, pending_satang, pending_effective_at)
        VALUES (${memberId}, ${row.period}, ${row.limit_satang}, ${row.pending_satang}, ${row.pending_effective_at})
        ON CONFLICT (member_id, period) DO UPDATE SET limit_satang = excluded.limit_satang, pending_satang = excluded.pending_satang,
          pending_effective_at = excluded.pending_effective_at`,
  );
}

/** One window's change: lower or first limit at once, raise or removal after the cooling-off. */
async function changeOne(db: Db, memberId: number, row: LimitRow, wanted: number | null, nowSeconds: number): Promise<void> {
  const current = row.limit_satang;
  // The limit in force, or the change already waiting: nothing to do (its clock is not restarted).
  if (wanted === current) return;
  if (row.pending_effective_at !== null && wanted === row.pending_satang) return;
  const lower = wanted !== null && (current === null || wanted < current);
  const effectiveAt = lower ? nowSeconds : nowSeconds + limitCoolingOffSeconds;
  if (row.pending_effective_at !== null) await cancelPendingChange(db, memberId, row.period, nowSeconds);
  await recordChange(db, { memberId, period: row.period, old: current, next: wanted, at: nowSeconds, effectiveAt });
  await saveRow(
    db,
    memberId,
    lower
      ? { period: row.period, limit_satang: wanted, pending_satang: null, pending_effective_at: null }
      : { period: row.period, limit_satang: current, pending_satang: wanted, pending_effective_at: effectiveAt },
  );
}

/** The limits the member wants (satang; null: none), each window by the rule above, in one transaction. */
export async function changeLimits(db: Db, memberId: number, wanted: Record<LimitPeriodName, number | null>, nowSeconds: number): Promise<void> {
  await transaction(db, async (tx) => {
    await applyDueLimits(tx, memberId, nowSeconds);
    const rows = await limitRows(tx, memberId);
    for (const period of limitPeriods) await changeOne(tx, memberId, rows[period], wanted[period], nowSeconds);
  });
}

/** Drops the waiting raise or removal of one window; false when none was waiting. */
export async function cancelPendingLimit(db: Db, memberId: number, period: LimitPeriodName, nowSeconds: number): Promise<boolean> {
  return transaction(db, async (tx) => {
    await applyDueLimits(tx, memberId, nowSeconds);
    const row = (await limitRows(tx, memberId))[period];
    if (row.pending_effective_at === null) return false;
    await cancelPendingChange(tx, memberId, period, nowSeconds);
    await saveRow(tx, memberId, { ...row, pending_satang: null, pending_effective_at: null });
    return true;
  });
}

/** Whether any deposit of the member was ever credited (the deposit page's first-deposit offer). */
export async function hasCreditedDeposit(db: Db, memberId: number): Promise<boolean> {
  return (await one(db, sql`SELECT 1 AS found FROM deposits WHERE member_id = ${memberId} AND status = 'credited' LIMIT 1`)) !== undefined;
}

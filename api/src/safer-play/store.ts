import {
  breakEnd,
  type BreakLength,
  type RealityCheckMinutes,
  type RestrictionKind,
  type SaferPlayChange,
  type SaferPlaySetting,
  type SaferPlayState,
} from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { instant } from '../base/clock';
import type { AuthSaferPlay } from '../member/routes';
import { saferPlayErrors } from './errors';

interface SaferPlayRow {
  restriction_kind: RestrictionKind | null;
  restricted_until: number | null;
  reality_check_minutes: RealityCheckMinutes;
}

export interface ActiveRestriction {
  kind: RestrictionKind;
  /** Seconds since the epoch. */
  until: number;
}

async function rowOf(db: Db, memberId: number): Promise<SaferPlayRow | undefined> {
  return one<SaferPlayRow>(db, sql`SELECT restriction_kind, restricted_until, reality_check_minutes FROM safer_play WHERE member_id = ${memberId}`);
}

/** The break or exclusion in force at `nowSeconds`; one that has ended is simply no longer in force. */
export async function activeRestriction(db: Db, memberId: number, nowSeconds: number): Promise<ActiveRestriction | null> {
  const row = await rowOf(db, memberId);
  if (!row?.restriction_kind || row.restricted_until === null || row.restricted_until <= nowSeconds) return null;
  return { kind: row.restriction_kind, until: row.restricted_until };
}

export async function realityCheckMinutes(db: Db, memberId: number): Promise<RealityCheckMinutes> {
  return (await rowOf(db, memberId))?.reality_check_minutes ?? 0;
}

async function recordChange(db: Db, memberId: number, setting: SaferPlaySetting, oldValue: string, newValue: string, nowSeconds: number): Promise<void> {
  await run(
    db,
    sql`INSERT INTO safer_play_changes (member_id, setting, old_value, new_value, created_at) VALUES (${memberId}, ${setting}, ${oldValue}, ${newValue}, ${nowSeconds})`,
  );
}

const endText = (restriction: ActiveRestriction | null): string => (restriction ? instant(restriction.until) : '');

/**
 * Starts a break or exclusion now. One in force can only be replaced by one that ends later
 * (409 otherwise); an exclusion stays an exclusion when a longer break replaces it.
 */
export async function takeBreak(db: Db, memberId: number, length: BreakLength, nowSeconds: number): Promise<void> {
  await transaction(db, async (tx) => {
    const current = await activeRestriction(tx, memberId, nowSeconds);
    const next = breakEnd(length, nowSeconds);
    if (current && next.until <= current.until) throw saferPlayErrors.shorter(current.until);
    const kind = current?.kind === 'exclusion' ? 'exclusion' : next.kind;
    await run(
      tx,
      sql`INSERT INTO safer_play (member_id, restriction_kind, restricted_until) VALUES (${memberId}, ${kind}, ${next.until})
          ON CONFLICT(member_id) DO UPDATE SET restriction_kind = excluded.restriction_kind, restricted_until = excluded.restricted_until`,
    );
    await recordChange(tx, memberId, kind, endText(current), instant(next.until), nowSeconds);
  });
}

export async function setRealityCheck(db: Db, memberId: number, minutes: RealityCheckMinutes, nowSeconds: number): Promise<void> {
  await transaction(db, async (tx) => {
    const old = await realityCheckMinutes(tx, memberId);
    if (old === minutes) return;
    await run(
      tx,
      sql`INSERT INTO safer_play (member_id, reality_check_minutes) VALUES (${memberId}, ${minutes})
          ON CONFLICT(member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    );
    await recordChange(tx, memberId, 'realityCheck', String(old), String(minutes), nowSeconds);
  });
}

export async function saferPlayState(db: Db, memberId: number, nowSeconds: number): Promise<SaferPlayState> {
  const restriction = await activeRestriction(db, memberId, nowSeconds);
  const changes = (
    await all<{ setting: SaferPlaySetting; old_value: string; new_value: string; created_at: number }>(
      db,
      sql`SELECT setting, old_value, new_value, created_at FROM safer_play_changes WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 50`,
    )
  ).map((row): SaferPlayChange => ({ at: instant(row.created_at), setting: row.setting, oldValue: row.old_value, newValue: row.new_value }));
  return {
    restriction: restriction ? { kind: restriction.kind, until: instant(restriction.until) } : null,
    realityCheckMinutes: await realityCheckMinutes(db, memberId),
    changes,
  };
}

/**
 * The ledger since `fromSeconds` without the money moved in or out (deposits, withdrawals and
 * their refunds, operator adjustments): bets, wins, bonuses, rebates and prizes, the session's play.
 */
export async function playNetSince(db: Db, memberId: number, fromSeconds: number): Promise<number> {
  const row = await one<{ net: number }>(
    db,
    sql`SELECT COALESCE(SUM(amount_satang), 0) AS net FROM ledger
        WHERE member_id = ${memberId} AND created_at >= ${fromSeconds} AND kind NOT IN ('deposit', 'withdrawal', 'withdrawal-refund', 'adjustment')`,
  );
  return row?.net ?? 0;
}

/** What /auth says of safer play (the member routes' `saferPlayOf`, wired by the app). */
export async function authSaferPlay(db: Db, memberId: number, nowSeconds: number): Promise<AuthSaferPlay> {
  return { restriction: await activeRestriction(db, memberId, nowSeconds), realityCheckMinutes: await realityCheckMinutes(db, memberId) };
}

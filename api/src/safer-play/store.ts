import {
  breakEnd,
  type BreakLength,
  type RealityCheckMinutes,
  type RestrictionKind,
  type SaferPlayChange,
  type SaferPlaySetting,
  type SaferPlayState,
} from '@member-site/shared/contract';
import type { Db } from '../base/db';
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

function rowOf(db: Db, memberId: number): SaferPlayRow | undefined {
  return db.prepare('SELECT restriction_kind, restricted_until, reality_check_minutes FROM safer_play WHERE member_id = ?').get(memberId) as
    SaferPlayRow | undefined;
}

/** The break or exclusion in force at `nowSeconds`; one that has ended is simply no longer in force. */
export function activeRestriction(db: Db, memberId: number, nowSeconds: number): ActiveRestriction | null {
  const row = rowOf(db, memberId);
  if (!row?.restriction_kind || row.restricted_until === null || row.restricted_until <= nowSeconds) return null;
  return { kind: row.restriction_kind, until: row.restricted_until };
}

export function realityCheckMinutes(db: Db, memberId: number): RealityCheckMinutes {
  return rowOf(db, memberId)?.reality_check_minutes ?? 0;
}

function recordChange(db: Db, memberId: number, setting: SaferPlaySetting, oldValue: string, newValue: string, nowSeconds: number): void {
  db.prepare('INSERT INTO safer_play_changes (member_id, setting, old_value, new_value, created_at) VALUES (?, ?, ?, ?, ?)').run(
    memberId,
    setting,
    oldValue,
    newValue,
    nowSeconds,
  );
}

const endText = (restriction: ActiveRestriction | null): string => (restriction ? instant(restriction.until) : '');

/**
 * Starts a break or exclusion now. One in force can only be replaced by one that ends later
 * (409 otherwise); an exclusion stays an exclusion when a longer break replaces it.
 */
export function takeBreak(db: Db, memberId: number, length: BreakLength, nowSeconds: number): void {
  db.transaction(() => {
    const current = activeRestriction(db, memberId, nowSeconds);
    const next = breakEnd(length, nowSeconds);
    if (current && next.until <= current.until) throw saferPlayErrors.shorter(current.until);
    const kind = current?.kind === 'exclusion' ? 'exclusion' : next.kind;
    db.prepare(
      `INSERT INTO safer_play (member_id, restriction_kind, restricted_until) VALUES (?, ?, ?)
       ON CONFLICT(member_id) DO UPDATE SET restriction_kind = excluded.restriction_kind, restricted_until = excluded.restricted_until`,
    ).run(memberId, kind, next.until);
    recordChange(db, memberId, kind, endText(current), instant(next.until), nowSeconds);
  }).immediate();
}

export function setRealityCheck(db: Db, memberId: number, minutes: RealityCheckMinutes, nowSeconds: number): void {
  db.transaction(() => {
    const old = realityCheckMinutes(db, memberId);
    if (old === minutes) return;
    db.prepare(
      `INSERT INTO safer_play (member_id, reality_check_minutes) VALUES (?, ?)
       ON CONFLICT(member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    ).run(memberId, minutes);
    recordChange(db, memberId, 'realityCheck', String(old), String(minutes), nowSeconds);
  }).immediate();
}

export function saferPlayState(db: Db, memberId: number, nowSeconds: number): SaferPlayState {
  const restriction = activeRestriction(db, memberId, nowSeconds);
  const changes = (
    db.prepare('SELECT setting, old_value, new_value, created_at FROM safer_play_changes WHERE member_id = ? ORDER BY id DESC LIMIT 50').all(memberId) as {
      setting: SaferPlaySetting;
      old_value: string;
      new_value: string;
      created_at: number;
    }[]
  ).map((row): SaferPlayChange => ({ at: instant(row.created_at), setting: row.setting, oldValue: row.old_value, newValue: row.new_value }));
  return {
    restriction: restriction ? { kind: restriction.kind, until: instant(restriction.until) } : null,
    realityCheckMinutes: realityCheckMinutes(db, memberId),
    changes,
  };
}

/**
 * The ledger since `fromSeconds` without the money moved in or out (deposits, withdrawals and
 * their refunds, operator adjustments): bets, wins, bonuses, rebates and prizes, the session's play.
 */
export function playNetSince(db: Db, memberId: number, fromSeconds: number): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(amount_satang), 0) AS net FROM ledger
       WHERE member_id = ? AND created_at >= ? AND kind NOT IN ('deposit', 'withdrawal', 'withdrawal-refund', 'adjustment')`,
    )
    .get(memberId, fromSeconds) as { net: number };
  return row.net;
}

/** What /auth says of safer play (the member routes' `saferPlayOf`, wired by the app). */
export function authSaferPlay(db: Db, memberId: number, nowSeconds: number): AuthSaferPlay {
  return { restriction: activeRestriction(db, memberId, nowSeconds), realityCheckMinutes: realityCheckMinutes(db, memberId) };
}

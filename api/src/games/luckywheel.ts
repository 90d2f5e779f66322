import { randomInt } from 'node:crypto';
import type { LuckyWheelSpinResult, LuckyWheelState } from '@member-site/shared/contract';
import type { Db } from '../base/db';
import { ApiHttpError } from '../base/errors';
import { formatSatang } from '../base/money';
import { creditText, postLedger } from '../ledger/ledger';

// The lucky wheel: the server alone decides where it stops (crypto.randomInt over fixed weights)
// and pays the prize into the member's credit (a 'prize' ledger row) in the same transaction as the
// spin is counted. The answer carries the credit after it, so the page needs no /credit read.

interface Segment {
  label: string;
  color: string;
  prizeSatang: number;
  /** Relative chance; the weights add up to 100. */
  weight: number;
}

export const wheelSegments: readonly Segment[] = [
  { label: 'เครดิต 5', color: '#f5b041', prizeSatang: 500, weight: 30 },
  { label: 'ไม่ได้รางวัล', color: '#5d6d7e', prizeSatang: 0, weight: 20 },
  { label: 'เครดิต 10', color: '#e74c3c', prizeSatang: 1000, weight: 20 },
  { label: 'เครดิต 20', color: '#3498db', prizeSatang: 2000, weight: 10 },
  { label: 'ไม่ได้รางวัล', color: '#34495e', prizeSatang: 0, weight: 10 },
  { label: 'เครดิต 50', color: '#27ae60', prizeSatang: 5000, weight: 6 },
  { label: 'เครดิต 100', color: '#8e44ad', prizeSatang: 10_000, weight: 3 },
  { label: 'เครดิต 500', color: '#d4ac0d', prizeSatang: 50_000, weight: 1 },
];

/** Free spins each member gets per Bangkok day. */
export const dailySpins = 1;

// Thailand has no daylight saving: its day always starts at 17:00 UTC.
const bangkokOffsetMs = 7 * 60 * 60 * 1000;

export const noSpinCode = 'NO_SPIN';
export const noSpinMessage = 'วันนี้คุณใช้สิทธิ์หมุนวงล้อครบแล้ว';

/** "2026-11-21": the Asia/Bangkok calendar day of an instant. */
export function bangkokDay(nowMs: number): string {
  return new Date(nowMs + bangkokOffsetMs).toISOString().slice(0, 10);
}

/** Index of the segment a number from [0, total weight) falls in. */
export function segmentAt(roll: number): number {
  let rest = roll;
  for (let i = 0; i < wheelSegments.length; i += 1) {
    rest -= (wheelSegments[i] as Segment).weight;
    if (rest < 0) return i;
  }
  return wheelSegments.length - 1;
}

const totalWeight = wheelSegments.reduce((sum, s) => sum + s.weight, 0);

export interface LuckyWheel {
  state(memberId: number): LuckyWheelState;
  /** Throws 409 NO_SPIN when the member has no spin left today. */
  spin(memberId: number): LuckyWheelSpinResult;
  /** Test support: the member has exactly `spins` left today. */
  setSpinsLeft(memberId: number, spins: number): void;
  /** Test support: the next spin (of anyone) stops on this segment instead of a random one. */
  forceNextSegment(segmentIndex: number): void;
}

export function createLuckyWheel(options: { db: Db; now: () => number; roll?: (total: number) => number }): LuckyWheel {
  const { db } = options;
  const roll = options.roll ?? ((total: number) => randomInt(total));
  const today = (): string => bangkokDay(options.now());
  let forced: number | null = null;
  const nextSegment = (): number => {
    const index = forced ?? segmentAt(roll(totalWeight));
    forced = null;
    return index;
  };
  const row = db.prepare('SELECT allowance, used FROM lucky_wheel_days WHERE member_id = ? AND day = ?');
  const ensure = db.prepare('INSERT OR IGNORE INTO lucky_wheel_days (member_id, day, allowance, used) VALUES (?, ?, ?, 0)');
  const use = db.prepare('UPDATE lucky_wheel_days SET used = used + 1 WHERE member_id = ? AND day = ? AND used < allowance');
  const setAllowance = db.prepare('UPDATE lucky_wheel_days SET allowance = used + ? WHERE member_id = ? AND day = ?');
  const record = db.prepare('INSERT INTO lucky_wheel_spins (member_id, day, segment_index, prize_satang, created_at) VALUES (?, ?, ?, ?, ?)');

  const spinsLeft = (memberId: number, day: string): number => {
    const r = row.get(memberId, day) as { allowance: number; used: number } | undefined;
    return r ? Math.max(0, r.allowance - r.used) : dailySpins;
  };

  const spin = db.transaction((memberId: number): LuckyWheelSpinResult => {
    const day = today();
    ensure.run(memberId, day, dailySpins);
    if (use.run(memberId, day).changes === 0) throw new ApiHttpError(409, noSpinCode, noSpinMessage);
    const segmentIndex = nextSegment();
    const segment = wheelSegments[segmentIndex] as Segment;
    const nowSeconds = Math.floor(options.now() / 1000);
    const spinId = record.run(memberId, day, segmentIndex, segment.prizeSatang, nowSeconds).lastInsertRowid;
    if (segment.prizeSatang > 0) {
      postLedger(db, {
        memberId,
        kind: 'prize',
        amountSatang: segment.prizeSatang,
        description: `รางวัลวงล้อนำโชค ${segment.label}`,
        reference: `spin-${String(spinId)}`,
        nowSeconds,
      });
    }
    return {
      segmentIndex,
      label: segment.label,
      prize: formatSatang(segment.prizeSatang),
      spinsLeft: spinsLeft(memberId, day),
      credit: creditText(db, memberId),
    };
  });

  return {
    state(memberId) {
      return { spinsLeft: spinsLeft(memberId, today()), segments: wheelSegments.map(({ label, color }) => ({ label, color })) };
    },
    spin(memberId) {
      return spin.immediate(memberId);
    },
    setSpinsLeft(memberId, spins) {
      const day = today();
      db.transaction(() => {
        ensure.run(memberId, day, dailySpins);
        setAllowance.run(spins, memberId, day);
      })();
    },
    forceNextSegment(segmentIndex) {
      forced = segmentIndex;
    },
  };
}

import { randomInt } from 'node:crypto';
import type { LuckyWheelSpinResult, LuckyWheelState } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one, run, transaction, type Db } from '../base/db';
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
  state(memberId: number): Promise<LuckyWheelState>;
  /** Throws 409 NO_SPIN when the member has no spin left today. */
  spin(memberId: number): Promise<LuckyWheelSpinResult>;
  /** Test support: the member has exactly `spins` left today. */
  setSpinsLeft(memberId: number, spins: number): Promise<void>;
  /** Test support: the next spin (of anyone) stops on this segment instead of a random one. */
  forceNextSegment(segmentIndex: number): void;
}

export function createLuckyWheel(options: { db: Db; now: () => number; roll?: (total: number) => number }): LuckyWheel {
  const { db } = options;
  const roll = options.roll ?? ((total: number) => randomInt(total));
  const today = (): string => bangkokDay(options.now());
  let forced: number | null = null;

  const ensureDay = (tx: Db, memberId: number, day: string): Promise<number> =>
    run(tx, sql`INSERT INTO lucky_wheel_days (member_id, day, allowance, used) VALUES (${memberId}, ${day}, ${dailySpins}, 0) ON CONFLICT DO NOTHING`);

  const spinsLeft = async (db: Db, memberId: number, day: string): Promise<number> => {
    const r = await one<{ allowance: number; used: number }>(
      db,
      sql`SELECT allowance, used FROM lucky_wheel_days WHERE member_id = ${memberId} AND day = ${day}`,
    );
    return r ? Math.max(0, r.allowance - r.used) : dailySpins;
  };

  // The day's row counts the spins: `used < allowance` in the UPDATE itself, so two spins at once
  // never both take the last one, and the count, the spin and its prize commit together.
  const spinIn = async (tx: Db, memberId: number, chosen: number | null): Promise<LuckyWheelSpinResult> => {
    const day = today();
    await ensureDay(tx, memberId, day);
    const used = await run(tx, sql`UPDATE lucky_wheel_days SET used = used + 1 WHERE member_id = ${memberId} AND day = ${day} AND used < allowance`);
    if (used === 0) throw new ApiHttpError(409, noSpinCode, noSpinMessage);
    const segmentIndex = chosen ?? segmentAt(roll(totalWeight));
    const segment = wheelSegments[segmentIndex] as Segment;
    const nowSeconds = Math.floor(options.now() / 1000);
    const spinRow = await one<{ id: number }>(
      tx,
      sql`INSERT INTO lucky_wheel_spins (member_id, day, segment_index, prize_satang, created_at)
          VALUES (${memberId}, ${day}, ${segmentIndex}, ${segment.prizeSatang}, ${nowSeconds}) RETURNING id`,
    );
    if (segment.prizeSatang > 0) {
      await postLedger(tx, {
        memberId,
        kind: 'prize',
        amountSatang: segment.prizeSatang,
        description: `รางวัลวงล้อนำโชค ${segment.label}`,
        reference: `spin-${String(spinRow?.id)}`,
        nowSeconds,
      });
    }
    return {
      segmentIndex,
      label: segment.label,
      prize: formatSatang(segment.prizeSatang),
      spinsLeft: await spinsLeft(tx, memberId, day),
      credit: await creditText(tx, memberId),
    };
  };

  return {
    async state(memberId) {
      return { spinsLeft: await spinsLeft(db, memberId, today()), segments: wheelSegments.map(({ label, color }) => ({ label, color })) };
    },
    async spin(memberId) {
      // Taken before the transaction (which may run again on PostgreSQL), given back when the spin fails.
      const chosen = forced;
      forced = null;
      try {
        return await transaction(db, (tx) => spinIn(tx, memberId, chosen));
      } catch (error) {
        forced ??= chosen;
        throw error;
      }
    },
    async setSpinsLeft(memberId, spins) {
      const day = today();
      await transaction(db, async (tx) => {
        await ensureDay(tx, memberId, day);
        await run(tx, sql`UPDATE lucky_wheel_days SET allowance = used + ${spins} WHERE member_id = ${memberId} AND day = ${day}`);
      });
    },
    forceNextSegment(segmentIndex) {
      forced = segmentIndex;
    },
  };
}

import type { RebateKind } from '@member-site/shared/contract';
import { bangkokDayStart, oneDaySeconds } from '../base/clock';

// The rebate rules, all in integer satang and basis points (1 bp = 0.01 %): amount =
// floor(base × bp / 10 000), then at most the cap, and nothing when below the minimum.

export interface RebateRule {
  /** Basis points: 500 = 5 %. */
  rateBp: number;
  capSatang: number;
  minimumSatang: number;
}

export type RebateSettings = Record<RebateKind, RebateRule>;

export const defaultRebateSettings: RebateSettings = {
  // 5 % of last week's net loss, at most 10,000.00, nothing under 1.00.
  cashback: { rateBp: 500, capSatang: 1_000_000, minimumSatang: 100 },
  // 0.5 % of yesterday's turnover, at most 5,000.00, nothing under 1.00.
  payback: { rateBp: 50, capSatang: 500_000, minimumSatang: 100 },
};

/** floor(base × bp / 10 000) capped, or 0 under the minimum. Exact for any base below 2^53 / 10 000. */
export function rebateAmount(baseSatang: number, rule: RebateRule): number {
  if (baseSatang <= 0) return 0;
  const raw = Math.floor((baseSatang * rule.rateBp) / 10_000);
  const capped = Math.min(raw, rule.capSatang);
  return capped < rule.minimumSatang ? 0 : capped;
}

/** 500 → "5%", 50 → "0.5%", 125 → "1.25%". */
export function rateText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  return fraction === '' || fraction === '0' ? `${whole}%` : `${whole}.${fraction}%`;
}

export interface Period {
  /** Seconds, `to` exclusive. */
  fromSeconds: number;
  toSeconds: number;
  /** Bangkok days, inclusive. */
  fromDay: string;
  toDay: string;
}

/** The Bangkok calendar day of an instant, "2026-11-21". */
export function bangkokDay(seconds: number): string {
  return new Date((seconds + 7 * 60 * 60) * 1000).toISOString().slice(0, 10);
}

function periodOf(fromSeconds: number, toSeconds: number): Period {
  return { fromSeconds, toSeconds, fromDay: bangkokDay(fromSeconds), toDay: bangkokDay(toSeconds - 1) };
}

/**
 * cashback: the previous Bangkok week, Monday 00:00 to Monday 00:00 (UTC+7);
 * payback: the previous Bangkok day.
 */
export function rebatePeriod(kind: RebateKind, nowSeconds: number): Period {
  const today = bangkokDayStart(nowSeconds);
  if (kind === 'payback') return periodOf(today - oneDaySeconds, today);
  // getUTCDay of the Bangkok wall clock: 0 Sunday … 6 Saturday; days since Monday.
  const sinceMonday = (new Date((today + 7 * 60 * 60) * 1000).getUTCDay() + 6) % 7;
  const thisMonday = today - sinceMonday * oneDaySeconds;
  return periodOf(thisMonday - 7 * oneDaySeconds, thisMonday);
}

import type { BreakLength, RestrictionKind } from './safer-play';

// Browser-safe (no schema library): the settings page names the end before the member confirms,
// the API stores the same end.

const day = 24 * 60 * 60;
const bangkokOffset = 7 * 60 * 60;

/** Breaks are fixed spans; self-exclusions are calendar months and years. */
export const breakLengths: Record<BreakLength, { kind: RestrictionKind; seconds?: number; months?: number }> = {
  '24h': { kind: 'break', seconds: day },
  '7d': { kind: 'break', seconds: 7 * day },
  '30d': { kind: 'break', seconds: 30 * day },
  '6w': { kind: 'break', seconds: 42 * day },
  '6m': { kind: 'exclusion', months: 6 },
  '1y': { kind: 'exclusion', months: 12 },
  '5y': { kind: 'exclusion', months: 60 },
};

/** Adds calendar months in Bangkok (no daylight saving); 31 August + 6 months is 28 February, never 3 March. */
function addMonths(seconds: number, months: number): number {
  const date = new Date((seconds + bangkokOffset) * 1000);
  const dayOfMonth = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(dayOfMonth, lastDay));
  return Math.floor(date.getTime() / 1000) - bangkokOffset;
}

/** When a break or self-exclusion of `length` taken at `nowSeconds` ends (seconds since the epoch). */
export function breakEnd(length: BreakLength, nowSeconds: number): { kind: RestrictionKind; until: number } {
  const { kind, seconds, months } = breakLengths[length];
  return { kind, until: months ? addMonths(nowSeconds, months) : nowSeconds + (seconds ?? 0) };
}

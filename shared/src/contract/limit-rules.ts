// Browser-safe rules of the deposit limits (no schema library here): the Settings page checks a
// typed limit with them before sending, the API enforces the same function (ADR 0017).

/** The rolling windows a limit may be set for: 24 hours, 7 days and 30 days ending now. */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriodName = (typeof limitPeriods)[number];

/** Each window's length in seconds. "One month" is 30 days, so every window has a fixed length. */
export const limitWindowSeconds: Record<LimitPeriodName, number> = {
  day: 24 * 60 * 60,
  week: 7 * 24 * 60 * 60,
  month: 30 * 24 * 60 * 60,
};

/** How long a raise or a removal waits before it applies. */
export const limitCoolingOffSeconds = 24 * 60 * 60;

/** Longest limit text the API reads (a whole baht amount has at most 9 digits). */
export const limitTextMax = 20;

/** Thai messages for a limit that cannot be set. */
export const limitMessages = {
  notWhole: 'วงเงินฝากต้องเป็นจำนวนเต็มบาท ตัวเลขเท่านั้น (เช่น 5000)',
  belowMin: (min: string): string => `วงเงินฝากต้องไม่ต่ำกว่ายอดฝากขั้นต่ำ ${min} บาท`,
} as const;

/** "100.00" → 10000: a two-decimal amount as integer satang (no floating point). */
function satangOf(money: string): number {
  const [baht = '0', satang = '00'] = money.split('.');
  return Number(baht) * 100 + Number(satang.padEnd(2, '0').slice(0, 2));
}

/**
 * Why a typed limit cannot be set, or null when it can: whole baht (digits only, up to 9), not
 * below the minimum deposit (`minAmount`, a two-decimal amount such as "100.00").
 */
export function limitProblem(typed: string, minAmount: string): string | null {
  if (!/^[0-9]{1,9}$/.test(typed)) return limitMessages.notWhole;
  if (Number(typed) * 100 < satangOf(minAmount)) return limitMessages.belowMin(minAmount);
  return null;
}

// Time as the API keeps it: seconds since the epoch, sent as ISO instants, and Bangkok days (UTC+7,
// no daylight saving) for the daily limits and the statement's filter.

/** Stored seconds → the ISO instant the contract sends. */
export const instant = (seconds: number): string => new Date(seconds * 1000).toISOString();

const bangkokOffsetSeconds = 7 * 60 * 60;
const daySeconds = 24 * 60 * 60;

/** 00:00 Bangkok time of the day the instant falls in. */
export function bangkokDayStart(nowSeconds: number): number {
  return Math.floor((nowSeconds + bangkokOffsetSeconds) / daySeconds) * daySeconds - bangkokOffsetSeconds;
}

/** "2026-11-21" → 00:00 Bangkok that day, in seconds; null for a date that does not exist. */
export function bangkokDateStart(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00+07:00`);
  if (Number.isNaN(ms) || new Date(ms + bangkokOffsetSeconds * 1000).toISOString().slice(0, 10) !== date) return null;
  return ms / 1000;
}

export const oneDaySeconds = daySeconds;

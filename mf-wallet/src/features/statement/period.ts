import { bangkokDate } from '@member-site/shared';

export type Period = 'today' | '7d' | '30d';

export const periods = [
  { key: 'today', label: 'วันนี้' },
  { key: '7d', label: '7 วัน' },
  { key: '30d', label: '30 วัน' },
] as const;

const daysBack: Record<Period, number> = { today: 0, '7d': 6, '30d': 29 };

/** The period as the API's inclusive Bangkok days: "7 วัน" is today and the six days before. */
export function periodRange(period: Period, now: Date): { from: string; to: string } {
  return { from: bangkokDate(now, daysBack[period]), to: bangkokDate(now) };
}

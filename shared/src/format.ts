import { formatMoneyText } from './contract/money';
import { texts } from './texts';

export { formatMoneyText } from './contract/money';
export { formatThaiDateTime } from './contract/thai-text';

/** "1,234,567.50 THB", as the balance bar shows the credit. */
export function formatThb(amount: string): string {
  return `${formatMoneyText(amount)} ${texts.currency}`;
}

let thaiDate: Intl.DateTimeFormat | null = null;

/** "24 พฤศจิกายน 2569": a calendar date in Asia/Bangkok, Buddhist era, month in full (member since). */
export function formatThaiDate(iso: string): string {
  const date = new Date(iso);
  thaiDate ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'long', year: 'numeric' });
  return Number.isNaN(date.getTime()) ? iso : thaiDate.format(date);
}

let bangkokDay: Intl.DateTimeFormat | null = null;

/**
 * The Bangkok calendar day (YYYY-MM-DD) `daysBack` days before `now`'s: the API's statement
 * filters by Bangkok days, and a member at 06:30 in Bangkok is still "yesterday" in UTC.
 * Bangkok keeps no daylight saving, so a day back is always 24 h.
 */
export function bangkokDate(now: Date, daysBack = 0): string {
  bangkokDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });
  return bangkokDay.format(new Date(now.getTime() - daysBack * 86_400_000));
}

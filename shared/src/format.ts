import { texts } from './texts';

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" — two decimals; callers add the THB suffix where the spec shows it. */
export function formatMoney(amount: number): string {
  return moneyFormat.format(amount);
}

const moneyText = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/;

/**
 * An amount string of the API ("1234567.50", "-50.00") with thousands separators:
 * "1,234,567.50". Pure string work, never Number(): no float ever touches an amount (ADR 0010).
 * Text that is not an amount comes back unchanged rather than as a wrong number.
 */
export function formatMoneyText(amount: string): string {
  const match = moneyText.exec(amount);
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=[0-9])/, '');
  const grouped = digits.replace(/\B(?=([0-9]{3})+$)/g, ',');
  return `${sign}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** "1,234,567.50 THB", as the balance bar shows the credit. */
export function formatThb(amount: string): string {
  return `${formatMoneyText(amount)} ${texts.currency}`;
}

const thaiDateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24 พ.ย. 2569 00:05": Buddhist-era year, 24-hour time, Asia/Bangkok whatever the device's zone. */
export function formatThaiDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : thaiDateTime.format(date);
}

const bangkokDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The Bangkok calendar day (YYYY-MM-DD) `daysBack` days before `now`'s: the API's statement
 * filters by Bangkok days, and a member at 06:30 in Bangkok is still "yesterday" in UTC.
 * Bangkok keeps no daylight saving, so a day back is always 24 h.
 */
export function bangkokDate(now: Date, daysBack = 0): string {
  return bangkokDay.format(new Date(now.getTime() - daysBack * 86_400_000));
}

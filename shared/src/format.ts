import { texts } from './texts';

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

const apiAmount = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/**
 * An amount as another API may send it ("1500.5", "1500.505", or, for the bonus wallet, a JSON
 * number) as a two-decimal string ("1500.50", "1500.51"): half up, in integers (BigInt), so the
 * bar shows exactly what the server holds. Null when it is not an amount.
 */
export function toMoneyText(value: string | number): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const match = apiAmount.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Hundredths plus one more digit, rounded half up on that digit.
  const thousandths = BigInt(`${whole}${fraction.padEnd(3, '0').slice(0, 3)}`);
  const hundredths = (thousandths + 5n) / 10n;
  const digits = hundredths.toString().padStart(3, '0');
  const result = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return sign && hundredths !== 0n ? `-${result}` : result;
}

/** True for an amount string above zero ("0.01", "50.00"); false for "0.00", negatives and non-amounts. */
export function isPositiveAmount(amount: string): boolean {
  const match = apiAmount.exec(amount);
  return match !== null && match[1] === '' && /[1-9]/.test(`${match[2] ?? ''}${match[3] ?? ''}`);
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

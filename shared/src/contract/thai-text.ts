// Money and instants as Thai text, shared by the pages (through format.ts) and the API's Thai
// messages (through @member-site/shared/contract): one way to write them, no dependencies.

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

// Made on first use: a module-level `new Intl…` would keep this whole module in every bundle that
// imports anything from it (a constructor call is a side effect to the minifier).
let thaiDateTime: Intl.DateTimeFormat | null = null;
const thaiDateTimeOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "24 พ.ย. 2569 00:05": Buddhist-era year, 24-hour time, Asia/Bangkok whatever the device's zone. */
export function formatThaiDateTime(iso: string): string {
  const date = new Date(iso);
  thaiDateTime ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', thaiDateTimeOptions);
  return Number.isNaN(date.getTime()) ? iso : thaiDateTime.format(date);
}

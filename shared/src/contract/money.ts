// The money rule, written once (ADR 0010, issue 24): the two forms an amount takes on the wire,
// and exact arithmetic on them in satang (1/100 baht) as integers, never floating point. The
// contract's TypeBox schemas take their patterns from here, the remotes check what a member types
// with them, and the reference API parses and writes its amounts with them. Plain code with no
// schema library: the shell's start-up (the credit poll) and the API's Node build both carry it.

/** An amount the API sends: two decimals, a sign only for debits ("1500.00", "-50.00"). */
export const moneyPattern = '^-?[0-9]{1,12}\\.[0-9]{2}$';

/** An amount a member types: baht with up to two decimals, no sign, no separators ("100", "99.5"). */
export const amountInputPattern = '^[0-9]{1,9}(\\.[0-9]{1,2})?$';

const amountInput = new RegExp(amountInputPattern);
/** Any amount with at most two decimals, signed or not: what the arithmetic below reads. */
const amount = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/;
/** An amount as another API may send it: any number of decimals (rounded by toMoneyText). */
const apiAmount = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/** True when the text is an AmountInput, as the contract and the API accept it. */
export function isAmountInput(text: string): boolean {
  return amountInput.test(text);
}

/** "1500.5" → 150050n, "-20" → -2000n: satang, exactly; null for anything with more than two decimals or not an amount. */
export function toSatang(text: string): bigint | null {
  const match = amount.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}

/** 150050n → "1500.50": the wire's two-decimal form. */
export function fromSatang(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Negative, zero or positive as `a` is below, at or above `b`; null when either is not an amount. */
export function compareAmounts(a: string, b: string): number | null {
  const left = toSatang(a);
  const right = toSatang(b);
  if (left === null || right === null) return null;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** `a − b` as a two-decimal string, or null when either is not an amount. */
export function subtractAmounts(a: string, b: string): string | null {
  const left = toSatang(a);
  const right = toSatang(b);
  return left === null || right === null ? null : fromSatang(left - right);
}

/** floor(part × 100 / whole) between 0 and 100, for a progress bar; 0 when either is not an amount or whole is 0. */
export function percentOf(part: string, whole: string): number {
  const p = toSatang(part);
  const w = toSatang(whole);
  if (p === null || w === null || w <= 0n) return 0;
  const percent = (p * 100n) / w;
  return Number(percent < 0n ? 0n : percent > 100n ? 100n : percent);
}

/**
 * An amount string of the API ("1234567.50", "-50.00") with thousands separators:
 * "1,234,567.50". Pure string work, never Number(): no float ever touches an amount (ADR 0010).
 * Text that is not an amount comes back unchanged rather than as a wrong number.
 */
export function formatMoneyText(text: string): string {
  const match = amount.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=[0-9])/, '');
  const grouped = digits.replace(/\B(?=([0-9]{3})+$)/g, ',');
  return `${sign}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** True for an amount above zero ("0.01", "50.00"); false for "0.00", negatives and non-amounts. */
export function isPositiveAmount(text: string): boolean {
  const match = apiAmount.exec(text);
  return match !== null && match[1] === '' && /[1-9]/.test(`${match[2] ?? ''}${match[3] ?? ''}`);
}

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
  const result = fromSatang(hundredths);
  return sign && hundredths !== 0n ? `-${result}` : result;
}

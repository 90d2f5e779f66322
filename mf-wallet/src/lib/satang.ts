// Exact amount arithmetic for what the page must know before the API has answered: the net of a
// withdrawal in its confirm dialog, and whether a typed amount is within the limits. Integers of satang (BigInt), never floats
// (ADR 0010); the API's `netAmount` is what the page shows once the withdrawal exists.

const amount = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/;

function toSatang(text: string): bigint | null {
  const match = amount.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}

function fromSatang(value: bigint): string {
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

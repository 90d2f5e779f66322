// Amounts as the API sends them, read without floating point (ADR 0010). Kept apart from format.ts
// so the shell's start-up code (the credit poll) carries only this.

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

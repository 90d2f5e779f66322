import { formatMoneyText } from '@member-site/shared/contract';

// Money is kept in satang (1/100 baht) as integers: floats cannot hold 0.10 exactly.

const bahtPattern = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "2500.00" → 250000; null for anything that is not a non-negative amount with at most 2 decimals. */
export function parseBaht(text: string): number | null {
  const match = bahtPattern.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 150000 → "1500.00": the contract's numeric-string form with two decimals. */
export function formatSatang(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new Error(`[api] E4 not a whole satang amount: ${satang}`);
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 5000000 → "50,000.00": an amount inside a Thai message, written as the pages write money. */
export function displaySatang(satang: number): string {
  return formatMoneyText(formatSatang(satang));
}

// The contract's AmountInput, checked again here: the parser must never trust a caller to have validated.
const amountInputPattern = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** What a member typed ("100", "100.5", "100.50") → satang; null for anything else. No parseFloat. */
export function parseAmountInput(text: string): number | null {
  const match = amountInputPattern.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

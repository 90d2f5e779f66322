import { formatMoneyText, fromSatang, isAmountInput, toSatang } from '@member-site/shared/contract';

// Money is kept in satang (1/100 baht) as integers: floats cannot hold 0.10 exactly. The forms
// and the arithmetic are the contract's one money rule (shared/src/contract/money.ts); the API
// keeps satang as safe integers in SQLite and checks their size here.

/** Baht the operator configures: up to 13 digits, no sign. */
const bahtPattern = /^\d{1,13}(?:\.\d{1,2})?$/;

/** "2500.00" → 250000; null for anything that is not a non-negative amount with at most 2 decimals. */
export function parseBaht(text: string): number | null {
  const trimmed = text.trim();
  if (!bahtPattern.test(trimmed)) return null;
  return Number(toSatang(trimmed));
}

/** 150000 → "1500.00": the contract's numeric-string form with two decimals. */
export function formatSatang(satang: number): string {
  if (!Number.isSafeInteger(satang)) throw new Error(`[api] E4 not a whole satang amount: ${satang}`);
  return fromSatang(BigInt(satang));
}

/** 5000000 → "50,000.00": an amount inside a Thai message, written as the pages write money. */
export function displaySatang(satang: number): string {
  return formatMoneyText(formatSatang(satang));
}

/** What a member typed ("100", "100.5", "100.50") → satang; null for anything else. No parseFloat.
 *  The contract's AmountInput, checked again here: the parser must never trust a caller to have validated. */
export function parseAmountInput(text: string): number | null {
  return isAmountInput(text) ? Number(toSatang(text)) : null;
}

import { compareAmounts, formatMoneyText, isAmountInput, type Money } from '@member-site/shared';
import { walletTexts } from './texts';

// The contract's AmountInput (shared/src/contract/money.ts) and the API's limit checks, so the
// member hears about a typo or an amount out of range at once, before any confirmation; the API
// checks again and its answer (limits, balance, turnover) is the authority.

/** The per-transaction limits the API sent with the page's options. */
export interface AmountLimits {
  minAmount: Money;
  maxAmount: Money;
}

/** A Thai message for what the member typed, or null when it may be sent as typed. */
export function amountProblem(typed: string, limits: AmountLimits): string | null {
  if (typed.trim() === '') return walletTexts.amountRequired;
  if (!isAmountInput(typed)) return walletTexts.amountInvalid;
  if (compareAmounts(typed, '0') === 0) return walletTexts.amountZero;
  if ((compareAmounts(typed, limits.minAmount) ?? 0) < 0) return walletTexts.belowMin(formatMoneyText(limits.minAmount));
  if ((compareAmounts(typed, limits.maxAmount) ?? 0) > 0) return walletTexts.aboveMax(formatMoneyText(limits.maxAmount));
  return null;
}

import { walletTexts } from './texts';

// Mirrors AmountInput of shared/src/contract/wallet.ts, so the member hears about a typo at
// once; the API checks again and its answer (limits, balance) is the authority.
const amountInput = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/** A Thai message for what the member typed, or null when it may be sent as typed. */
export function amountProblem(typed: string): string | null {
  if (typed.trim() === '') return walletTexts.amountRequired;
  return amountInput.test(typed) ? null : walletTexts.amountInvalid;
}

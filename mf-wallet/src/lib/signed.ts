import { formatMoneyText } from '@member-site/shared';

/** A signed amount of the API: "+150.00" or "−50.50"; the sign says it, the colour (tone) only repeats it. */
export function signedAmount(amount: string): { text: string; tone: 'in' | 'out' } {
  if (amount.startsWith('-')) return { text: `−${formatMoneyText(amount.slice(1))}`, tone: 'out' };
  return { text: `+${formatMoneyText(amount)}`, tone: 'in' };
}

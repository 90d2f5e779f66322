const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" — two decimals; callers add the THB suffix where the spec shows it. */
export function formatMoney(amount: number): string {
  return moneyFormat.format(amount);
}

import { thaiBanks } from '@member-site/shared';

/** The bank's Thai name by its code; the API's own name when the code is not one we list. */
export function bankName(code: string, fallback: string): string {
  return thaiBanks.find((bank) => bank.code === code)?.name ?? fallback;
}

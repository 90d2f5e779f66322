// Longer than any referral code the API makes; anything longer is not one.
const maxLength = 64;

/** The `ref` of a referral link (`/register?ref=<code>`), sent as referralCode; undefined when absent or absurd. */
export function referralCodeFrom(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref && ref.length <= maxLength ? ref : undefined;
}

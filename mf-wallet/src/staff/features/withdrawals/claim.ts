import type { StaffWithdrawal } from '@member-site/shared/staff';

type Claim = NonNullable<StaffWithdrawal['claim']>;

/** True while the claim holds: it lapses by itself at `until`. */
export function claimIsLive(claim: Claim, now: number): boolean {
  const until = Date.parse(claim.until);
  return Number.isNaN(until) || until > now;
}

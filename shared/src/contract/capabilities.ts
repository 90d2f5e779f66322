// Capabilities (ADR 0029): the operator's API promises the spec's section 7 and nothing more.
// Everything this site does beyond it is a named capability, which an API offers or not; the
// site learns which from the website answer's `capabilities` (or the operator's runtime
// configuration) and hides or replaces what is missing. No schema library here: the browser
// imports this file.

/** Every capability beyond section 7, by name (what each gives the member: capability-descriptions.ts). */
export const capabilityNames = [
  'register',
  'register-auto',
  'register-otp',
  'line',
  'game-lobby',
  'lucky-wheel',
  'news',
  'deposit',
  'withdraw',
  'wallet-history',
  'statement',
  'balance-changes',
  'balance-push',
  'play-history',
  'rebates',
  'profile',
  'password-change',
  'announcements',
  'tickets',
  'promotion-codes',
  'affiliate',
  'deposit-limits',
  'safer-play',
] as const;

export type CapabilityName = (typeof capabilityNames)[number];

export function isCapabilityName(value: unknown): value is CapabilityName {
  return (capabilityNames as readonly string[]).includes(value as string);
}

/**
 * Which part of the API an endpoint belongs to: the spec's section 7, a capability, or the staff
 * back office's API (ADR 0046), which no member page calls and no discovery lists.
 */
export type EndpointFeature = 'section-7' | CapabilityName | 'staff';

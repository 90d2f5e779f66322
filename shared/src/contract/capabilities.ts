// Capabilities (ADR 0029): the operator's API promises the spec's section 7 and nothing more.
// Everything this site does beyond it is a named capability, which an API offers or not; the
// site learns which from the website answer's `capabilities` (or the operator's runtime
// configuration) and hides or replaces what is missing. No schema library here: the browser
// imports this file.

/** Every capability beyond section 7, by name, with what it gives the member. */
export const capabilities = {
  register: 'sign-up form (register mode 2)',
  'register-auto': 'automatic sign-up (register mode 1)',
  'register-otp': 'sign-up with a one-time code by SMS (register mode 4)',
  line: 'LINE Login (code exchange)',
  'game-lobby': 'game lobbies: categories, providers, games and their launch',
  'lucky-wheel': 'the lucky wheel',
  news: 'activities and promotions news',
  deposit: 'deposit: PromptPay QR, bank transfer with slip, deposit promotions',
  withdraw: 'withdrawal to the member’s bank account',
  'wallet-history': 'deposit and withdrawal history',
  statement: 'account statement (every balance change)',
  'balance-changes': 'the balance on every member page follows a change within seconds (its version, read every 2 s while the page is on screen)',
  'play-history': 'play history',
  rebates: 'cashback and pay-back',
  profile: 'member profile (bank account, phone, sign-up date)',
  'password-change': 'password change',
  announcements: 'announcements and their unread count',
  tickets: 'support tickets',
  'promotion-codes': 'promotion codes into the bonus wallet',
  affiliate: 'refer a friend (referral link, friends, commission)',
  'deposit-limits': 'deposit limits',
  'safer-play': 'safer play: breaks, self-exclusion, reality check',
} as const;

export type CapabilityName = keyof typeof capabilities;

export const capabilityNames = Object.keys(capabilities) as CapabilityName[];

export function isCapabilityName(value: unknown): value is CapabilityName {
  return typeof value === 'string' && Object.hasOwn(capabilities, value);
}

/**
 * Which part of the API an endpoint belongs to: the spec's section 7, a capability, or the staff
 * back office's API (ADR 0046), which no member page calls and no discovery lists.
 */
export type EndpointFeature = 'section-7' | CapabilityName | 'staff';

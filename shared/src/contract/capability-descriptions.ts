// What each capability gives the member (ADR 0029), for the API's documents (its OpenAPI
// description). Kept apart from the names, which every page's first script carries.
import type { CapabilityName } from './capabilities';

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
  'balance-push':
    'the balance and the settled withdrawals and answered tickets reach every member page within a second, pushed on one event stream per browser',
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
} as const satisfies Record<CapabilityName, string>;

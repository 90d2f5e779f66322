import { Type, type Static } from 'typebox';
import { promotionCodeInputMax, ticketMessageMax, ticketReferenceMax } from './account-rules';
import { Id, Instant } from './common';
import { MemberBankAccount, Money } from './wallet';

// The member's account (issue 9): profile, password change, announcements, support tickets,
// promotion codes and the affiliate (referral) page.
// Every text a member or the back office typed travels as plain text and is shown as text.

/** GET /api/v1/account/profile: what the member may see of their own record. Never a password. */
export const MemberProfile = Type.Object({
  username: Type.String({ minLength: 1 }),
  username2: Type.String(),
  /** The registered mobile number (the username of members who registered by phone); empty when unknown. */
  phone: Type.String(),
  /** Masked by the API; null for members registered before bank accounts were kept. */
  bankAccount: Type.Union([MemberBankAccount, Type.Null()]),
  memberSince: Instant,
});
export type MemberProfile = Static<typeof MemberProfile>;

/**
 * POST /api/v1/account/password. The confirmation is the page's concern; the API checks the
 * current password, then the new one against the registration rules (8–64 characters, letters
 * and digits, not the username, not the current password).
 */
export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type PasswordChange = Static<typeof PasswordChange>;

export const PasswordChanged = Type.Object({
  ok: Type.Literal(true),
  /** How many other sessions of the member were ended (this one stays). */
  endedSessions: Type.Integer({ minimum: 0 }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;

export const Announcement = Type.Object({
  id: Id,
  title: Type.String({ maxLength: 200 }),
  body: Type.String({ maxLength: 5000 }),
  publishedAt: Instant,
  read: Type.Boolean(),
});
export type Announcement = Static<typeof Announcement>;

/** GET /api/v1/account/announcements: newest first, with this member's read state. */
export const AnnouncementList = Type.Object({
  data: Type.Array(Announcement),
  unread: Type.Integer({ minimum: 0 }),
});
export type AnnouncementList = Static<typeof AnnouncementList>;

/** POST /api/v1/account/announcements/read: marks one read (again is harmless). */
export const AnnouncementRead = Type.Object({ id: Id }, { additionalProperties: false });
export type AnnouncementRead = Static<typeof AnnouncementRead>;

/** GET /api/v1/account/announcements/unread, and the answer of a mark-as-read: the sidebar's count. */
export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const TicketCategory = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdraw'),
  Type.Literal('account'),
  Type.Literal('game'),
  Type.Literal('other'),
]);
export type TicketCategory = Static<typeof TicketCategory>;

export const TicketStatus = Type.Union([Type.Literal('open'), Type.Literal('answered'), Type.Literal('closed')]);
export type TicketStatus = Static<typeof TicketStatus>;

export const TicketReply = Type.Object({
  message: Type.String({ maxLength: ticketMessageMax }),
  createdAt: Instant,
});
export type TicketReply = Static<typeof TicketReply>;

export const SupportTicket = Type.Object({
  id: Id,
  category: TicketCategory,
  message: Type.String({ maxLength: ticketMessageMax }),
  /** What it is about, as the member typed it (a deposit id, say); null when none. */
  reference: Type.Union([Type.String({ maxLength: ticketReferenceMax }), Type.Null()]),
  status: TicketStatus,
  createdAt: Instant,
  /** The support team's replies, oldest first. */
  replies: Type.Array(TicketReply),
});
export type SupportTicket = Static<typeof SupportTicket>;

/** GET /api/v1/account/tickets: newest first. */
export const TicketList = Type.Object({ data: Type.Array(SupportTicket) });
export type TicketList = Static<typeof TicketList>;

/** POST /api/v1/account/tickets (rate limited per member). */
export const TicketCreate = Type.Object(
  {
    category: TicketCategory,
    message: Type.String({ minLength: 1, maxLength: ticketMessageMax }),
    reference: Type.Optional(Type.String({ maxLength: ticketReferenceMax })),
  },
  { additionalProperties: false },
);
export type TicketCreate = Static<typeof TicketCreate>;

/**
 * POST /api/v1/account/promotion-code (rate limited per member and address). The code is compared
 * trimmed and in capitals; a valid one credits the bonus wallet once per member.
 */
export const PromotionCodeRedeem = Type.Object({ code: Type.String({ minLength: 1, maxLength: promotionCodeInputMax }) }, { additionalProperties: false });
export type PromotionCodeRedeem = Static<typeof PromotionCodeRedeem>;

/** One code the member redeemed: the bonus it credited and when. */
export const PromotionCodeRedemption = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  amount: Money,
  redeemedAt: Instant,
});
export type PromotionCodeRedemption = Static<typeof PromotionCodeRedemption>;

/**
 * POST /api/v1/account/promotion-code answers the redemption made and, from an API that sends
 * them, the member's balances after it: the credit (as /credit answers it) and the bonus wallet
 * the code paid into (as /wallet answers it). The bar shows both from this answer, with no other
 * request (issue 24); without them the page reads the balance again.
 */
export const PromotionCodeRedeemed = Type.Object({
  ...PromotionCodeRedemption.properties,
  credit: Type.Optional(Money),
  bonusWallet: Type.Optional(Money),
});
export type PromotionCodeRedeemed = Static<typeof PromotionCodeRedeemed>;

/** GET /api/v1/account/promotion-codes: the member's redeemed codes, newest first. */
export const PromotionCodeList = Type.Object({ data: Type.Array(PromotionCodeRedemption) });
export type PromotionCodeList = Static<typeof PromotionCodeList>;

/**
 * GET /api/v1/account/affiliate. `enabled` false (the website setting is off): nothing else is
 * sent. On: the member's referral code (the page builds `<site origin>/register?ref=<code>`),
 * how many members registered with it, the commission rate and what it earned so far.
 */
export const AffiliateSummary = Type.Object({
  enabled: Type.Boolean(),
  referralCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  referredCount: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Percent of the referred members' turnover, e.g. "0.50". */
  commissionRate: Type.Optional(Money),
  commission: Type.Optional(Money),
});
export type AffiliateSummary = Static<typeof AffiliateSummary>;

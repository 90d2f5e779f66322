import { Type, type Static } from 'typebox';
import { amountInputPattern, moneyPattern } from './money';

// The site's settings as the back office's admins change them (issue 35, ADR 0046). What members
// see of them reaches the member site's first paint within the brand refresh (ADR 0037).

const Money = Type.String({ pattern: moneyPattern });

export const StaffSiteSettings = Type.Object({
  title: Type.String(),
  /** Absolute URLs of the theme's images, as /api/v1/theme answers them. */
  logo: Type.String(),
  favicon: Type.String(),
  contactUrl: Type.String(),
  contactUrl2: Type.Union([Type.String(), Type.Null()]),
  registerMode: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3'), Type.Literal('4')]),
  affiliateEnabled: Type.Boolean(),
  /** Percent of the referred members' turnover, "0.50". */
  affiliateCommission: Money,
  /** Withdrawals (and the pay of one) at or above this need a second staff member. */
  approvalThreshold: Money,
});
export type StaffSiteSettings = Static<typeof StaffSiteSettings>;

/** https, or a LINE link (line://…): what a support chat link may be. */
export const contactUrlPattern = '^(https://|line://)[^\\s<>"]{1,480}$';

/** POST /api/staff/site: the fields to change; those left out stay. */
export const StaffSiteUpdate = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    contactUrl: Type.Optional(Type.String({ pattern: contactUrlPattern })),
    /** Empty: no backup line. */
    contactUrl2: Type.Optional(Type.Union([Type.String({ pattern: contactUrlPattern }), Type.Literal('')])),
    registerMode: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3'), Type.Literal('4')])),
    affiliateEnabled: Type.Optional(Type.Boolean()),
    /** Percent, at most two decimals, 0–100. */
    affiliateCommission: Type.Optional(Type.String({ pattern: amountInputPattern })),
    approvalThreshold: Type.Optional(Type.String({ pattern: amountInputPattern })),
  },
  { additionalProperties: false },
);
export type StaffSiteUpdate = Static<typeof StaffSiteUpdate>;

export const siteImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/x-icon'] as const;

/** Largest logo or favicon, in bytes. */
export const siteImageMaxBytes = 256 * 1024;

/**
 * POST /api/staff/site/image: a logo or favicon, base64. The API checks the bytes are what the
 * type says (PNG, JPEG, WebP or ICO; never SVG, which can carry script) and serves it under a
 * content-hashed name with its type, `nosniff` and a CSP that runs nothing.
 */
export const StaffSiteImage = Type.Object(
  {
    kind: Type.Union([Type.Literal('logo'), Type.Literal('favicon')]),
    contentType: Type.Enum([...siteImageTypes]),
    data: Type.String({ minLength: 8, maxLength: Math.ceil(siteImageMaxBytes / 3) * 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
  },
  { additionalProperties: false },
);
export type StaffSiteImage = Static<typeof StaffSiteImage>;

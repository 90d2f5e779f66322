import { Type, type Static } from 'typebox';

/** GET /api/v1/contactus: the support chat links. url2 is the backup line (24 hours). */
export const ContactUs = Type.Object({
  url: Type.String(),
  url2: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type ContactUs = Static<typeof ContactUs>;

/** One theme record as the site uses it. The first record of the list is used. */
export const ThemeRecord = Type.Object({
  logo: Type.String(),
  favicon: Type.String(),
  /** Site title shown in the header and copyright; the runtime config default applies when empty. */
  title: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type ThemeRecord = Static<typeof ThemeRecord>;

/**
 * GET /api/v1/theme. A record may leave out logo or favicon (the site shows none): operators'
 * APIs do, so the answer's records are ThemeRecord with every field optional.
 */
export const ThemeResponse = Type.Object({ data: Type.Array(Type.Partial(ThemeRecord)) });
export type ThemeResponse = Static<typeof ThemeResponse>;

/** "1" auto, "2" form, "3" contact support, "4" one-time code. */
export const RegisterMode = Type.Enum(['1', '2', '3', '4']);
export type RegisterMode = Static<typeof RegisterMode>;

/**
 * GET /api/v1/website. registerMode is kept as sent: an unknown mode shows no register form.
 * affiliateEnabled: the referral (affiliate) programme is open; absent means off.
 * capabilities: what the API offers beyond the spec's section 7 (ADR 0029), the site's discovery
 * answer, carried by an answer every API has so that discovering costs no request of its own
 * and a spec-only API (which sends none) is asked nothing it would answer with 404.
 */
export const WebsiteSetting = Type.Object({
  registerMode: Type.String(),
  affiliateEnabled: Type.Optional(Type.Boolean()),
  capabilities: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 })),
});
export type WebsiteSetting = Static<typeof WebsiteSetting>;

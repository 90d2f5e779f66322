/** GET /api/v1/contactus: the support chat links. url2 is the backup line (24 hours). */
export interface ContactUs {
  url: string;
  url2?: string | null;
}

/** One theme record. The site keeps the list as received; the first record is used. */
export interface ThemeRecord {
  logo: string;
  favicon: string;
  /** Site title shown in the header and copyright; the runtime config default applies when empty. */
  title?: string | null;
}

/** GET /api/v1/theme */
export interface ThemeResponse {
  data: ThemeRecord[];
}

/** "1" auto, "2" form, "3" contact support, "4" one-time code. */
export type RegisterMode = '1' | '2' | '3' | '4';

/** GET /api/v1/website */
export interface WebsiteSetting {
  registerMode: RegisterMode | string;
}

/** The LINE buttons' own text (their labels are the routes' titles): all the LINE text the landing and login pages load. */
export const lineButtonTexts = {
  or: 'หรือ',
} as const;

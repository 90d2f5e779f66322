/** Thai texts of mf-games' pages. */
export const gamesTexts = {
  empty: 'ยังไม่มีรายการในขณะนี้',
} as const;

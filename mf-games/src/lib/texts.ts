/** Thai texts of mf-games' pages. */
export const gamesTexts = {
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  empty: 'ยังไม่มีรายการในขณะนี้',
} as const;

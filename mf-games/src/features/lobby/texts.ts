export const lobbyTexts = {
  categories: 'หมวดเกม',
  featured: 'เกมแนะนำ',
  providers: 'ค่ายเกม',
  allProviders: 'ทั้งหมด',
  search: 'ค้นหาเกม',
  searchPlaceholder: 'พิมพ์ชื่อเกม',
  notFound: 'ไม่พบเกมที่ค้นหา',
  noGames: 'ยังไม่มีเกมในหมวดนี้',
  play: 'เข้าเล่น',
  launching: 'กำลังเข้าสู่เกม...',
} as const;

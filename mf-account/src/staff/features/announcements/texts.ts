/** Thai texts of the staff announcements. */
export const announcementTexts = {
  intro: 'ประกาศที่เผยแพร่แล้วจะแสดงในหน้าประกาศของสมาชิก ฉบับร่างสมาชิกจะยังไม่เห็น',
  formTitle: 'เขียนประกาศ',
  title: 'หัวข้อ',
  body: 'เนื้อหา',
  bodyHint: 'แสดงเป็นข้อความตามที่พิมพ์ ขึ้นบรรทัดใหม่ได้',
  publishNow: 'เผยแพร่ทันที',
  save: 'บันทึกประกาศ',
  saved: (title: string) => `บันทึกประกาศ "${title}" แล้ว`,
  listTitle: 'ประกาศทั้งหมด',
  caption: 'ประกาศ',
  empty: 'ยังไม่มีประกาศ',
  publishedAt: 'เผยแพร่เมื่อ',
  publish: 'เผยแพร่',
  unpublish: 'ยกเลิกการเผยแพร่',
} as const;

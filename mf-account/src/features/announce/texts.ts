/** Thai texts of the announcements page. */
export const announceTexts = {
  unreadSummary: (n: number) => (n > 0 ? `ยังไม่อ่าน ${n} รายการ` : 'อ่านครบทุกประกาศแล้ว'),
  empty: 'ยังไม่มีประกาศ',
  new: 'ใหม่',
  unread: 'ยังไม่อ่าน',
  published: 'ประกาศเมื่อ',
  back: 'กลับไปหน้ารายการประกาศ',
  notFound: 'ไม่พบประกาศนี้ อาจถูกนำออกแล้ว',
} as const;

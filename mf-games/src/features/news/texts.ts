export const newsTexts = {
  emptyActivity: 'ยังไม่มีกิจกรรมในขณะนี้',
  emptyPromotion: 'ยังไม่มีโปรโมชั่นในขณะนี้',
  announcements: 'ประกาศและกิจกรรม',
  noAnnouncements: 'ยังไม่มีประกาศในขณะนี้',
  allActivities: 'ดูกิจกรรมทั้งหมด',
} as const;

export const newsTexts = {
  activity: 'กิจกรรม',
  promotion: 'โปรโมชั่น',
  emptyActivity: 'ยังไม่มีกิจกรรมในขณะนี้',
  emptyPromotion: 'ยังไม่มีโปรโมชั่นในขณะนี้',
} as const;

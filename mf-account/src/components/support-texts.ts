/** Thai texts of the support-chat links. */
export const supportTexts = {
  chat: 'ติดต่อเจ้าหน้าที่',
  noChat: 'ยังไม่มีช่องทางแชทในขณะนี้ กรุณาลองใหม่ภายหลัง',
} as const;

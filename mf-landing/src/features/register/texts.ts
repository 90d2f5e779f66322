export const registerTexts = {
  chatMissing: 'ขณะนี้ยังไม่มีช่องทางติดต่อเจ้าหน้าที่ กรุณาลองใหม่อีกครั้งในภายหลัง',
  opensChat: '(เปิดแชทติดต่อเจ้าหน้าที่ในแท็บใหม่)',
} as const;

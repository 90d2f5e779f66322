/** Thai texts of the settings page itself (each section has its own beside its feature). */
export const settingTexts = {
  noneOffered: 'เว็บไซต์นี้ยังไม่มีการตั้งค่าวงเงินฝากหรือการพักการเล่นด้วยตนเอง หากต้องการจำกัดการฝากหรือพักบัญชี กรุณาติดต่อเจ้าหน้าที่',
} as const;

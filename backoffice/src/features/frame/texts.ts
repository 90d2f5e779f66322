/** The frame's Thai texts (issue 35). */
export const frameTexts = {
  backOffice: 'ระบบหลังบ้าน',
  menu: 'เมนู',
  mainMenu: 'เมนูหลัก',
  signOut: 'ออกจากระบบ',
  signingOut: 'กำลังออกจากระบบ...',
  skipToContent: 'ข้ามไปยังเนื้อหา',
} as const;

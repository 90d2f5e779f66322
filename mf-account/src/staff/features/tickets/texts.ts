/** Thai texts of the support tickets. */
export const ticketTexts = {
  intro: 'ตั๋วแจ้งปัญหาจากสมาชิก ตั๋วที่รอตอบแสดงก่อน (เก่าสุดก่อน)',
  title: (category: string, username: string) => `${category} · ${username}`,
  empty: 'ไม่มีตั๋วในสถานะนี้',
  listLabel: 'ตั๋วแจ้งปัญหา',
  category: 'หมวด',
  reference: 'เลขอ้างอิง',
  createdAt: 'แจ้งเมื่อ',
  updatedAt: 'อัปเดตล่าสุด',
  message: 'ข้อความจากสมาชิก',
  replies: 'การตอบกลับ',
  staffReply: (by: string | null) => (by ? `ตอบโดย ${by}` : 'ตอบโดยเจ้าหน้าที่'),
  reply: 'ข้อความตอบกลับ',
  close: 'ปิดตั๋วหลังตอบ',
  send: 'ส่งคำตอบ',
  sent: 'ส่งคำตอบแล้ว',
} as const;

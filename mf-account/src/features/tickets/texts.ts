import type { TicketCategory, TicketStatus } from '@member-site/shared';

/** Thai texts of the support tickets page. */
export const ticketTexts = {
  newTitle: 'แจ้งปัญหาใหม่',
  category: 'หมวดหมู่',
  choose: 'เลือกหมวดหมู่',
  message: 'ข้อความ',
  counter: (used: number, max: number) => `${used.toLocaleString('en-US')}/${max.toLocaleString('en-US')} ตัวอักษร`,
  reference: 'เลขอ้างอิง (ถ้ามี)',
  referenceHint: 'เช่น เลขรายการฝากหรือถอน',
  submit: 'ส่งเรื่อง',
  sending: 'กำลังส่งเรื่อง...',
  categoryRequired: 'กรุณาเลือกหมวดหมู่',
  messageRequired: 'กรุณาพิมพ์ข้อความที่ต้องการแจ้ง',
  messageTooLong: (max: number) => `ข้อความยาวได้ไม่เกิน ${max.toLocaleString('en-US')} ตัวอักษร`,
  sent: (id: string) => `ส่งเรื่องเรียบร้อยแล้ว เลขที่ ${id} เจ้าหน้าที่จะตอบกลับโดยเร็ว`,
  listTitle: 'เรื่องที่แจ้งไว้',
  empty: 'ยังไม่มีเรื่องที่แจ้งไว้',
  ticketNo: (id: string) => `เลขที่ ${id}`,
  referenceLabel: 'เลขอ้างอิง',
  replyFrom: 'ตอบกลับจากเจ้าหน้าที่',
  noReply: 'รอเจ้าหน้าที่ตอบกลับ',
} as const;

export const categoryLabel: Record<TicketCategory, string> = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  account: 'บัญชีผู้ใช้',
  game: 'เกม',
  other: 'อื่น ๆ',
};

export const statusLabel: Record<TicketStatus, string> = {
  open: 'รอตอบกลับ',
  answered: 'ตอบกลับแล้ว',
  closed: 'ปิดเรื่องแล้ว',
};

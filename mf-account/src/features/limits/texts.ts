import type { LimitPeriodName } from '@member-site/shared';

/** Thai texts of the deposit limits section of Settings. */
export const limitTexts = {
  title: 'วงเงินฝาก',
  lead: 'กำหนดยอดฝากสูงสุดของคุณเองได้ต่อ 24 ชั่วโมง 7 วัน และ 30 วัน (นับย้อนหลังจากตอนนี้) ระบบใช้วงเงินที่ต่ำที่สุด',
  rule: 'ลดวงเงินหรือตั้งวงเงินใหม่มีผลทันที ส่วนการเพิ่มหรือยกเลิกวงเงินจะมีผลหลังรอ 24 ชั่วโมง และยกเลิกการเปลี่ยนได้ระหว่างรอ',
  left: (amount: string) => `ตอนนี้ฝากได้อีก ${amount} บาท`,
  noLimit: 'ยังไม่ได้ตั้งวงเงินฝาก',
  emptyMeans: 'เว้นว่างไว้หากไม่ต้องการจำกัด',
  used: (amount: string) => `ฝากแล้ว ${amount} บาท ในช่วงนี้`,
  pending: (limit: string | null, at: string) =>
    limit === null ? `รอยกเลิกวงเงิน มีผล ${at} น. (เวลาประเทศไทย)` : `รอเพิ่มเป็น ${limit} บาท มีผล ${at} น. (เวลาประเทศไทย)`,
  cancelPending: (period: string) => `ยกเลิกการเปลี่ยนวงเงิน${period}`,
  cancelled: 'ยกเลิกการเปลี่ยนวงเงินแล้ว วงเงินเดิมยังมีผล',
  submit: 'บันทึกวงเงินฝาก',
  sending: 'กำลังบันทึก...',
  saved: 'บันทึกวงเงินฝากแล้ว',
  savedWaiting: 'บันทึกแล้ว วงเงินที่ลดลงมีผลทันที การเพิ่มหรือยกเลิกวงเงินจะมีผลเมื่อครบ 24 ชั่วโมง',
} as const;

/** Each window: its field's label and the words a sentence uses for it. */
export const periodTexts: Record<LimitPeriodName, { label: string; span: string }> = {
  day: { label: 'วงเงินฝากต่อ 24 ชั่วโมง (บาท)', span: 'ต่อ 24 ชั่วโมง' },
  week: { label: 'วงเงินฝากต่อ 7 วัน (บาท)', span: 'ต่อ 7 วัน' },
  month: { label: 'วงเงินฝากต่อ 30 วัน (บาท)', span: 'ต่อ 30 วัน' },
};

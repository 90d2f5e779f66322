import type { RebateKind } from '@member-site/shared';

/** Thai texts of the play-history, cashback and pay-back pages. */
export const rebateTexts = {
  claimable: 'ยอดที่รับได้ตอนนี้',
  period: 'รอบที่คำนวณ',
  creditedTo: 'เข้าเครดิตหลัก',
  minimum: (min: string) => `ขั้นต่ำ ${min} บาท`,
  claimed: 'รับยอดรอบนี้แล้ว',
  nothing: 'ยังไม่มียอดให้รับในรอบนี้',
  sending: 'กำลังรับยอด…',
  success: (amount: string) => `รับ ${amount} บาท เข้าเครดิตหลักแล้ว`,
  history: 'ประวัติการรับ',
  baht: (amount: string) => `${amount} บาท`,
} as const;

export const kindTexts: Record<RebateKind, { base: string; button: string; period: string }> = {
  cashback: { base: 'ยอดเสีย', button: 'รับคืนยอดเสีย', period: 'สัปดาห์ที่แล้ว' },
  payback: { base: 'ยอดเทิร์นโอเวอร์', button: 'รับค่าคอม', period: 'เมื่อวาน' },
};

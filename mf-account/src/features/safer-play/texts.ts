import type { BreakLength, RealityCheckMinutes, RestrictionKind, SaferPlaySetting } from '@member-site/shared';

/** Thai texts of the safer-play sections of /Setting. */
export const saferPlayTexts = {
  breakTitle: 'พักการเล่น',
  breakIntro: 'หยุดเล่นเกม ฝากเงิน รับโปรโมชั่น และหมุนวงล้อชั่วคราว ยังเข้าสู่ระบบ ดูยอดเงิน ถอนเงิน ดูประวัติ และแจ้งปัญหาได้ตามปกติ',
  exclusionTitle: 'ระงับการเล่นด้วยตนเอง',
  exclusionIntro: 'สำหรับผู้ที่ต้องการหยุดเป็นเวลานาน มีผลทันทีและยกเลิกไม่ได้จนกว่าจะครบกำหนด',
  lengthLegend: 'ระยะเวลา',
  breakSubmit: 'พักการเล่น',
  exclusionSubmit: 'ระงับการเล่น',
  sending: 'กำลังบันทึก...',
  chooseLength: 'กรุณาเลือกระยะเวลา',
  confirmTitle: (kind: RestrictionKind, length: string) => (kind === 'break' ? `พักการเล่น ${length}?` : `ระงับการเล่นด้วยตนเอง ${length}?`),
  confirmText: 'มีผลทันที ระหว่างนี้เล่นเกม ฝากเงิน รับโปรโมชั่น และหมุนวงล้อไม่ได้ ยกเลิกหรือลดให้สั้นลงไม่ได้',
  finalTitle: 'ยืนยันอีกครั้ง',
  finalText: (kind: RestrictionKind, end: string) =>
    kind === 'break' ? `คุณจะพักการเล่นถึง ${end} น. และยกเลิกก่อนเวลานี้ไม่ได้` : `คุณจะระงับการเล่นถึง ${end} น. และยกเลิกก่อนเวลานี้ไม่ได้`,
  inForce: (kind: RestrictionKind, end: string) => (kind === 'break' ? `ขณะนี้คุณพักการเล่นถึง ${end} น.` : `ขณะนี้คุณระงับการเล่นด้วยตนเองถึง ${end} น.`),
  longerOnly: 'เลือกได้เฉพาะช่วงที่สิ้นสุดหลังช่วงที่มีอยู่',
  realityTitle: 'เตือนเวลาเล่น',
  realityIntro: 'แสดงเวลาที่เล่นและผลได้เสียตั้งแต่เข้าสู่ระบบ ทุกช่วงเวลาที่เลือก',
  realityLabel: 'ความถี่ของการเตือน',
  realitySubmit: 'บันทึกการเตือน',
  realitySaved: (minutes: RealityCheckMinutes) => (minutes === 0 ? 'ปิดการเตือนเวลาเล่นแล้ว' : `บันทึกแล้ว จะเตือนทุก ${minutes} นาที`),
  historyTitle: 'ประวัติการเปลี่ยนแปลง',
  historyEmpty: 'ยังไม่มีการเปลี่ยนแปลง',
  historyAt: 'เวลา',
  historySetting: 'รายการ',
  historyOld: 'ค่าเดิม',
  historyNew: 'ค่าใหม่',
  none: 'ไม่มี',
  until: (end: string) => `ถึง ${end} น.`,
} as const;

export const lengthLabel: Record<BreakLength, string> = {
  '24h': '24 ชั่วโมง',
  '7d': '7 วัน',
  '30d': '30 วัน',
  '6w': '6 สัปดาห์',
  '6m': '6 เดือน',
  '1y': '1 ปี',
  '5y': '5 ปี',
};

export const breakOptions: readonly BreakLength[] = ['24h', '7d', '30d', '6w'];
export const exclusionOptions: readonly BreakLength[] = ['6m', '1y', '5y'];

export const realityLabel: Record<RealityCheckMinutes, string> = {
  0: 'ปิด',
  15: 'ทุก 15 นาที',
  30: 'ทุก 30 นาที',
  60: 'ทุก 60 นาที',
};

export const settingLabel: Record<SaferPlaySetting, string> = {
  break: 'พักการเล่น',
  exclusion: 'ระงับการเล่นด้วยตนเอง',
  realityCheck: 'เตือนเวลาเล่น',
};

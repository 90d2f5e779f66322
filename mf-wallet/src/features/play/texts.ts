/** Thai texts of the play-history page. */
export const playTexts = {
  today: 'วันนี้',
  yesterday: 'เมื่อวาน',
  pickDate: 'เลือกวันที่',
  dayGroup: 'วันที่เล่น',
  totals: 'สรุปยอดของวัน',
  rounds: 'จำนวนรอบ',
  stake: 'ยอดเดิมพัน',
  payout: 'ยอดจ่าย',
  net: 'ได้/เสียสุทธิ',
  empty: 'ไม่มีรายการเล่นในวันนี้',
} as const;

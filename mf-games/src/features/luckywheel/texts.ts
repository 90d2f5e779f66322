export const wheelTexts = {
  spin: 'หมุนกงล้อ',
  spinning: 'กำลังหมุน...',
  spinsLeft: (n: number) => `สิทธิ์หมุนคงเหลือ ${n} ครั้ง`,
  noSpins: 'คุณไม่มีสิทธิ์หมุนในขณะนี้',
  won: (label: string) => `ยินดีด้วย! คุณได้รับ ${label}`,
  lost: 'เสียใจด้วย ไม่ได้รับรางวัล',
  wheelLabel: 'กงล้อรางวัล',
} as const;

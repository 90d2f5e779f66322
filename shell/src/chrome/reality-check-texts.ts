/** Thai texts of the reality check (shell, member pages only). */
export const realityCheckTexts = {
  title: 'เตือนเวลาเล่น',
  elapsed: (time: string) => `คุณเข้าสู่ระบบมาแล้ว ${time}`,
  minutes: (minutes: number) => `${minutes} นาที`,
  hoursMinutes: (hours: number, minutes: number) => `${hours} ชั่วโมง ${minutes} นาที`,
  net: (amount: string) => `ผลได้เสียตั้งแต่เข้าสู่ระบบ ${amount} บาท (ไม่รวมฝาก/ถอน)`,
  netUnknown: 'ยังดูผลได้เสียไม่ได้ในขณะนี้',
  continue: 'เล่นต่อ',
  history: 'ดูประวัติการเล่น',
  logout: 'ออกจากระบบ',
} as const;

import type { PasswordRules } from '@member-site/shared';

/** Thai texts of the password change. */
export const passwordTexts = {
  current: 'รหัสผ่านปัจจุบัน',
  next: 'รหัสผ่านใหม่',
  confirm: 'ยืนยันรหัสผ่านใหม่',
  show: 'แสดง',
  hide: 'ซ่อน',
  rulesTitle: 'เงื่อนไขรหัสผ่านใหม่',
  met: 'ผ่านแล้ว',
  unmet: 'ยังไม่ผ่าน',
  submit: 'เปลี่ยนรหัสผ่าน',
  sending: 'กำลังเปลี่ยนรหัสผ่าน...',
  currentRequired: 'กรุณากรอกรหัสผ่านปัจจุบัน',
  rulesUnmet: 'รหัสผ่านใหม่ยังไม่ตรงตามเงื่อนไข',
  mismatch: 'รหัสผ่านใหม่และการยืนยันไม่ตรงกัน',
  done: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
  othersEnded: 'ออกจากระบบอุปกรณ์อื่นทั้งหมดแล้ว',
  thisStays: 'อุปกรณ์นี้ยังคงเข้าสู่ระบบอยู่ ครั้งต่อไปกรุณาใช้รหัสผ่านใหม่',
  // Staff reset the password (ADR 0050): the member signed in with a temporary one.
  resetTitle: 'เจ้าหน้าที่ได้รีเซ็ตรหัสผ่านของคุณ',
  resetText: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งานต่อ ระหว่างนี้ยังเล่นเกม ฝากเงิน ถอนเงิน และรับโปรโมชั่นไม่ได้',
  temporaryHint: 'รหัสผ่านชั่วคราวที่ได้รับจากเจ้าหน้าที่',
  goOn: 'ไปหน้าหลักสมาชิก',
} as const;

export const ruleLabels: Record<keyof PasswordRules, string> = {
  length: 'ยาว 8–64 ตัวอักษร',
  lettersAndDigits: 'มีทั้งตัวอักษรและตัวเลข',
  notUsername: 'ไม่ซ้ำกับชื่อผู้ใช้',
  notCurrent: 'ไม่ซ้ำกับรหัสผ่านปัจจุบัน',
};

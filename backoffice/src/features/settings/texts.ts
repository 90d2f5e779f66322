import type { StaffSiteSettings } from '@member-site/shared/staff';

/** Thai texts of the site settings. */
export const settingsTexts = {
  intro: 'การเปลี่ยนแปลงจะแสดงบนเว็บไซต์สมาชิก (รวมถึงหน้าแรกที่โหลดครั้งแรก) ภายในประมาณ 30 วินาที',
  formTitle: 'ข้อมูลเว็บไซต์',
  title: 'ชื่อเว็บไซต์',
  contactUrl: 'ลิงก์ติดต่อหลัก',
  contactUrl2: 'ลิงก์ติดต่อสำรอง',
  contactHint: 'ขึ้นต้นด้วย https:// หรือ line://',
  contactUrl2Hint: 'ขึ้นต้นด้วย https:// หรือ line:// เว้นว่างถ้าไม่มี',
  contactInvalid: 'ลิงก์ต้องขึ้นต้นด้วย https:// หรือ line:// และไม่มีช่องว่าง',
  registerMode: 'รูปแบบการสมัครสมาชิก',
  affiliateEnabled: 'เปิดระบบแนะนำเพื่อน',
  affiliateCommission: 'ค่าคอมมิชชั่นแนะนำเพื่อน (% ของยอดเทิร์นโอเวอร์)',
  commissionInvalid: 'กรุณากรอกเปอร์เซ็นต์ตั้งแต่ 0 ถึง 100 ทศนิยมไม่เกิน 2 ตำแหน่ง',
  approvalThreshold: 'ยอดถอนที่ต้องมีผู้อนุมัติคนที่สอง (บาท)',
  approvalHint: 'รายการถอนตั้งแต่ยอดนี้ขึ้นไปต้องมีพนักงานอีกคนอนุมัติก่อนจ่าย',
  save: 'บันทึกการตั้งค่า',
  saved: 'บันทึกแล้ว เว็บไซต์สมาชิกจะแสดงค่าใหม่ภายในประมาณ 30 วินาที',
  unchanged: 'ยังไม่มีการเปลี่ยนแปลง',
  imagesTitle: 'โลโก้และไอคอนเว็บไซต์',
  imageRules: (kb: number) => `ไฟล์ PNG, JPEG, WebP หรือ ICO ขนาดไม่เกิน ${kb} KB`,
  imageType: 'รองรับเฉพาะไฟล์ PNG, JPEG, WebP หรือ ICO',
  imageTooLarge: (kb: number) => `ไฟล์ใหญ่เกิน ${kb} KB`,
  imageRequired: 'กรุณาเลือกไฟล์',
  uploaded: (what: string) => `อัปโหลด${what}แล้ว เว็บไซต์สมาชิกจะแสดงภายในประมาณ 30 วินาที`,
  image: {
    logo: { name: 'โลโก้', current: 'โลโก้ปัจจุบัน', file: 'ไฟล์โลโก้ใหม่', preview: 'ตัวอย่างโลโก้ใหม่', upload: 'อัปโหลดโลโก้' },
    favicon: {
      name: 'ไอคอนเว็บไซต์',
      current: 'ไอคอนเว็บไซต์ปัจจุบัน',
      file: 'ไฟล์ไอคอนเว็บไซต์ใหม่ (favicon)',
      preview: 'ตัวอย่างไอคอนเว็บไซต์ใหม่',
      upload: 'อัปโหลดไอคอนเว็บไซต์',
    },
  },
} as const;

/** The register modes by their Thai names ("1" auto, "2" form, "3" support, "4" one-time code). */
export const registerModeLabel: Readonly<Record<StaffSiteSettings['registerMode'], string>> = {
  '1': 'สมัครอัตโนมัติ (ระบบสร้างบัญชีให้ทันที)',
  '2': 'กรอกแบบฟอร์มสมัครสมาชิก',
  '3': 'สมัครผ่านเจ้าหน้าที่ (ติดต่อแอดมิน)',
  '4': 'ยืนยันเบอร์โทรด้วยรหัส OTP',
};

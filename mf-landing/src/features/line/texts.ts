import { lineButtonTexts } from './button-texts';

export const lineTexts = {
  ...lineButtonTexts,
  chooserLead: 'ใช้บัญชี LINE ของคุณ ไม่ต้องจำรหัสผ่าน',
  unavailable: 'ขณะนี้ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE กรุณาเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่าน',
  goLogin: 'ไปหน้าเข้าสู่ระบบ',
  redirecting: 'กำลังไปที่ LINE…',
  connecting: 'กำลังเชื่อมต่อ LINE…',
  invalidState: 'การเชื่อมต่อ LINE ไม่ถูกต้องหรือหมดเวลา กรุณาลองใหม่',
  cancelled: 'คุณยกเลิกการเชื่อมต่อกับ LINE หากต้องการใช้งาน กรุณาลองใหม่อีกครั้ง',
  refused: 'LINE ไม่อนุญาตให้เชื่อมต่อในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  storageBlocked: 'เบราว์เซอร์นี้ไม่อนุญาตให้บันทึกข้อมูลชั่วคราว จึงเชื่อมต่อ LINE ไม่ได้ กรุณาปิดโหมดไม่ระบุตัวตนแล้วลองใหม่',
  errorTitle: 'เชื่อมต่อ LINE ไม่สำเร็จ',
  tryAgain: 'ลองใหม่อีกครั้ง',
  linked: (name: string) => `เชื่อมต่อบัญชี LINE: ${name}`,
  linkedNoName: 'เชื่อมต่อบัญชี LINE แล้ว',
  notYetMember: 'บัญชี LINE นี้ยังไม่ได้เป็นสมาชิก กรุณากรอกข้อมูลเพื่อสมัครสมาชิก',
} as const;

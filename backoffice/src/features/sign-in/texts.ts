/** The sign-in's Thai texts (issue 35). */
export const signInTexts = {
  backOffice: 'ระบบหลังบ้าน',
  title: 'เข้าสู่ระบบหลังบ้าน',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  signIn: 'เข้าสู่ระบบ',
  checking: 'กำลังตรวจสอบ...',
  missingCredentials: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
  codeLead: 'เปิดแอป Authenticator ในโทรศัพท์ของคุณ แล้วกรอกรหัส 6 หลักที่แสดงอยู่',
  code: 'รหัสยืนยันจากแอป Authenticator',
  codeHint: 'รหัส 6 หลักจากแอป หรือรหัสกู้คืนหนึ่งรหัสหากไม่มีโทรศัพท์อยู่กับตัว',
  confirm: 'ยืนยัน',
  startOver: 'เริ่มใหม่',
  badCode: 'กรุณากรอกรหัส 6 หลักจากแอป Authenticator หรือรหัสกู้คืน',
  badEnrolCode: 'กรุณากรอกรหัส 6 หลักที่แอป Authenticator แสดง',
  enrolTitle: 'ตั้งค่าการยืนยันตัวตนสองขั้นตอน',
  enrolLead: 'บัญชีนี้ยังไม่ได้ผูกกับแอป Authenticator สแกนคิวอาร์โค้ดนี้ด้วยแอป (เช่น Google Authenticator หรือ Microsoft Authenticator) เพื่อผูกบัญชี คิวอาร์โค้ดนี้แสดงเพียงครั้งเดียว',
  enrolQrLabel: 'คิวอาร์โค้ดสำหรับผูกบัญชีกับแอป Authenticator',
  enrolSecret: 'หรือพิมพ์รหัสลับนี้ในแอปเอง',
  enrolCode: 'รหัส 6 หลักจากแอป',
  enrolCodeHint: 'กรอกรหัสที่แอปแสดงหลังผูกบัญชีแล้ว เพื่อยืนยันว่าแอปพร้อมใช้งาน',
  enrolConfirm: 'ยืนยันและเข้าสู่ระบบ',
  qrDrawing: 'กำลังสร้างคิวอาร์โค้ด...',
  recoveryTitle: 'รหัสกู้คืน',
  recoveryLead: 'เก็บรหัสเหล่านี้ไว้ในที่ปลอดภัย แยกจากโทรศัพท์ หากทำโทรศัพท์หาย ใช้รหัสใดรหัสหนึ่งแทนรหัสจากแอปได้ รหัสละหนึ่งครั้ง',
  recoveryOnce: 'รหัสเหล่านี้จะแสดงเพียงครั้งนี้เท่านั้น',
  recoveryDone: 'บันทึกรหัสกู้คืนแล้ว',
} as const;

/** A code the API may take: 6 digits from the app, or (to sign in, not to enrol) a recovery code. */
export function codeProblem(code: string, recoveryAllowed: boolean): string | null {
  if (recoveryAllowed) return /^[0-9A-Za-z -]{6,24}$/.test(code) ? null : signInTexts.badCode;
  return /^\d{6}$/.test(code) ? null : signInTexts.badEnrolCode;
}

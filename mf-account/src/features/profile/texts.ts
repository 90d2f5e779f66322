/** Thai texts of the profile page. */
export const profileTexts = {
  username: 'ชื่อผู้ใช้',
  username2: 'ชื่อผู้ใช้สำรอง',
  phone: 'เบอร์โทรศัพท์',
  bank: 'ธนาคาร',
  accountNumber: 'เลขบัญชี',
  accountName: 'ชื่อบัญชี',
  memberSince: 'เป็นสมาชิกตั้งแต่',
  none: '-',
  noBankAccount: 'ยังไม่มีบัญชีธนาคารที่ลงทะเบียนไว้ กรุณาติดต่อเจ้าหน้าที่',
  changePassword: 'เปลี่ยนรหัสผ่าน',
  passwordNote: 'ระบบไม่แสดงรหัสผ่านของท่าน หากลืมหรือต้องการเปลี่ยน กรุณาเปลี่ยนรหัสผ่านใหม่',
  // A site whose API keeps no member profile (ADR 0029): the staff hold the rest.
  keptByStaff: 'ข้อมูลอื่นของบัญชี เช่น เบอร์โทรศัพท์และบัญชีธนาคาร อยู่ในความดูแลของเจ้าหน้าที่ หากต้องการตรวจสอบหรือแก้ไข กรุณาติดต่อเจ้าหน้าที่',
  more: 'เมนูบัญชี',
} as const;

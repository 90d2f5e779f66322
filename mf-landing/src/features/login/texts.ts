export const loginTexts = {
  usernameLabel: 'ชื่อผู้ใช้ (เบอร์โทรศัพท์)',
  usernamePlaceholder: 'กรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์',
  passwordLabel: 'รหัสผ่าน',
  passwordPlaceholder: 'กรอกรหัสผ่าน',
  usernameRequired: 'กรุณากรอกชื่อผู้ใช้',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  // Not 'แสดงรหัสผ่าน': a label containing 'รหัสผ่าน' would make getByLabel('รหัสผ่าน') (a substring
  // match in Playwright) find the toggle as well as the field.
  showPassword: 'แสดงรหัส',
  hidePassword: 'ซ่อนรหัส',
  submit: 'เข้าสู่ระบบ',
  formName: 'ฟอร์มเข้าสู่ระบบ',
} as const;

/** The LINE buttons' labels: all the LINE text the landing and login pages load. */
export const lineButtonTexts = {
  login: 'เข้าสู่ระบบด้วย LINE',
  register: 'สมัครสมาชิกด้วย LINE',
  or: 'หรือ',
} as const;

/** Thai texts of the promotion code page. */
export const promotionCodeTexts = {
  formTitle: 'กรอกโค้ดโปรโมชั่น',
  lead: 'กรอกโค้ดที่ได้รับ รับโบนัสเข้ากระเป๋าโบนัสทันที โค้ดแต่ละตัวใช้ได้ครั้งเดียวต่อบัญชี',
  code: 'โค้ดโปรโมชั่น',
  codeHint: 'ตัวพิมพ์เล็กหรือใหญ่ก็ได้ เช่น WELCOME50',
  submit: 'ใช้โค้ด',
  sending: 'กำลังตรวจสอบโค้ด...',
  codeRequired: 'กรุณากรอกโค้ดโปรโมชั่น',
  codeTooLong: (max: number) => `โค้ดยาวได้ไม่เกิน ${max} ตัวอักษร`,
  redeemed: (code: string, amount: string) => `ใช้โค้ด ${code} สำเร็จ ได้รับโบนัส ${amount} บาท เข้ากระเป๋าโบนัสแล้ว`,
  listTitle: 'โค้ดที่ใช้แล้ว',
  empty: 'ยังไม่เคยใช้โค้ดโปรโมชั่น',
  amount: 'โบนัส',
  redeemedAt: 'วันที่ใช้',
} as const;

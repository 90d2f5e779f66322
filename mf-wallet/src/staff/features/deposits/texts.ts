/** Thai texts of the staff deposits list. */
export const depositTexts = {
  intro: 'รายการฝากของสมาชิก รายการที่รอดำเนินการแสดงก่อน สำหรับคำขอพร้อมเพย์ที่สมาชิกโอนแล้วแต่ระบบยังไม่เติมให้ กด "เติมเงินให้สมาชิก" หลังตรวจยอดในบัญชีธนาคาร',
  caption: 'รายการฝาก',
  empty: 'ไม่มีรายการฝากที่ตรงกับตัวกรอง',
  method: 'ช่องทาง',
  payAmount: 'ยอดที่ต้องโอน',
  credited: 'ยอดที่เติม',
  credit: 'เติมเงินให้สมาชิก',
  confirmTitle: 'เติมเงินให้สมาชิก?',
  confirmText: (amount: string, username: string) => `ตรวจแล้วว่ามียอดโอน ${amount} บาทเข้าบัญชี และจะเติมให้ ${username}`,
  creditedDone: 'เติมเงินแล้ว',
} as const;

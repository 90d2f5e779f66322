/** Thai texts of the withdraw page. */
export const withdrawTexts = {
  withdrawable: 'ยอดที่ถอนได้',
  limits: 'ขั้นต่ำ / สูงสุดต่อครั้ง',
  daily: 'วงเงินต่อวัน',
  dailyLeft: 'ถอนได้อีกวันนี้',
  fee: 'ค่าธรรมเนียม',
  turnoverLeft: 'ยอดเทิร์นที่ต้องทำเพิ่ม',
  destination: 'บัญชีรับเงิน',
  submit: 'ถอนเงิน',
  sending: 'กำลังส่งคำขอ...',
  retry: 'ส่งคำขอเดิมอีกครั้ง',
  retryHint: 'ระบบจะไม่สร้างรายการซ้ำ',
  confirmTitle: 'ยืนยันการถอนเงิน',
  confirmText: (amount: string, fee: string, net: string, account: string) =>
    `จำนวน ${amount} บาท\nค่าธรรมเนียม ${fee} บาท\nรับสุทธิ ${net} บาท\nเข้าบัญชี ${account}`,
  done: 'ส่งคำขอถอนเงินแล้ว',
  pendingTitle: 'รายการถอนล่าสุด',
  pendingNote: 'กำลังดำเนินการ ระบบจะอัปเดตสถานะให้อัตโนมัติ',
  paid: 'โอนเงินเข้าบัญชีแล้ว',
  rejected: 'รายการถอนไม่สำเร็จ',
  recent: 'ประวัติการถอนล่าสุด',
} as const;

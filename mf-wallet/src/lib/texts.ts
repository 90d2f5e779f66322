import type { DepositStatus, LedgerKind, WithdrawalStatus } from '@member-site/shared';

/** Thai texts of mf-wallet's pages. */
export const walletTexts = {
  empty: 'ยังไม่มีรายการ',
  amountLabel: 'จำนวนเงิน',
  amountInvalid: 'กรุณากรอกจำนวนเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง',
  amountRequired: 'กรุณากรอกจำนวนเงิน',
  // The API's own words for the same refusals (api/src/base/errors.ts).
  amountZero: 'กรุณาระบุจำนวนเงินมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  belowMin: (min: string) => `จำนวนเงินต่ำกว่าขั้นต่ำ (ขั้นต่ำ ${min} บาท)`,
  aboveMax: (max: string) => `จำนวนเงินเกินกว่าที่กำหนด (สูงสุด ${max} บาท ต่อรายการ)`,
  limits: (min: string, max: string) => `ขั้นต่ำ ${min} บาท สูงสุด ${max} บาท`,
  quickAmounts: 'เลือกยอดด่วน',
  all: 'ทั้งหมด',
  baht: 'บาท',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  pageOf: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
  copy: 'คัดลอก',
  copied: 'คัดลอกแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณาคัดลอกเอง',
  copyAccount: (number: string) => `คัดลอกเลขบัญชี ${number}`,
  memberAccount: 'บัญชีที่ลงทะเบียน',
  reason: 'เหตุผล',
  bonusLine: (title: string, bonus: string) => `${title}: โบนัส +${bonus} บาท`,
} as const;

export const depositStatusLabel: Record<DepositStatus, string> = {
  pending: 'รอดำเนินการ',
  credited: 'สำเร็จ',
  expired: 'หมดเวลา',
  cancelled: 'ยกเลิก',
  rejected: 'ไม่สำเร็จ',
  held: 'รอตรวจสอบ',
};

export const withdrawalStatusLabel: Record<WithdrawalStatus, string> = {
  pending: 'รอดำเนินการ',
  paid: 'สำเร็จ',
  rejected: 'ไม่สำเร็จ',
};

export const ledgerKindLabel: Record<LedgerKind, string> = {
  deposit: 'ฝากเงิน',
  withdrawal: 'ถอนเงิน',
  'withdrawal-refund': 'คืนเงินถอน',
  bonus: 'โบนัส',
  cashback: 'คืนยอดเสีย',
  payback: 'คืนค่าคอมมิชชั่น',
  prize: 'รางวัล',
  bet: 'เดิมพัน',
  win: 'ชนะเดิมพัน',
  adjustment: 'ปรับยอด',
};

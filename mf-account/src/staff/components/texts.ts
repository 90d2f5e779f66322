import type { DepositMethod, LedgerKind, LimitPeriod, TicketCategory } from '@member-site/shared';
import type { PromotionCodeRule } from '@member-site/shared/staff';

/** Thai words several of the account team's staff pages use. */
export const accountStaffTexts = {
  member: 'สมาชิก',
  username: 'ชื่อผู้ใช้',
  username2: 'ชื่อผู้ใช้ 2',
  phone: 'เบอร์โทร',
  bank: 'ธนาคาร',
  bankAccount: 'เลขบัญชี',
  accountName: 'ชื่อบัญชี',
  balance: 'ยอดเงิน',
  status: 'สถานะ',
  createdAt: 'สร้างเมื่อ',
  amount: 'จำนวนเงิน',
  actions: 'จัดการ',
  all: 'ทั้งหมด',
  yes: 'ใช่',
  no: 'ไม่',
} as const;

export const ledgerKindLabel: Readonly<Record<LedgerKind, string>> = {
  deposit: 'ฝากเงิน',
  withdrawal: 'ถอนเงิน',
  'withdrawal-refund': 'คืนเงินถอน',
  bonus: 'โบนัส',
  cashback: 'คืนยอดเสีย',
  payback: 'คืนค่าคอมมิชชั่น',
  prize: 'รางวัล',
  bet: 'เดิมพัน',
  win: 'ชนะเดิมพัน',
  adjustment: 'ปรับยอดโดยพนักงาน',
};

export const depositMethodLabel: Readonly<Record<DepositMethod, string>> = {
  promptpay: 'พร้อมเพย์',
  transfer: 'โอนผ่านธนาคาร',
  slip: 'แนบสลิป',
};

export const ticketCategoryLabel: Readonly<Record<TicketCategory, string>> = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  account: 'บัญชีผู้ใช้',
  game: 'เกม',
  other: 'อื่น ๆ',
};

export const limitPeriodLabel: Readonly<Record<LimitPeriod, string>> = {
  day: 'รายวัน',
  week: 'รายสัปดาห์',
  month: 'รายเดือน',
};

export const promotionRuleLabel: Readonly<Record<PromotionCodeRule, string>> = {
  none: 'ไม่มีเงื่อนไข',
  'first-deposit': 'ต้องเป็นการฝากครั้งแรก',
  'deposit-today': 'ต้องมียอดฝากในวันนี้',
};

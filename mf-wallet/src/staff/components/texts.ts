import type { DepositMethod } from '@member-site/shared';
import type { ApprovalKind } from '@member-site/shared/staff';

/** Thai texts several of the wallet's staff pages use. */
export const moneyTexts = {
  member: 'สมาชิก',
  amount: 'จำนวนเงิน',
  createdAt: 'เวลาที่แจ้ง',
  status: 'สถานะ',
  actions: 'จัดการ',
  reason: 'เหตุผล',
  requested: 'ขอโดย',
  searchMember: 'ค้นหาสมาชิก',
  searchMemberHint: 'ชื่อผู้ใช้ ชื่อผู้ใช้ 2 หรือเลขบัญชี',
  all: 'ทั้งหมด',
  done: 'บันทึกแล้ว',
} as const;

export const depositMethodLabel: Readonly<Record<DepositMethod, string>> = {
  promptpay: 'พร้อมเพย์',
  transfer: 'โอนผ่านธนาคาร',
  slip: 'แนบสลิป',
};

export const approvalKindLabel: Readonly<Record<ApprovalKind, string>> = {
  withdrawal: 'จ่ายรายการถอน',
  adjustment: 'ปรับยอดเงิน',
};

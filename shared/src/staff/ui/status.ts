import type { ApprovalStatus, HeldReason, StaffHeldTransfer } from '../../contract/staff-money';
import type { MemberStatus, StaffAnnouncement, StaffPromotionCode } from '../../contract/staff-members';
import type { StaffAccount } from '../../contract/staff';
import type { TicketStatus } from '../../contract/account';
import type { DepositStatus, WithdrawalStatus } from '../../contract/wallet';
import type { BadgeTone } from '../../ui/kit/kit';

// Every status a staff page shows, in Thai words with the kit's tone: one table, so the queue,
// the member's page and the approvals say the same thing for the same state.

interface StatusWord {
  label: string;
  tone: BadgeTone;
}

type Words<S extends string> = Readonly<Record<S, StatusWord>>;

const withdrawal: Words<WithdrawalStatus> = {
  pending: { label: 'รอดำเนินการ', tone: 'wait' },
  paid: { label: 'จ่ายแล้ว', tone: 'ok' },
  rejected: { label: 'ปฏิเสธแล้ว', tone: 'bad' },
};

const deposit: Words<DepositStatus> = {
  pending: { label: 'รอดำเนินการ', tone: 'wait' },
  credited: { label: 'เติมเงินแล้ว', tone: 'ok' },
  expired: { label: 'หมดเวลา', tone: 'off' },
  cancelled: { label: 'ยกเลิก', tone: 'off' },
  rejected: { label: 'ไม่สำเร็จ', tone: 'bad' },
  held: { label: 'รอตรวจสอบ', tone: 'wait' },
};

const approval: Words<ApprovalStatus> = {
  pending: { label: 'รออนุมัติ', tone: 'wait' },
  approved: { label: 'อนุมัติแล้ว', tone: 'ok' },
  declined: { label: 'ไม่อนุมัติ', tone: 'bad' },
};

const held: Words<StaffHeldTransfer['status']> = {
  held: { label: 'รอตรวจสอบ', tone: 'wait' },
  credited: { label: 'เติมเงินแล้ว', tone: 'ok' },
  returned: { label: 'คืนผู้โอนแล้ว', tone: 'off' },
};

const ticket: Words<TicketStatus> = {
  open: { label: 'รอตอบ', tone: 'new' },
  answered: { label: 'ตอบแล้ว', tone: 'ok' },
  closed: { label: 'ปิดแล้ว', tone: 'off' },
};

const announcement: Words<StaffAnnouncement['status']> = {
  draft: { label: 'ฉบับร่าง', tone: 'off' },
  published: { label: 'เผยแพร่แล้ว', tone: 'ok' },
};

const promotionCode: Words<StaffPromotionCode['status']> = {
  active: { label: 'ใช้งานได้', tone: 'ok' },
  paused: { label: 'หยุดชั่วคราว', tone: 'wait' },
  scheduled: { label: 'ยังไม่ถึงเวลา', tone: 'off' },
  expired: { label: 'หมดอายุ', tone: 'off' },
  exhausted: { label: 'ใช้ครบสิทธิ์แล้ว', tone: 'off' },
};

const member: Words<MemberStatus> = {
  active: { label: 'ใช้งานปกติ', tone: 'ok' },
  suspended: { label: 'ถูกระงับ', tone: 'bad' },
};

const staffAccount: Words<StaffAccount['status']> = {
  active: { label: 'ใช้งานได้', tone: 'ok' },
  disabled: { label: 'ระงับแล้ว', tone: 'bad' },
};

/** The status words by kind of record. */
export const statusWords = { withdrawal, deposit, approval, held, ticket, announcement, promotionCode, member, staffAccount } as const;

export type StatusKind = keyof typeof statusWords;
export type StatusOf<K extends StatusKind> = keyof (typeof statusWords)[K] & string;

/** The Thai word of a status. */
export function statusLabel<K extends StatusKind>(kind: K, status: StatusOf<K>): string {
  return (statusWords[kind] as Words<string>)[status]?.label ?? status;
}

/** Select options of a kind's statuses, in the table's order. */
export function statusOptions<K extends StatusKind>(kind: K): { value: StatusOf<K>; label: string }[] {
  return Object.entries(statusWords[kind] as Words<string>).map(([value, word]) => ({ value: value as StatusOf<K>, label: word.label }));
}

/** Why a transfer in was held, as the cashier reads it (ADR 0032). */
export const heldReasonLabel: Readonly<Record<HeldReason, string>> = {
  noMember: 'ไม่พบบัญชีสมาชิก',
  ambiguous: 'ตรงกับหลายบัญชี',
  depositLimit: 'เกินวงเงินฝาก',
  restricted: 'สมาชิกพักการเล่น',
};

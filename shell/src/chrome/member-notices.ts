import { formatMoneyText, routePath, type PushedNotice } from '@member-site/shared';

// The member chrome's notices (ADR 0062): a withdrawal paid or rejected, a ticket answered, as the
// event stream tells them (session/notice-board.ts), on whatever member page is open. Server
// strings (the amount, the reason) are shown as text only.

export interface MemberNotice {
  /** paid and answered are good news; a rejection is not. */
  tone: 'ok' | 'warn';
  title: string;
  text: string;
  link?: { label: string; to: string };
}

export const noticeTexts = {
  region: 'การแจ้งเตือน',
  close: 'ปิดการแจ้งเตือน',
  paidTitle: 'ถอนเงินสำเร็จ',
  paid: (amount: string | null) => (amount ? `โอนเงิน ${amount} บาท เข้าบัญชีของท่านแล้ว` : 'โอนเงินเข้าบัญชีของท่านแล้ว'),
  rejectedTitle: 'รายการถอนไม่สำเร็จ',
  rejected: (amount: string | null) => `${amount ? `รายการถอน ${amount} บาท` : 'รายการถอน'} ไม่สำเร็จ คืนเงินเข้ายอดคงเหลือแล้ว`,
  reason: (reason: string) => ` เหตุผล: ${reason}`,
  answeredTitle: 'ทีมงานตอบกลับแล้ว',
  answered: 'เรื่องที่ท่านแจ้งได้รับคำตอบแล้ว',
  seeAnswer: 'ดูคำตอบ',
} as const;

/** What the member reads for an event's notice. */
export function noticeOf(pushed: PushedNotice): MemberNotice {
  const amount = pushed.amount ? formatMoneyText(pushed.amount) : null;
  switch (pushed.kind) {
    case 'withdrawal-paid':
      return { tone: 'ok', title: noticeTexts.paidTitle, text: noticeTexts.paid(amount) };
    case 'withdrawal-rejected':
      return { tone: 'warn', title: noticeTexts.rejectedTitle, text: noticeTexts.rejected(amount) + (pushed.reason ? noticeTexts.reason(pushed.reason) : '') };
    case 'ticket-answered':
      return { tone: 'ok', title: noticeTexts.answeredTitle, text: noticeTexts.answered, link: { label: noticeTexts.seeAnswer, to: routePath('ticket') } };
  }
}

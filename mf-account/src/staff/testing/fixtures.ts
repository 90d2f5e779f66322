// Staff API answers for the account team's staff pages' tests, typed by the contract (the fake
// API's client checks them again). Not imported by any page.
import type { StaffAnnouncement, StaffMemberDetail, StaffMemberSummary, StaffPromotionCode, StaffTicket } from '@member-site/shared/staff';

export const memberSummary = (overrides: Partial<StaffMemberSummary> = {}): StaffMemberSummary => ({
  username: '0812345678',
  username2: 'DEMO01',
  phone: '0812345678',
  bankName: 'ธนาคารกสิกรไทย',
  bankAccount: '123-4-56789-0',
  accountName: 'สมชาย ใจดี',
  balance: '1520.50',
  status: 'active',
  createdAt: '2026-10-01T05:00:00.000Z',
  ...overrides,
});

export const memberDetail = (overrides: Partial<StaffMemberDetail> = {}): StaffMemberDetail => ({
  ...memberSummary(),
  bonusBalance: '100.00',
  lineLinked: true,
  referralCode: 'REF123',
  passwordResetRequired: false,
  suspension: null,
  turnover: { required: '3000.00', made: '1200.00', left: '1800.00' },
  saferPlay: {
    restriction: { kind: 'break', until: '2026-11-30T03:00:00.000Z' },
    realityCheckMinutes: 30,
    depositLimits: [
      { period: 'day', limit: '5000.00' },
      { period: 'week', limit: null },
      { period: 'month', limit: null },
    ],
  },
  signIns: [
    { at: '2026-11-24T02:00:00.000Z', ip: '203.0.113.5', userAgent: 'Mozilla/5.0 (iPhone)', outcome: 'ok' },
    { at: '2026-11-23T14:00:00.000Z', ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (Android)', outcome: 'password' },
  ],
  ledger: [
    { id: 'l-2', at: '2026-11-24T02:10:00.000Z', kind: 'bet', description: 'เดิมพันสล็อต', amount: '-50.00', balanceAfter: '1520.50' },
    { id: 'l-1', at: '2026-11-24T02:05:00.000Z', kind: 'deposit', description: 'ฝากเงินพร้อมเพย์', amount: '500.00', balanceAfter: '1570.50' },
  ],
  deposits: [
    { id: 'd-1', method: 'promptpay', status: 'credited', amount: '500.00', createdAt: '2026-11-24T02:04:00.000Z', settledAt: '2026-11-24T02:05:00.000Z' },
  ],
  withdrawals: [
    { id: 'w-1', status: 'rejected', amount: '800.00', createdAt: '2026-11-22T02:00:00.000Z', settledAt: '2026-11-22T03:00:00.000Z', reason: 'ชื่อบัญชีไม่ตรง' },
  ],
  ...overrides,
});

export const ticket = (overrides: Partial<StaffTicket> = {}): StaffTicket => ({
  id: 't-1',
  member: { username: '0812345678', username2: 'DEMO01' },
  category: 'deposit',
  message: 'โอนเงินแล้ว 500 บาท\nยอดยังไม่เข้า',
  reference: 'KB123',
  status: 'open',
  createdAt: '2026-11-24T01:00:00.000Z',
  updatedAt: '2026-11-24T01:00:00.000Z',
  replies: [],
  ...overrides,
});

export const announcement = (overrides: Partial<StaffAnnouncement> = {}): StaffAnnouncement => ({
  id: 'n-1',
  title: 'ปิดปรับปรุงระบบ',
  body: 'ระบบจะปิดปรับปรุง\nเวลา 02:00-04:00 น.',
  status: 'draft',
  publishedAt: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  ...overrides,
});

export const promotionCode = (overrides: Partial<StaffPromotionCode> = {}): StaffPromotionCode => ({
  code: 'WELCOME100',
  amount: '100.00',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T16:59:59.000Z',
  maxRedemptions: 500,
  rule: 'first-deposit',
  minDeposit: '300.00',
  redeemed: 42,
  status: 'active',
  createdAt: '2026-10-30T00:00:00.000Z',
  ...overrides,
});

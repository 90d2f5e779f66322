// Staff API answers for the back office's own pages' tests, typed by the contract. Not imported by any page.
import type { AuditEntry, DayReport, StaffAccount, StaffSiteSettings } from '@member-site/shared/staff';

export const dayReport = (overrides: Partial<DayReport> = {}): DayReport => ({
  day: '2026-11-24',
  deposits: { count: 12, amount: '35200.00' },
  withdrawals: { count: 5, amount: '41000.50' },
  net: '-5800.50',
  newMembers: 7,
  firstDeposits: 4,
  activeMembers: 58,
  hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, deposits: hour === 9 ? '1200.00' : '0.00', withdrawals: hour === 10 ? '500.50' : '0.00' })),
  ...overrides,
});

export const siteSettings = (overrides: Partial<StaffSiteSettings> = {}): StaffSiteSettings => ({
  title: 'ทดสอบเบท',
  logo: 'https://api.test/site/logo-abc.png',
  favicon: 'https://api.test/site/favicon-abc.ico',
  contactUrl: 'https://line.me/R/ti/p/@test',
  contactUrl2: null,
  registerMode: '2',
  affiliateEnabled: false,
  affiliateCommission: '0.50',
  approvalThreshold: '20000.00',
  ...overrides,
});

export const staffAccount = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  username: 'cashier2',
  displayName: 'สมหญิง การเงิน',
  roles: ['cashier'],
  status: 'active',
  totpEnrolled: true,
  createdAt: '2026-11-01T03:00:00.000Z',
  lastSignInAt: '2026-11-24T02:00:00.000Z',
  ...overrides,
});

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-24T03:00:00.000Z',
  actor: 'cashier1',
  actorKind: 'staff',
  action: 'withdrawal.pay',
  targetKind: 'withdrawal',
  targetId: 'w-1',
  ip: '203.0.113.7',
  before: '{"status":"pending"}',
  after: '{"status":"paid","amount":"1500.00"}',
  ...overrides,
});

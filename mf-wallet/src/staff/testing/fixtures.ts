// Staff API answers for the wallet's staff pages' tests, typed by the contract (the fake API's
// client checks them again, as it checks a server's). Not imported by any page.
import type {
  StaffApproval,
  StaffDeposit,
  StaffHeldTransfer,
  StaffWithdrawal,
  StaffWithdrawalPage,
  StatementImportResult,
  StatementImportSummary,
} from '@member-site/shared/staff';

export const withdrawal = (overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal => ({
  id: 'w-1',
  status: 'pending',
  member: { username: '0812345678', username2: 'DEMO01' },
  amount: '1500.00',
  fee: '0.00',
  netAmount: '1500.00',
  account: { bankCode: 'KBANK', bankName: 'ธนาคารกสิกรไทย', accountNumber: '123-4-56789-0', accountName: 'สมชาย ใจดี' },
  createdAt: '2026-11-24T02:48:00.000Z',
  settledAt: null,
  reason: null,
  settledBy: null,
  claim: null,
  approval: null,
  needsApproval: false,
  context: {
    balance: '320.50',
    bonusBalance: '50.00',
    turnoverRequired: '3000.00',
    turnoverMade: '2500.00',
    turnoverLeft: '500.00',
    recentDeposits: [{ amount: '1000.00', at: '2026-11-23T12:00:00.000Z', method: 'promptpay' }],
    recentWithdrawals: [{ amount: '700.00', at: '2026-11-20T05:00:00.000Z', status: 'paid' }],
  },
  ...overrides,
});

export const withdrawalPage = (data: StaffWithdrawal[], overrides: Partial<StaffWithdrawalPage> = {}): StaffWithdrawalPage => ({
  data,
  page: 1,
  pageSize: 20,
  total: data.length,
  approvalThreshold: '20000.00',
  claimMinutes: 10,
  ...overrides,
});

export const approval = (overrides: Partial<StaffApproval> = {}): StaffApproval => ({
  id: 'a-1',
  kind: 'withdrawal',
  status: 'pending',
  member: { username: '0898765432', username2: 'BIG01' },
  amount: '50000.00',
  reason: null,
  withdrawalId: 'w-9',
  requestedBy: 'cashier2',
  requestedAt: '2026-11-24T02:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
  ...overrides,
});

export const staffDeposit = (overrides: Partial<StaffDeposit> = {}): StaffDeposit => ({
  id: 'd-1',
  member: { username: '0812345678', username2: 'DEMO01' },
  method: 'promptpay',
  status: 'pending',
  amount: '500.00',
  payAmount: '500.37',
  creditedAmount: null,
  createdAt: '2026-11-24T02:50:00.000Z',
  settledAt: null,
  reason: null,
  ...overrides,
});

export const held = (overrides: Partial<StaffHeldTransfer> = {}): StaffHeldTransfer => ({
  id: 'h-1',
  transRef: 'KB202611240001',
  fromBank: 'KBANK',
  fromAccount: 'xxx-x-x3456-x',
  amount: '800.00',
  reason: 'noMember',
  status: 'held',
  member: null,
  depositId: null,
  note: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  settledAt: null,
  ...overrides,
});

export const importSummary = (overrides: Partial<StatementImportSummary> = {}): StatementImportSummary => ({
  id: 'imp-1',
  bank: 'kbank',
  fileName: 'kbank-24-11.csv',
  importedBy: 'cashier1',
  importedAt: '2026-11-24T03:00:00.000Z',
  credited: 2,
  alreadyCredited: 0,
  held: 1,
  skipped: 1,
  ...overrides,
});

export const importResult = (overrides: Partial<StatementImportResult> = {}): StatementImportResult => ({
  ...importSummary(),
  lines: [
    {
      row: 2,
      transRef: 'KB1001',
      amount: '500.00',
      outcome: 'credited',
      reason: null,
      member: { username: '0812345678', username2: 'DEMO01' },
      depositId: 'd-10',
      heldId: null,
    },
    {
      row: 3,
      transRef: 'KB1002',
      amount: '300.00',
      outcome: 'credited',
      reason: null,
      member: { username: '0898765432', username2: 'BIG01' },
      depositId: 'd-11',
      heldId: null,
    },
    { row: 4, transRef: 'KB1003', amount: '900.00', outcome: 'held', reason: 'noMember', member: null, depositId: null, heldId: 'h-7' },
  ],
  skippedRows: [{ row: 5, reason: 'ไม่ใช่รายการเงินเข้า' }],
  ...overrides,
});

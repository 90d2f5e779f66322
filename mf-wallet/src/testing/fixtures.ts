// Answers of the wallet API for this remote's tests, typed by the contract (the fake API checks
// them again, as the client checks a server's). Not imported by any page.
import type {
  DepositOptions,
  DepositPromotion,
  DepositRecord,
  MemberBankAccount,
  PromptPayRequest,
  WithdrawalRecord,
  WithdrawOptions,
} from '@member-site/shared';

export const memberAccount: MemberBankAccount = {
  bankCode: 'KBANK',
  bankName: 'Kasikorn',
  accountNumberMasked: 'xxx-x-x1234-x',
  accountName: 'สมชาย ใจดี',
};

export const openRequest: PromptPayRequest = {
  id: 'pp-1',
  status: 'pending',
  amount: '500.00',
  payAmount: '500.37',
  payload: '00020101021229370016A000000677010111011300668123456785802TH5303764540650.37630400AB',
  receiverName: 'บจก. ทดสอบ เพย์',
  createdAt: '2026-11-23T08:00:00Z',
  expiresAt: '2026-11-23T08:15:00Z',
};

export const deposit = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  id: 'd-1',
  method: 'promptpay',
  status: 'pending',
  amount: '500.00',
  creditedAmount: null,
  createdAt: '2026-11-23T08:00:00Z',
  settledAt: null,
  reason: null,
  ...overrides,
});

export const depositOptions = (overrides: Partial<DepositOptions> = {}): DepositOptions => ({
  minAmount: '100.00',
  maxAmount: '50000.00',
  quickAmounts: ['100.00', '300.00', '500.00', '1000.00'],
  siteAccounts: [
    { bankCode: 'SCB', bankName: 'SCB', accountNumber: '123-4-56789-0', accountName: 'บจก. ทดสอบ' },
    { bankCode: 'KTB', bankName: 'KTB', accountNumber: '987-6-54321-0', accountName: 'บจก. ทดสอบ สอง' },
  ],
  memberAccount,
  promptPay: { enabled: true, expiresInSeconds: 900 },
  slip: { enabled: true, maxAgeHours: 24 },
  openRequest: null,
  recent: [],
  promotions: [],
  promotionChoice: null,
  depositLimitLeft: null,
  hasDeposited: true,
  ...overrides,
});

export const welcomePromotion: DepositPromotion = {
  id: 'promo-welcome',
  title: 'โบนัสสมาชิกใหม่ 100%',
  description: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000 บาท ทำเทิร์น 5 เท่า',
  bonusRate: '100%',
  maxBonus: '1000.00',
  minDeposit: '100.00',
  turnoverMultiplier: 5,
  turnoverText: 'ต้องทำยอดเทิร์นโอเวอร์ 5 เท่า ของยอดฝาก+โบนัส ก่อนถอน',
};

export const dailyPromotion: DepositPromotion = {
  id: 'promo-daily',
  title: 'ฝากรายวันรับ 10%',
  description: 'ฝากครั้งแรกของวันรับโบนัส 10% สูงสุด 500 บาท ทำเทิร์น 3 เท่า',
  bonusRate: '10%',
  maxBonus: '500.00',
  minDeposit: '100.00',
  turnoverMultiplier: 3,
  turnoverText: 'ต้องทำยอดเทิร์นโอเวอร์ 3 เท่า ของยอดฝาก+โบนัส ก่อนถอน',
};

export const withdrawal = (overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 'w-1',
  status: 'pending',
  amount: '1000.00',
  fee: '10.00',
  netAmount: '990.00',
  account: memberAccount,
  createdAt: '2026-11-23T08:00:00Z',
  settledAt: null,
  reason: null,
  ...overrides,
});

export const withdrawOptions = (overrides: Partial<WithdrawOptions> = {}): WithdrawOptions => ({
  withdrawable: '2345.50',
  minAmount: '100.00',
  maxAmount: '20000.00',
  dailyLimit: '50000.00',
  dailyLeft: '48000.00',
  fee: '10.00',
  turnoverLeft: '0.00',
  turnoverRequired: '0.00',
  turnoverMade: '0.00',
  quickAmounts: ['100.00', '500.00', '1000.00'],
  account: memberAccount,
  pending: null,
  recent: [],
  ...overrides,
});

import type { DepositRecord, MemberBankAccount, PromptPayRequest, WithdrawalRecord } from '@member-site/shared/contract';
import type { MemberRow } from '../member/store';
import { instant } from '../base/clock';
import { formatSatang } from '../base/money';
import { bankName } from './settings';

// Rows → the contract's shapes. Times are stored in seconds, sent as ISO instants.

const maybeInstant = (seconds: number | null): string | null => (seconds === null ? null : instant(seconds));

/** xxx-x-x6789-x for the usual 10 digits: enough for the member to recognise, too little to misuse. */
export function maskAccountNumber(digits: string): string {
  if (digits.length === 10) return `xxx-x-x${digits.slice(5, 9)}-x`;
  if (digits.length <= 4) return 'x'.repeat(digits.length);
  return `${'x'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export interface RegisteredAccount {
  bankCode: string;
  bankAccount: string;
  accountName: string;
}

/** Null for members from before registration kept a bank account. */
export function registeredAccount(member: MemberRow): RegisteredAccount | null {
  if (!member.bank_code || !member.bank_account) return null;
  return { bankCode: member.bank_code, bankAccount: member.bank_account, accountName: member.account_name ?? '' };
}

export function maskedAccount(account: RegisteredAccount | null): MemberBankAccount {
  if (!account) return { bankCode: '', bankName: '', accountNumberMasked: '', accountName: '' };
  return {
    bankCode: account.bankCode,
    bankName: bankName(account.bankCode),
    accountNumberMasked: maskAccountNumber(account.bankAccount),
    accountName: account.accountName,
  };
}

export interface DepositRow {
  id: string;
  member_id: number;
  method: DepositRecord['method'];
  status: DepositRecord['status'];
  amount_satang: number;
  pay_amount_satang: number;
  payload: string;
  credited_satang: number | null;
  reason: string | null;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
  /** Set when the member's chosen promotion met this deposit (ADR 0013). */
  promotion_title: string | null;
  bonus_satang: number | null;
  promotion_note: string | null;
}

export function depositRecord(row: DepositRow): DepositRecord {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: formatSatang(row.amount_satang),
    creditedAmount: row.credited_satang === null ? null : formatSatang(row.credited_satang),
    createdAt: instant(row.created_at),
    settledAt: maybeInstant(row.settled_at),
    reason: row.reason,
    ...(row.promotion_title === null
      ? {}
      : { promotion: { title: row.promotion_title, bonus: formatSatang(row.bonus_satang ?? 0), note: row.promotion_note } }),
  };
}

export function promptPayRequest(row: DepositRow, receiverName: string): PromptPayRequest {
  return {
    id: row.id,
    status: row.status,
    amount: formatSatang(row.amount_satang),
    payAmount: formatSatang(row.pay_amount_satang),
    payload: row.payload,
    receiverName,
    createdAt: instant(row.created_at),
    expiresAt: instant(row.expires_at),
  };
}

export interface WithdrawalRow {
  id: string;
  member_id: number;
  status: WithdrawalRecord['status'];
  amount_satang: number;
  fee_satang: number;
  bank_code: string;
  bank_account: string;
  account_name: string;
  idempotency_key: string;
  reason: string | null;
  created_at: number;
  settled_at: number | null;
}

export function withdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    status: row.status,
    amount: formatSatang(row.amount_satang),
    fee: formatSatang(row.fee_satang),
    netAmount: formatSatang(row.amount_satang - row.fee_satang),
    account: maskedAccount({ bankCode: row.bank_code, bankAccount: row.bank_account, accountName: row.account_name }),
    createdAt: instant(row.created_at),
    settledAt: maybeInstant(row.settled_at),
    reason: row.reason,
  };
}

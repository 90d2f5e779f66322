import { thaiBanks, thaiMobilePattern, type AutoRegisterRequest, type BankOption, type RegisterRequest } from '@member-site/shared';
import { formTexts as t } from './form-texts';

/** What the mode-2 form holds, as typed (the request is built from it on submit). */
export interface RegisterValues {
  phone: string;
  password: string;
  confirmPassword: string;
  bankCode: string;
  bankAccount: string;
  accountName: string;
  lineId: string;
  referralSource: string;
  acceptAge: boolean;
}

export type RegisterField = keyof RegisterValues;

/** Mode 1 asks only for the phone, the bank details and the age confirmation. */
export type AutoRegisterValues = Pick<RegisterValues, 'phone' | 'bankCode' | 'bankAccount' | 'accountName' | 'acceptAge'>;

export const emptyRegisterValues: RegisterValues = {
  phone: '',
  password: '',
  confirmPassword: '',
  bankCode: '',
  bankAccount: '',
  accountName: '',
  lineId: '',
  referralSource: '',
  acceptAge: false,
};

/**
 * The API's password rule (api/src/register/rules.ts): 8–64 characters (code points), at least
 * one letter of any script and one digit 0–9, no control characters.
 */
export const passwordRule = { min: 8, max: 64, letter: /\p{L}/u, digit: /[0-9]/, control: /\p{Cc}/u } as const;

/** The API's account-name rule: 2–100 Thai or Latin letters, spaces and dots, with a letter. */
const accountNameRule = {
  min: 2,
  max: 100,
  allowed: /^[A-Za-z\u0E01-\u0E3A\u0E40-\u0E4E .]+$/,
  letter: /[A-Za-z\u0E01-\u0E2E]/,
} as const;
const lineIdPattern = /^@?[A-Za-z0-9._-]{1,20}$/;

function collapseSpaces(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function bankOf(code: string): BankOption | undefined {
  return thaiBanks.find((bank) => bank.code === code);
}

/** Keeps digits as typed, dropping spaces and dashes; a pasted +66 number becomes 0…. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  return /^\+?66\d{9}$/.test(compact) ? `0${compact.replace(/^\+?66/, '')}` : compact;
}

/** Account numbers are often copied with dashes or spaces (123-4-56789-0): those go. */
export function normalizeAccount(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function validatePhone(phone: string): string | undefined {
  if (phone === '') return t.phoneRequired;
  if (!thaiMobilePattern.test(phone)) return t.phoneInvalid;
  return undefined;
}

export function validatePassword(password: string): string | undefined {
  if (password === '') return t.passwordRequired;
  const length = [...password].length;
  if (length < passwordRule.min || length > passwordRule.max) return t.passwordLength;
  if (passwordRule.control.test(password)) return t.passwordControl;
  if (!passwordRule.letter.test(password) || !passwordRule.digit.test(password)) return t.passwordMix;
  return undefined;
}

export function validateConfirmPassword(password: string, confirm: string): string | undefined {
  if (confirm === '') return t.confirmRequired;
  if (confirm !== password) return t.confirmMismatch;
  return undefined;
}

export function validateBank(code: string): string | undefined {
  return bankOf(code) ? undefined : t.bankRequired;
}

export function validateBankAccount(account: string, bankCode: string): string | undefined {
  if (account === '') return t.bankAccountRequired;
  if (!/^\d+$/.test(account)) return t.bankAccountDigitsOnly;
  const bank = bankOf(bankCode);
  // Without a bank the length is unknown; the bank field carries its own message.
  if (bank && account.length !== bank.accountDigits) return t.bankAccountLength(bank.name, bank.accountDigits);
  return undefined;
}

export function validateAccountName(name: string): string | undefined {
  const tidy = collapseSpaces(name);
  if (tidy === '') return t.accountNameRequired;
  const length = [...tidy].length;
  if (length < accountNameRule.min || length > accountNameRule.max) return t.accountNameLength;
  if (/[0-9\u0E50-\u0E59]/.test(tidy)) return t.accountNameDigits;
  if (!accountNameRule.allowed.test(tidy) || !accountNameRule.letter.test(tidy)) return t.accountNameLetters;
  return undefined;
}

export function validateLineId(lineId: string): string | undefined {
  const trimmed = lineId.trim();
  return trimmed === '' || lineIdPattern.test(trimmed) ? undefined : t.lineIdInvalid;
}

export function validateAcceptAge(accepted: boolean): string | undefined {
  return accepted ? undefined : t.acceptAgeRequired;
}

/** The Thai message of one field of the mode-2 form, or undefined when it is fine. */
export function validateRegisterField(field: RegisterField, values: RegisterValues): string | undefined {
  switch (field) {
    case 'phone':
      return validatePhone(values.phone);
    case 'password':
      return validatePassword(values.password);
    case 'confirmPassword':
      return validateConfirmPassword(values.password, values.confirmPassword);
    case 'bankCode':
      return validateBank(values.bankCode);
    case 'bankAccount':
      return validateBankAccount(values.bankAccount, values.bankCode);
    case 'accountName':
      return validateAccountName(values.accountName);
    case 'lineId':
      return validateLineId(values.lineId);
    case 'acceptAge':
      return validateAcceptAge(values.acceptAge);
    case 'referralSource':
      return undefined;
  }
}

/** Fields in screen order: the first invalid one gets the focus. */
export const registerFieldOrder: readonly RegisterField[] = [
  'phone',
  'password',
  'confirmPassword',
  'bankCode',
  'bankAccount',
  'accountName',
  'lineId',
  'referralSource',
  'acceptAge',
];

export const autoRegisterFieldOrder: readonly (keyof AutoRegisterValues)[] = ['phone', 'bankCode', 'bankAccount', 'accountName', 'acceptAge'];

/** A change to the key re-checks the listed fields (the account length depends on the bank). */
export const registerDependents: Partial<Record<RegisterField, readonly RegisterField[]>> = {
  password: ['confirmPassword'],
  bankCode: ['bankAccount'],
};

/** Tickets the form passes along: the one-time-code ticket (mode 4) and a LINE link. */
export interface RegisterExtras {
  otpToken?: string;
  lineRegistrationToken?: string;
  /** The `ref` of the referral link the visitor came by. */
  referralCode?: string;
}

/** The RegisterRequest for valid values: optional fields only when given. */
export function toRegisterRequest(values: RegisterValues, extras: RegisterExtras = {}): RegisterRequest {
  const request: RegisterRequest = {
    phone: values.phone,
    password: values.password,
    bankCode: values.bankCode,
    bankAccount: values.bankAccount,
    accountName: collapseSpaces(values.accountName),
    acceptAge: values.acceptAge,
  };
  const lineId = values.lineId.trim();
  if (lineId) request.lineId = lineId;
  if (values.referralSource) request.referralSource = values.referralSource;
  if (extras.otpToken) request.otpToken = extras.otpToken;
  if (extras.lineRegistrationToken) request.lineRegistrationToken = extras.lineRegistrationToken;
  if (extras.referralCode) request.referralCode = extras.referralCode;
  return request;
}

export function toAutoRegisterRequest(values: AutoRegisterValues): AutoRegisterRequest {
  return {
    phone: values.phone,
    bankCode: values.bankCode,
    bankAccount: values.bankAccount,
    accountName: collapseSpaces(values.accountName),
    acceptAge: values.acceptAge,
  };
}

export function validateAutoRegisterField(field: keyof AutoRegisterValues, values: AutoRegisterValues): string | undefined {
  return validateRegisterField(field, { ...emptyRegisterValues, ...values });
}

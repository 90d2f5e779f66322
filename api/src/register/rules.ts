import { randomInt } from 'node:crypto';
import { passwordRules, thaiBanks, thaiMobilePattern } from '@member-site/shared/contract';
import type { BankDetails } from '@member-site/shared/contract';
import { badRequest, fieldMessages } from '../base/errors';

// The JSON schemas check types and bound sizes; these rules give the member a Thai reason.

export function checkPhone(phone: string): void {
  if (!thaiMobilePattern.test(phone)) throw badRequest(fieldMessages.phone);
}

/** Registration's rules, shared with the password change and the pages (contract/account-rules.ts). */
export function checkPassword(password: string): void {
  const rules = passwordRules(password, '', '');
  if (!rules.length || !rules.lettersAndDigits) throw badRequest(fieldMessages.password);
}

// Thai consonants, vowels and tone marks (not Thai digits or the baht sign), Latin letters.
const accountNamePattern = /^[A-Za-z\u0E01-\u0E3A\u0E40-\u0E4E .]+$/;
const letterPattern = /[A-Za-z\u0E01-\u0E2E]/;

/** Bank details with the account name trimmed and inner spaces collapsed. */
export function checkBankDetails(details: BankDetails): BankDetails {
  const bank = thaiBanks.find((b) => b.code === details.bankCode);
  if (!bank) throw badRequest(fieldMessages.bankCode);
  if (!new RegExp(`^[0-9]{${bank.accountDigits}}$`).test(details.bankAccount)) {
    throw badRequest(fieldMessages.bankAccount(bank.name, bank.accountDigits));
  }
  const accountName = details.accountName.trim().replace(/ {2,}/g, ' ');
  const length = [...accountName].length;
  if (length < 2 || length > 100 || !accountNamePattern.test(accountName) || !letterPattern.test(accountName)) {
    throw badRequest(fieldMessages.accountName);
  }
  return { bankCode: bank.code, bankAccount: details.bankAccount, accountName };
}

/** Optional free text: trimmed, empty means absent. */
export function optionalText(value: string | undefined, maxLength: number, message: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if ([...text].length > maxLength || /\p{Cc}/u.test(text)) throw badRequest(message);
  return text;
}

export function checkAcceptAge(acceptAge: boolean): void {
  if (acceptAge !== true) throw badRequest(fieldMessages.acceptAge);
}

// No 0/O, 1/l/I: the member copies this password by eye from the screen.
const readableLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const readableDigits = '23456789';
const readableAlphabet = readableLetters + readableDigits;
export const generatedPasswordLength = 10;

function pick(alphabet: string): string {
  return alphabet.charAt(randomInt(alphabet.length));
}

/** A 10-character password of letters and digits (at least one of each), from crypto.randomInt. */
export function readablePassword(): string {
  const chars = [pick(readableLetters), pick(readableDigits)];
  while (chars.length < generatedPasswordLength) chars.push(pick(readableAlphabet));
  // Fisher–Yates, so the guaranteed letter and digit are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** A secondary username candidate: 'SB' and six random digits. */
export function username2Candidate(): string {
  return `SB${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

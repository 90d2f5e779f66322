import { useState } from 'react';
import { thaiBanks } from '@member-site/shared';
import { PasswordToggleIcon } from '../../../components/PasswordToggleIcon';
import type { TextBinding } from '../hooks/useForm';
import { formTexts as t } from '../form-texts';
import { bankOf, normalizeAccount, normalizePhone } from '../validate';
import { SelectField, TextField } from './Field';

const bankOptions = thaiBanks.map((bank) => ({ value: bank.code, label: bank.name }));

/** The mobile number, which becomes the username. Read-only once a one-time code has proved it. */
export function PhoneField({ id, binding, readOnly = false }: { id: string; binding: TextBinding; readOnly?: boolean }) {
  return (
    <TextField
      {...binding}
      onValueChange={(value) => binding.onValueChange(normalizePhone(value))}
      id={id}
      name="phone"
      label={t.phoneLabel}
      hint={t.phoneHint}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={16}
      placeholder={readOnly ? undefined : t.phonePlaceholder}
      enterKeyHint="next"
      readOnly={readOnly}
    />
  );
}

/** Password and its confirmation; one toggle shows or hides both. */
export function PasswordFields({ id, password, confirm }: { id: string; password: TextBinding; confirm: TextBinding }) {
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  const common = {
    type,
    autoComplete: 'new-password',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
    maxLength: 64,
    enterKeyHint: 'next' as const,
  };
  const toggle = (
    <button
      type="button"
      className="ml-field__toggle"
      aria-label={visible ? t.hidePasswords : t.showPasswords}
      aria-controls={`${id}password ${id}confirm`}
      onClick={() => setVisible((shown) => !shown)}
    >
      <PasswordToggleIcon visible={visible} />
    </button>
  );
  return (
    <>
      <TextField {...common} {...password} id={`${id}password`} name="password" label={t.passwordLabel} hint={t.passwordHint} trailing={toggle} />
      <TextField {...common} {...confirm} id={`${id}confirm`} name="confirmPassword" label={t.confirmPasswordLabel} />
    </>
  );
}

export interface BankFieldsProps {
  id: string;
  bankCode: TextBinding;
  bankAccount: TextBinding;
  accountName: TextBinding;
}

/** Bank, account number (digits of that bank) and the account holder, as one group. */
export function BankFields({ id, bankCode, bankAccount, accountName }: BankFieldsProps) {
  const digits = bankOf(bankCode.value)?.accountDigits ?? null;
  return (
    <fieldset className="ml-fieldset">
      <legend className="ml-fieldset__legend">{t.bankGroup}</legend>
      <SelectField {...bankCode} id={`${id}bank`} name="bankCode" label={t.bankLabel} placeholder={t.bankPlaceholder} options={bankOptions} />
      <TextField
        {...bankAccount}
        onValueChange={(value) => bankAccount.onValueChange(normalizeAccount(value))}
        id={`${id}account`}
        name="bankAccount"
        label={t.bankAccountLabel}
        hint={t.bankAccountHint(digits)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        enterKeyHint="next"
      />
      <TextField
        {...accountName}
        id={`${id}account-name`}
        name="accountName"
        label={t.accountNameLabel}
        hint={t.accountNameHint}
        type="text"
        autoComplete="name"
        maxLength={100}
        enterKeyHint="next"
      />
    </fieldset>
  );
}

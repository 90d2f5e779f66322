import { type FormEvent, useId, useRef, useState } from 'react';
import { showWaiting, useApi, useLeaveGuard, type AutoRegisterResponse } from '@member-site/shared';
import { registerAuto } from '../api/register';
import { useForm } from '../hooks/useForm';
import { useSubmitGuard } from '../hooks/useSubmitGuard';
import { reportRegisterFailure } from '../report-failure';
import { formTexts as t } from '../form-texts';
import { autoRegisterFieldOrder, toAutoRegisterRequest, validateAutoRegisterField, type AutoRegisterValues } from '../validate';
import { CheckboxField, FormSubmit } from './Field';
import { BankFields, PhoneField } from './RegisterFields';
import '../../../styles/base.css';
import '../../../styles/login-form.css';
import './register.css';

const initial: AutoRegisterValues = { phone: '', bankCode: '', bankAccount: '', accountName: '', acceptAge: false };

export interface AutoRegisterFormProps {
  onRegistered: (answer: AutoRegisterResponse) => void;
}

/** Mode 1, the shortest way in: phone, bank account and age; the server makes the credentials. */
export function AutoRegisterForm({ onRegistered }: AutoRegisterFormProps) {
  const api = useApi();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState('');
  const { busy, begin, end, mountedRef } = useSubmitGuard();
  const form = useForm({
    initial,
    order: autoRegisterFieldOrder,
    validate: validateAutoRegisterField,
    dependents: { bankCode: ['bankAccount'] },
  });
  // Typed and not sent: leaving asks first (ADR 0045). Once registered, the credentials replace the form.
  useLeaveGuard(form.changed && !busy);

  const showInline = (message: string) => {
    if (mountedRef.current) setFormError(message);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!begin()) return;
    setFormError('');
    if (!form.validateAll()) {
      end();
      return;
    }
    if (!(document.activeElement instanceof HTMLInputElement)) formRef.current?.focus();
    const closeWaiting = showWaiting();
    try {
      const answer = await registerAuto(api, toAutoRegisterRequest(form.values));
      closeWaiting();
      onRegistered(answer);
    } catch (error) {
      closeWaiting();
      end();
      await reportRegisterFailure(error, form, showInline, () => mountedRef.current);
    }
  }

  return (
    <form ref={formRef} className="ml-form" noValidate tabIndex={-1} aria-label={t.formName} aria-busy={busy} onSubmit={handleSubmit}>
      <PhoneField id={`${id}phone`} binding={form.text('phone')} />
      <BankFields id={id} bankCode={form.text('bankCode')} bankAccount={form.text('bankAccount')} accountName={form.text('accountName')} />
      <CheckboxField {...form.check('acceptAge')} id={`${id}age`} name="acceptAge" label={t.acceptAgeLabel} />
      <FormSubmit error={formError} busy={busy} label={t.submit} />
    </form>
  );
}

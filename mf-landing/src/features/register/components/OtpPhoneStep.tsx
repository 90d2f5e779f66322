import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApi, useLeaveGuard, type OtpRequestResponse } from '@member-site/shared';
import { requestOtp } from '../api/otp';
import { useForm } from '../hooks/useForm';
import { useSubmitGuard } from '../hooks/useSubmitGuard';
import { reportRegisterFailure } from '../report-failure';
import { formTexts as t } from '../form-texts';
import { validatePhone } from '../validate';
import { PhoneField } from './RegisterFields';

export interface OtpPhoneStepProps {
  initialPhone: string;
  /** Why the visitor is back here (the code expired), shown above the field. */
  message: string;
  /** Move the focus to the field when shown (not on first page load: no keyboard pops up unasked). */
  focusOnMount: boolean;
  onSent: (phone: string, answer: OtpRequestResponse) => void;
}

/** Step 1 of mode 4: the phone number, to which the API sends a one-time code. */
export function OtpPhoneStep({ initialPhone, message, focusOnMount, onSent }: OtpPhoneStepProps) {
  const api = useApi();
  const id = useId();
  const [formError, setFormError] = useState('');
  const { busy, begin, end, mountedRef } = useSubmitGuard();
  const form = useForm({ initial: { phone: initialPhone }, order: ['phone'], validate: (_, values) => validatePhone(values.phone) });
  const { focus } = form;
  useLeaveGuard(form.changed && !busy);

  useEffect(() => {
    if (focusOnMount) focus('phone');
  }, [focusOnMount, focus]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!begin()) return;
    setFormError('');
    if (!form.validateAll()) {
      end();
      return;
    }
    try {
      const answer = await requestOtp(api, { phone: form.values.phone });
      onSent(form.values.phone, answer);
    } catch (error) {
      end();
      await reportRegisterFailure(
        error,
        form,
        (text) => mountedRef.current && setFormError(text),
        () => mountedRef.current,
      );
    }
  }

  return (
    <form className="ml-form" noValidate aria-label={t.steps[0]} aria-busy={busy} onSubmit={handleSubmit}>
      {message ? (
        <p className="ml-form__error" role="alert">
          {message}
        </p>
      ) : null}
      <p className="ml-form__lead">{t.otpPhoneLead}</p>
      <PhoneField id={`${id}phone`} binding={form.text('phone')} />
      {formError ? (
        <p className="ml-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="ml-btn ml-btn--gold ml-btn--block ml-form__submit" disabled={busy}>
        {t.otpRequest}
      </button>
    </form>
  );
}

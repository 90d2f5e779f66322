import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { apiErrorCodes, errorText, isApiError, useApi, useLeaveGuard, type OtpRequestResponse, type OtpVerifyResponse } from '@member-site/shared';
import { requestOtp, verifyOtp } from '../api/otp';
import { useCountdown } from '../hooks/useCountdown';
import { useSubmitGuard } from '../hooks/useSubmitGuard';
import { formTexts as t } from '../form-texts';
import { TextField } from './Field';

export interface OtpCodeStepProps {
  phone: string;
  request: OtpRequestResponse;
  onResent: (answer: OtpRequestResponse) => void;
  onVerified: (answer: OtpVerifyResponse) => void;
  /** The code (or its request) has expired: the page goes back to step 1 with this message. */
  onExpired: (message: string) => void;
  onChangePhone: () => void;
}

/**
 * Step 2 of mode 4: the code from the SMS. A wrong code shows the server's message (with the
 * attempts left) under the field; a new code can be asked for once the countdown reaches zero.
 */
export function OtpCodeStep({ phone, request, onResent, onVerified, onExpired, onChangePhone }: OtpCodeStepProps) {
  const api = useApi();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [resendIn, startCountdown] = useCountdown();
  const verifying = useSubmitGuard();
  const resending = useSubmitGuard();
  const { length, resendIn: firstResendIn } = request;
  useLeaveGuard(code !== '' && !verifying.busy);

  // Arriving here is the visitor's own action: the keyboard for the code is what they need next.
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => startCountdown(firstResendIn), [request, firstResendIn, startCountdown]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!verifying.begin()) return;
    setNotice('');
    if (!new RegExp(`^\\d{${length}}$`).test(code)) {
      verifying.end();
      setError(t.otpCodeRequired(length));
      inputRef.current?.focus();
      return;
    }
    try {
      const answer = await verifyOtp(api, { requestId: request.requestId, code });
      onVerified({ ...answer, phone: answer.phone || phone });
    } catch (failure) {
      verifying.end();
      if (isApiError(failure) && failure.code === apiErrorCodes.otpExpired) {
        onExpired(failure.message);
        return;
      }
      if (!verifying.mountedRef.current) return;
      setError(errorText(failure));
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }

  async function resend() {
    if (resendIn > 0 || !resending.begin()) return;
    setNotice('');
    try {
      const answer = await requestOtp(api, { phone });
      if (!resending.mountedRef.current) return;
      setCode('');
      setError('');
      setNotice(t.otpResent);
      onResent(answer);
      inputRef.current?.focus();
    } catch (failure) {
      if (resending.mountedRef.current) setNotice(errorText(failure));
    } finally {
      resending.end();
    }
  }

  const minutes = Math.max(1, Math.ceil(request.expiresIn / 60));
  return (
    <form className="ml-form" noValidate aria-label={t.steps[1]} aria-busy={verifying.busy} onSubmit={handleSubmit}>
      <TextField
        id={`${id}code`}
        name="otp"
        label={t.otpCodeLabel(length)}
        hint={t.otpSentTo(phone, minutes)}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        enterKeyHint="done"
        className="ml-field__input--code"
        value={code}
        error={error || undefined}
        inputRef={(element) => {
          inputRef.current = element as HTMLInputElement | null;
        }}
        onValueChange={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, length));
          if (error) setError('');
        }}
        onBlur={() => undefined}
      />
      <p className="ml-form__status" role="status">
        {notice}
      </p>
      <button type="submit" className="ml-btn ml-btn--gold ml-btn--block ml-form__submit" disabled={verifying.busy}>
        {t.otpVerify}
      </button>
      <div className="ml-form__row">
        <button type="button" className="ml-btn ml-btn--outline ml-form__secondary" disabled={resendIn > 0 || resending.busy} onClick={() => void resend()}>
          {resendIn > 0 ? t.otpResendIn(resendIn) : t.otpResend}
        </button>
        <button type="button" className="ml-btn ml-btn--text ml-form__secondary" onClick={onChangePhone}>
          {t.otpChangePhone}
        </button>
      </div>
    </form>
  );
}

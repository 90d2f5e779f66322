import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorCodes, isApiError, routePath, showWaiting, useApi, useLeaveGuard, useSession, type RegisterResponse } from '@member-site/shared';
import { loginRedirectDelayMs } from '../../../lib/after-login';
import { registerMember } from '../api/register';
import { useForm } from '../hooks/useForm';
import { useSubmitGuard } from '../hooks/useSubmitGuard';
import { formTexts as t, referralSources } from '../form-texts';
import { forgetReferral } from '../referral';
import { emptyRegisterValues, registerDependents, registerFieldOrder, toRegisterRequest, validateRegisterField } from '../validate';
import { reportRegisterFailure } from '../report-failure';
import { warnOrInline } from '../warn';
import { CheckboxField, SelectField, TextField, FormSubmit } from './Field';
import { BankFields, PasswordFields, PhoneField } from './RegisterFields';
import '../../../styles/base.css';
import '../../../styles/login-form.css';
import './register.css';

const otpErrors = new Set<string>([apiErrorCodes.otpExpired, apiErrorCodes.otpRequired, apiErrorCodes.otpInvalid]);

export interface RegisterFormProps {
  /** Mode 4: the phone a one-time code has proved (shown read-only) and the ticket for it. */
  verified?: { phone: string; otpToken: string };
  /** Mode 4: the server no longer accepts the ticket (expired or used); the page starts over. */
  onOtpRejected?: (message: string) => void;
  /** A pending LINE sign-up: its ticket goes with the request, linking that LINE account. */
  line?: RegisterLink | null;
  /** The `ref` of the referral link the visitor came by: sent as referralCode. */
  referralCode?: string;
}

/** A pending sign-up through another account (LINE), supplied by the page that owns that flow. */
export interface RegisterLink {
  /** Goes with the request, linking that account to the new member. */
  lineRegistrationToken: string;
  /** Shown above the fields: which account the new member will be linked to. */
  note: ReactNode;
  /** The server refused the ticket (spent or too old): register without it, or start again. */
  forget: () => void;
  /** The member is registered: the ticket is spent. */
  spent: () => void;
}

/**
 * The mode-2 register form, also the last step of mode 4 and of a LINE sign-up. Thai messages
 * on blur and on submit; on success the new member is signed in with the token the API answered
 * and goes to /playgame 300 ms later, as after a login. Whatever fails, every value stays.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { verified, onOtpRejected, line = null, referralCode } = props;
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState('');
  const { busy, begin, end, later, mountedRef } = useSubmitGuard();
  const form = useForm({
    initial: { ...emptyRegisterValues, phone: verified?.phone ?? '' },
    order: registerFieldOrder,
    validate: validateRegisterField,
    dependents: registerDependents,
  });
  // Leaving with details typed and not sent asks first (ADR 0045); not while they are being sent,
  // nor after: the button stays busy until the shell has moved on to /playgame.
  useLeaveGuard(form.changed && !busy);

  const showInline = (message: string) => {
    if (mountedRef.current) setFormError(message);
  };

  /** Dialogs give focus back to what had it; keep that inside the form (not the disabled button). */
  function keepFocusInForm() {
    const element = formRef.current;
    const active = document.activeElement;
    if (element && !(active instanceof HTMLInputElement && element.contains(active))) element.focus();
  }

  async function handleFailure(error: unknown) {
    if (isApiError(error) && otpErrors.has(error.code) && onOtpRejected) {
      onOtpRejected(error.message);
      return;
    }
    if (isApiError(error) && error.code === apiErrorCodes.lineFailed) {
      // The LINE ticket is spent or too old: register without it, or start LINE again.
      line?.forget();
    }
    await reportRegisterFailure(error, form, showInline, () => mountedRef.current);
  }

  async function signIn(answer: RegisterResponse) {
    try {
      await session.signIn(answer.accessToken);
    } catch {
      // The account exists now: sending the form again would only say the phone is taken.
      await warnOrInline(t.registeredSignInFailed, showInline);
      navigate(routePath('login'), { replace: true });
      return;
    }
    later(() => navigate(routePath('playgame'), { replace: true }), loginRedirectDelayMs);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!begin()) return;
    setFormError('');
    if (!form.validateAll()) {
      end();
      return;
    }
    keepFocusInForm();
    const request = toRegisterRequest(form.values, {
      otpToken: verified?.otpToken,
      lineRegistrationToken: line?.lineRegistrationToken,
      referralCode,
    });
    const closeWaiting = showWaiting();
    let answer: RegisterResponse;
    try {
      answer = await registerMember(api, request);
    } catch (error) {
      closeWaiting();
      end();
      await handleFailure(error);
      return;
    }
    closeWaiting();
    line?.spent();
    forgetReferral();
    // The button stays disabled until the shell has moved on: the form cannot be sent twice.
    await signIn(answer);
  }

  return (
    <form
      ref={formRef}
      className="ml-form"
      // Never the browser's own GET with the password in the URL, even before the page runs.
      method="post"
      noValidate
      tabIndex={-1}
      aria-label={t.formName}
      aria-busy={busy}
      onSubmit={handleSubmit}
    >
      {line?.note}
      <PhoneField id={`${id}phone`} binding={form.text('phone')} readOnly={Boolean(verified)} />
      <PasswordFields id={id} password={form.text('password')} confirm={form.text('confirmPassword')} />
      <BankFields id={id} bankCode={form.text('bankCode')} bankAccount={form.text('bankAccount')} accountName={form.text('accountName')} />
      <TextField
        {...form.text('lineId')}
        id={`${id}line-id`}
        name="lineId"
        label={t.lineIdLabel}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={21}
        enterKeyHint="next"
      />
      <SelectField
        {...form.text('referralSource')}
        id={`${id}referral`}
        name="referralSource"
        label={t.referralLabel}
        placeholder={t.referralPlaceholder}
        options={referralSources}
      />
      <CheckboxField {...form.check('acceptAge')} id={`${id}age`} name="acceptAge" label={t.acceptAgeLabel} />
      <FormSubmit error={formError} busy={busy} label={t.submit} />
    </form>
  );
}

import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText, routePath, showWaiting, showWarning, useSession } from '@member-site/shared';
import { loginRedirectDelayMs } from '../../../lib/after-login';
import { loginTexts } from '../texts';
import { type LoginErrors, validateLogin } from '../validate';
import { PasswordToggleIcon } from '../../../components/PasswordToggleIcon';
import '../../../styles/base.css';
import '../../../styles/login-form.css';

export interface LoginFormProps {
  /** id of a visible heading that names the form; without it the form gets an aria-label. */
  labelledBy?: string;
  /** Follows the submit button: the page puts "log in with LINE" there when LINE is configured. */
  alternative?: ReactNode;
}

/**
 * Username + password sign-in (spec: landing page, section 8). Checks empty fields in Thai before
 * any request, shows the waiting dialog while signing in, goes to /playgame 300 ms after success
 * and shows the server's message as text on failure, keeping what the visitor typed.
 */
export function LoginForm({ labelledBy, alternative }: LoginFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const ids = {
    username: `${id}username`,
    usernameError: `${id}username-error`,
    password: `${id}password`,
    passwordError: `${id}password-error`,
    formError: `${id}form-error`,
  };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A ref, not state: a second Enter press can arrive before React re-renders the disabled button.
  const busyRef = useRef(false);
  const mountedRef = useRef(false);
  const redirectTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimeout(redirectTimerRef.current);
    };
  }, []);

  /**
   * The dialogs give focus back to whatever was focused when the first one opened. The submit
   * button is disabled meanwhile, so unless the visitor is in a field, park focus on the form
   * itself (no on-screen keyboard pops up): after a failure they are back in the form.
   */
  function keepFocusInForm() {
    const form = formRef.current;
    const active = document.activeElement;
    if (form && !(active instanceof HTMLInputElement && form.contains(active))) form.focus();
  }

  async function tellFailure(error: unknown) {
    const message = errorText(error);
    try {
      await showWarning(message);
    } catch {
      // The dialog itself could not load (offline, new deploy): say it inside the form instead.
      if (mountedRef.current) setFormError(message);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const { request, errors: found } = validateLogin(username, password);
    setErrors(found);
    setFormError('');
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }

    busyRef.current = true;
    setSubmitting(true);
    keepFocusInForm();
    const closeWaiting = showWaiting();
    try {
      await session.login(request);
    } catch (error) {
      closeWaiting();
      busyRef.current = false;
      if (mountedRef.current) setSubmitting(false);
      await tellFailure(error);
      return;
    }
    closeWaiting();
    // Stays disabled until the shell has moved on, so the form cannot be sent twice.
    redirectTimerRef.current = setTimeout(() => navigate(routePath('playgame'), { replace: true }), loginRedirectDelayMs);
  }

  function onUsernameChange(event: ChangeEvent<HTMLInputElement>) {
    setUsername(event.target.value);
    if (errors.username) setErrors((current) => ({ ...current, username: undefined }));
  }

  function onPasswordChange(event: ChangeEvent<HTMLInputElement>) {
    setPassword(event.target.value);
    if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
  }

  return (
    <form
      ref={formRef}
      className="ml-login"
      // Never the browser's own GET with the password in the URL, even before the page runs.
      method="post"
      noValidate
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : loginTexts.formName}
      aria-busy={submitting}
      aria-describedby={formError ? ids.formError : undefined}
      onSubmit={handleSubmit}
    >
      <div className="ml-field">
        <label className="ml-field__label" htmlFor={ids.username}>
          {loginTexts.usernameLabel}
        </label>
        {/* No numeric inputMode: some members' usernames contain letters, which a phone keypad
            cannot type. */}
        <input
          ref={usernameRef}
          id={ids.username}
          className="ml-field__input"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          placeholder={loginTexts.usernamePlaceholder}
          required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? ids.usernameError : undefined}
          value={username}
          onChange={onUsernameChange}
        />
        {errors.username ? (
          <p id={ids.usernameError} className="ml-field__error" role="alert">
            {errors.username}
          </p>
        ) : null}
      </div>

      <div className="ml-field">
        <label className="ml-field__label" htmlFor={ids.password}>
          {loginTexts.passwordLabel}
        </label>
        <div className="ml-field__control">
          <input
            ref={passwordRef}
            id={ids.password}
            className="ml-field__input ml-field__input--with-toggle"
            name="password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={loginTexts.passwordPlaceholder}
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
            value={password}
            onChange={onPasswordChange}
          />
          <button
            type="button"
            className="ml-field__toggle"
            aria-label={passwordVisible ? loginTexts.hidePassword : loginTexts.showPassword}
            aria-controls={ids.password}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <PasswordToggleIcon visible={passwordVisible} />
          </button>
        </div>
        {errors.password ? (
          <p id={ids.passwordError} className="ml-field__error" role="alert">
            {errors.password}
          </p>
        ) : null}
      </div>

      {formError ? (
        <p id={ids.formError} className="ml-login__error" role="alert">
          {formError}
        </p>
      ) : null}

      <button type="submit" className="ml-btn ml-btn--gold ml-btn--block" disabled={submitting}>
        {loginTexts.submit}
      </button>
      {alternative}
    </form>
  );
}

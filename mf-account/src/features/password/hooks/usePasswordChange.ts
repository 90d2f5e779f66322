import { useCallback, useRef, useState } from 'react';
import { apiErrorCodes, errorText, passwordRules, useApi, useSession } from '@member-site/shared';
import { codeOf } from '../../../lib/errors';
import { changePassword } from '../api/password';
import { passwordTexts } from '../texts';

export type PasswordFieldName = 'current' | 'next' | 'confirm';

export interface PasswordForm {
  values: Record<PasswordFieldName, string>;
  errors: Partial<Record<PasswordFieldName | 'form', string>>;
  sending: boolean;
  /** Set after a success: the page says the other devices were signed out. */
  done: boolean;
}

const empty = { current: '', next: '', confirm: '' };

/** What the browser can tell before asking the API; the API checks the same rules again. */
function problems(values: PasswordForm['values'], username: string): PasswordForm['errors'] {
  const errors: PasswordForm['errors'] = {};
  if (!values.current) errors.current = passwordTexts.currentRequired;
  if (!Object.values(passwordRules(values.next, username, values.current)).every(Boolean) || !values.next) errors.next = passwordTexts.rulesUnmet;
  if (values.confirm !== values.next) errors.confirm = passwordTexts.mismatch;
  return errors;
}

/**
 * The form keeps what was typed on every error, except a wrong current password, which is cleared
 * so the member types it afresh. After a success the shell reads the member again (the API rotated
 * the sportsbook credential with the password, and cleared a staff reset's flag, ADR 0050) before
 * the page says done, so the way on is open when it shows: through `refreshUser`, or on a shell
 * older than this remote, which has none, through `signIn` with the token it already holds.
 */
export function usePasswordChange(username: string) {
  const api = useApi();
  const session = useSession();
  const [form, setForm] = useState<PasswordForm>({ values: empty, errors: {}, sending: false, done: false });
  const busy = useRef(false);

  const setValue = useCallback((name: PasswordFieldName, value: string) => {
    setForm((f) => ({ ...f, values: { ...f.values, [name]: value }, errors: { ...f.errors, [name]: undefined, form: undefined }, done: false }));
  }, []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    const errors = problems(form.values, username);
    if (Object.keys(errors).length > 0) {
      setForm((f) => ({ ...f, errors }));
      return;
    }
    busy.current = true;
    setForm((f) => ({ ...f, sending: true, errors: {} }));
    try {
      await changePassword(api, { currentPassword: form.values.current, newPassword: form.values.next });
      await (session.refreshUser?.() ?? session.signIn(session.accessToken.getValue())).catch(() => undefined);
      setForm({ values: empty, errors: {}, sending: false, done: true });
    } catch (error) {
      const code = codeOf(error);
      const message = errorText(error);
      setForm((f) => {
        if (code === apiErrorCodes.passwordWrong) return { ...f, sending: false, values: { ...f.values, current: '' }, errors: { current: message } };
        if (code === apiErrorCodes.passwordWeak) return { ...f, sending: false, errors: { next: message } };
        return { ...f, sending: false, errors: { form: message } };
      });
    } finally {
      busy.current = false;
    }
  }, [api, session, form.values, username]);

  return { form, setValue, submit };
}

import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, passwordRules, routePath } from '@member-site/shared';
import { FormEnd } from '../../../components/FormEnd';
import { usePasswordChange } from '../hooks/usePasswordChange';
import { passwordTexts } from '../texts';
import { RuleList } from './RuleList';
import { SecretField } from './SecretField';

interface PasswordFormProps {
  username: string;
  /** Staff reset the password (ADR 0050): the current one is the temporary password they gave. */
  resetByStaff?: boolean;
}

/** Current, new and confirmation; the new password's rules shown beneath it as the member types. */
export function PasswordForm({ username, resetByStaff = false }: PasswordFormProps) {
  const { form, setValue, submit } = usePasswordChange(username);
  const rulesId = useId();
  const rules = passwordRules(form.values.next, username, form.values.current);
  // An empty field meets "not the username/current" trivially: show those ticks only once typing starts.
  const shown = form.values.next ? rules : { ...rules, notUsername: false, notCurrent: false };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form className="ms-stack ms-card" onSubmit={onSubmit} noValidate>
      {form.done ? (
        <div className="ms-success" role="status">
          <p>
            <strong>{passwordTexts.done}</strong>
          </p>
          <p>{passwordTexts.othersEnded}</p>
          <p>{passwordTexts.thisStays}</p>
          <p>
            <Link to={routePath('playgame')} className={buttonClass({ small: true })}>
              {passwordTexts.goOn}
            </Link>
          </p>
        </div>
      ) : null}
      <SecretField
        label={passwordTexts.current}
        hint={resetByStaff ? passwordTexts.temporaryHint : undefined}
        value={form.values.current}
        onChange={(v) => setValue('current', v)}
        autoComplete="current-password"
        error={form.errors.current}
      />
      <div>
        <SecretField
          label={passwordTexts.next}
          value={form.values.next}
          onChange={(v) => setValue('next', v)}
          autoComplete="new-password"
          error={form.errors.next}
          describedBy={rulesId}
        />
        <RuleList id={rulesId} rules={shown} />
      </div>
      <SecretField
        label={passwordTexts.confirm}
        value={form.values.confirm}
        onChange={(v) => setValue('confirm', v)}
        autoComplete="new-password"
        error={form.errors.confirm}
      />
      <FormEnd error={form.errors.form} sending={form.sending} label={passwordTexts.submit} sendingLabel={passwordTexts.sending} />
    </form>
  );
}

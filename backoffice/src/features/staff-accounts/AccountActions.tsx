import { confirmDialog } from '@member-site/shared';
import {
  ActionButton,
  ActionError,
  staffAccountDisableEndpoint,
  staffAccountEnableEndpoint,
  staffAccountResetPasswordEndpoint,
  staffAccountResetTotpEndpoint,
  staffAccountRolesEndpoint,
  staffAccountsEndpoint,
  useStaff,
  useStaffMutation,
  type StaffAccount,
  type StaffRole,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { RolesForm } from './RolesForm';
import { useShowSecret } from './secret';
import { accountTexts as t } from './texts';

const refreshes = [staffAccountsEndpoint];

/** A staff account's buttons: roles, disable or enable, reset the authenticator, reset the password (shown once). */
export function AccountActions({ account }: { account: StaffAccount }) {
  const me = useStaff();
  const showSecret = useShowSecret();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const params = { params: { username: account.username } };
  const roles = useStaffMutation(staffAccountRolesEndpoint, {
    input: (next: StaffRole[]) => ({ ...params, body: { roles: next } }),
    refreshes,
    onSuccess: () => setEditing(false),
  });
  const disable = useStaffMutation(staffAccountDisableEndpoint, { input: () => params, refreshes });
  const enable = useStaffMutation(staffAccountEnableEndpoint, { input: () => params, refreshes });
  const resetTotp = useStaffMutation(staffAccountResetTotpEndpoint, { input: () => params, refreshes, onSuccess: () => setNotice(t.resetTotpDone) });
  const resetPassword = useStaffMutation(staffAccountResetPasswordEndpoint, {
    input: () => params,
    refreshes,
    onSuccess: (answer) => showSecret({ title: t.newPassword(answer.account.username), value: answer.password, note: t.newPasswordNote }),
  });
  const mutations = [roles, disable, enable, resetTotp, resetPassword];
  const pending = mutations.some((mutation) => mutation.isPending);
  const error = [disable, enable, resetTotp, resetPassword].find((mutation) => mutation.errorText)?.errorText ?? null;
  const name = account.displayName;

  const confirmed = (title: string, text: string, label: string, go: () => void) => async () => {
    mutations.forEach((mutation) => mutation.reset());
    setNotice(null);
    if (await confirmDialog(title, text, { confirm: label })) go();
  };

  const self = account.username === me.username;
  return (
    <div className="bo-actions">
      {editing ? (
        <RolesForm
          name={name}
          roles={account.roles}
          save={(next) => roles.mutate(next)}
          error={roles.errorText}
          pending={roles.isPending}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ActionButton label={t.changeRoles} pending={pending} run={() => setEditing(true)} />
      )}
      {account.status === 'active' ? (
        self ? null : (
          <ActionButton
            label={t.disable}
            pending={pending}
            run={() => void confirmed(t.disableConfirm(name), t.disableText, t.disable, () => disable.mutate())()}
          />
        )
      ) : (
        <ActionButton label={t.enable} pending={pending} run={() => void confirmed(t.enableConfirm(name), '', t.enable, () => enable.mutate())()} />
      )}
      <ActionButton
        label={t.resetTotp}
        pending={pending}
        run={() => void confirmed(t.resetTotpConfirm(name), t.resetTotpText, t.resetTotp, () => resetTotp.mutate())()}
      />
      <ActionButton
        label={t.resetPassword}
        pending={pending}
        run={() => void confirmed(t.resetPasswordConfirm(name), t.resetPasswordText, t.resetPassword, () => resetPassword.mutate())()}
      />
      <ActionError>{error}</ActionError>
      {notice ? (
        <p className="bo-done" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

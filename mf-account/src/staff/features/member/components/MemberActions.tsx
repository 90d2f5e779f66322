import { confirmDialog } from '@member-site/shared';
import {
  ActionButton,
  ActionError,
  NoteAction,
  OneTimeSecret,
  Section,
  staffMemberEndpoint,
  staffMemberResetPasswordEndpoint,
  staffMemberSuspendEndpoint,
  staffMemberUnsuspendEndpoint,
  staffQueryKey,
  useStaffMutation,
  type StaffMemberDetail,
} from '@member-site/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { memberTexts as t } from '../texts';

/** Suspend or unsuspend the member, and reset their password (shown once). Only for staff who may change members. */
export function MemberActions({ member }: { member: StaffMemberDetail }) {
  const queryClient = useQueryClient();
  const params = { params: { username: member.username } };
  const [secret, setSecret] = useState<string | null>(null);
  const show = (answer: StaffMemberDetail) => queryClient.setQueryData(staffQueryKey(staffMemberEndpoint, params), answer);
  const suspend = useStaffMutation(staffMemberSuspendEndpoint, { input: (reason: string) => ({ ...params, body: { reason } }), onSuccess: show });
  const unsuspend = useStaffMutation(staffMemberUnsuspendEndpoint, { input: () => params, onSuccess: show });
  const reset = useStaffMutation(staffMemberResetPasswordEndpoint, {
    input: () => params,
    refreshes: [staffMemberEndpoint],
    onSuccess: (answer) => setSecret(answer.temporaryPassword),
  });
  const clear = () => [suspend, unsuspend, reset].forEach((mutation) => mutation.reset());
  const resetPassword = async () => {
    clear();
    setSecret(null);
    if (await confirmDialog(t.resetConfirm, t.resetConfirmText(member.username), { confirm: t.resetPassword })) reset.mutate();
  };
  return (
    <Section title={t.manage}>
      <div className="bo-actions">
        {member.status === 'active' ? (
          <NoteAction
            label={t.suspend}
            fieldLabel={t.suspendReason}
            hint={t.suspendHint}
            minLength={3}
            submit={(reason) => suspend.mutateAsync(reason ?? '')}
            error={suspend.errorText}
            pending={suspend.isPending}
            onToggle={clear}
          />
        ) : (
          <ActionButton
            label={t.unsuspend}
            pending={unsuspend.isPending}
            run={() => {
              clear();
              unsuspend.mutate();
            }}
          />
        )}
        <ActionButton label={t.resetPassword} pending={reset.isPending} run={() => void resetPassword()} />
        <ActionError>{unsuspend.errorText ?? reset.errorText}</ActionError>
      </div>
      {secret ? (
        <OneTimeSecret
          title={t.temporaryPassword(member.username)}
          value={secret}
          note={t.temporaryNote}
          copyLabel={t.copyPassword}
          onDone={() => setSecret(null)}
        />
      ) : null}
    </Section>
  );
}

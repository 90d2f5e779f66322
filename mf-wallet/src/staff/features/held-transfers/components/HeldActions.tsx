import { confirmDialog, formatMoneyText } from '@member-site/shared';
import {
  ActionButton,
  ActionError,
  NoteAction,
  staffDepositsEndpoint,
  staffHeldCreditEndpoint,
  staffHeldReturnEndpoint,
  staffHeldTransfersEndpoint,
  useCan,
  useStaffMutation,
  type StaffHeldTransfer,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { heldTexts as t } from '../texts';

const refreshes = [staffHeldTransfersEndpoint, staffDepositsEndpoint];

/** Credit a held transfer to its member (confirmed first), to a member the staff member names, or return it to its sender. */
export function HeldActions({ transfer }: { transfer: StaffHeldTransfer }) {
  const canCredit = useCan('money');
  const [done, setDone] = useState<'credited' | 'returned' | null>(null);
  const params = { params: { id: transfer.id } };
  const credit = useStaffMutation(staffHeldCreditEndpoint, { input: () => ({ ...params, body: {} }), refreshes, onSuccess: () => setDone('credited') });
  const assign = useStaffMutation(staffHeldCreditEndpoint, {
    input: (username: string) => ({ ...params, body: { username } }),
    refreshes,
    onSuccess: () => setDone('credited'),
  });
  const giveBack = useStaffMutation(staffHeldReturnEndpoint, {
    input: (note: string | undefined) => ({ ...params, body: note ? { note } : {} }),
    refreshes,
    onSuccess: () => setDone('returned'),
  });
  if (done)
    return (
      <p className="bo-done" role="status">
        {done === 'credited' ? t.credited : t.returned}
      </p>
    );
  if (transfer.status !== 'held' || !canCredit) return null;
  const clear = () => [credit, assign, giveBack].forEach((mutation) => mutation.reset());
  const member = transfer.member;
  const creditToMember = async () => {
    clear();
    if (!member) return;
    if (await confirmDialog(t.confirmCredit, t.confirmCreditText(formatMoneyText(transfer.amount), member.username), { confirm: t.credit })) credit.mutate();
  };
  const pending = credit.isPending || assign.isPending || giveBack.isPending;
  return (
    <div className="bo-actions">
      {member ? <ActionButton look="gold" label={t.credit} pending={pending} run={() => void creditToMember()} /> : null}
      <NoteAction
        label={t.assign}
        fieldLabel={t.assignField}
        hint={t.assignHint}
        singleLine
        maxLength={64}
        submit={(username) => assign.mutateAsync(username ?? '')}
        error={assign.errorText}
        pending={assign.isPending}
        onToggle={clear}
      />
      <NoteAction
        label={t.giveBack}
        fieldLabel={t.giveBackNote}
        hint={t.giveBackHint}
        required={false}
        submit={(note) => giveBack.mutateAsync(note)}
        error={giveBack.errorText}
        pending={giveBack.isPending}
        onToggle={clear}
      />
      <ActionError>{credit.errorText}</ActionError>
    </div>
  );
}

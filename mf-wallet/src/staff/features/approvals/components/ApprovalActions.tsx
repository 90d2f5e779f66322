import { useState } from 'react';
import {
  ActionButton,
  ActionError,
  NoteAction,
  staffApprovalApproveEndpoint,
  staffApprovalDeclineEndpoint,
  staffApprovalsEndpoint,
  staffWithdrawalsEndpoint,
  useCan,
  useStaff,
  useStaffMutation,
  type StaffApproval,
} from '@member-site/shared/staff';
import { approvalTexts as t } from '../texts';

const refreshes = [staffApprovalsEndpoint, staffWithdrawalsEndpoint];

/**
 * Approve or decline (with a note) a request of another staff member. Their own request shows
 * only that it waits for someone else: the API refuses it anyway (four eyes).
 */
export function ApprovalActions({ approval }: { approval: StaffApproval }) {
  const staff = useStaff();
  const canDecide = useCan('money');
  const [decided, setDecided] = useState<'approved' | 'declined' | null>(null);
  const params = { params: { id: approval.id } };
  const approve = useStaffMutation(staffApprovalApproveEndpoint, { input: () => params, refreshes, onSuccess: () => setDecided('approved') });
  const decline = useStaffMutation(staffApprovalDeclineEndpoint, {
    input: (note: string) => ({ ...params, body: { note } }),
    refreshes,
    onSuccess: () => setDecided('declined'),
  });
  if (decided)
    return (
      <p className="bo-done" role="status">
        {decided === 'approved' ? t.approved : t.declined}
      </p>
    );
  if (approval.status !== 'pending' || !canDecide) return null;
  if (approval.requestedBy === staff.username) return <span className="bo-sub">{t.ownRequest}</span>;
  const clear = () => {
    approve.reset();
    decline.reset();
  };
  return (
    <div className="bo-actions">
      <ActionButton
        look="gold"
        label={t.approve}
        pending={approve.isPending || decline.isPending}
        run={() => {
          clear();
          approve.mutate();
        }}
      />
      <NoteAction
        label={t.decline}
        fieldLabel={t.declineNote}
        submit={(note) => decline.mutateAsync(note ?? '')}
        error={decline.errorText}
        pending={decline.isPending}
        onToggle={clear}
      />
      <ActionError>{approve.errorText}</ActionError>
    </div>
  );
}

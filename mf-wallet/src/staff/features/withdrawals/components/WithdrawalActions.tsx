import { useState } from 'react';
import {
  ActionButton,
  ActionError,
  NoteAction,
  staffWithdrawalClaimEndpoint,
  staffWithdrawalPayEndpoint,
  staffWithdrawalRejectEndpoint,
  staffWithdrawalReleaseEndpoint,
  staffWithdrawalsEndpoint,
  staffApprovalsEndpoint,
  useNow,
  useCan,
  useStaff,
  useStaffMutation,
  type StaffWithdrawal,
} from '@member-site/shared/staff';
import { withdrawalTexts as t } from '../texts';
import { claimIsLive } from '../claim';

type Outcome = 'paid' | 'awaiting-approval' | 'rejected';

const refreshes = [staffWithdrawalsEndpoint];

/**
 * A pending withdrawal's buttons for this staff member: claim it (anyone but its holder; the API
 * answers 409 with who holds it), then, for the holder only, pay, reject with a reason, or
 * release. The API's refusal shows here, beside the buttons.
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: StaffWithdrawal }) {
  const staff = useStaff();
  const now = useNow();
  const canPay = useCan('money');
  const params = { params: { id: withdrawal.id } };
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const claim = useStaffMutation(staffWithdrawalClaimEndpoint, { input: () => params, refreshes });
  const release = useStaffMutation(staffWithdrawalReleaseEndpoint, { input: () => params, refreshes });
  const pay = useStaffMutation(staffWithdrawalPayEndpoint, {
    input: () => params,
    refreshes: [staffWithdrawalsEndpoint, staffApprovalsEndpoint],
    onSuccess: (answer) => setOutcome(answer.outcome),
  });
  const reject = useStaffMutation(staffWithdrawalRejectEndpoint, {
    input: (reason: string) => ({ ...params, body: { reason } }),
    refreshes,
    onSuccess: () => setOutcome('rejected'),
  });
  const mutations = [claim, release, pay, reject];
  const error = mutations.find((mutation) => mutation.errorText)?.errorText ?? null;
  const pending = mutations.some((mutation) => mutation.isPending);
  const clear = () => mutations.forEach((mutation) => mutation.reset());

  if (outcome === 'paid')
    return (
      <p className="bo-done" role="status">
        {t.paid}
      </p>
    );
  if (outcome === 'rejected')
    return (
      <p className="bo-done" role="status">
        {t.rejected}
      </p>
    );
  if (outcome === 'awaiting-approval' || withdrawal.approval) {
    return (
      <p role="status">
        {t.awaitingApproval}
        {withdrawal.approval ? <span className="bo-sub">{t.requestedBy(withdrawal.approval.requestedBy)}</span> : null}
      </p>
    );
  }
  if (withdrawal.status !== 'pending' || !canPay) return null;

  const mine = withdrawal.claim !== null && withdrawal.claim.by === staff.username && claimIsLive(withdrawal.claim, now);
  const act = (go: () => void) => () => {
    clear();
    go();
  };
  return (
    <div className="bo-actions">
      {mine ? (
        <>
          <ActionButton look="gold" label={t.payAction} pending={pending} run={act(() => pay.mutate())} />
          <NoteAction
            label={t.rejectAction}
            fieldLabel={t.rejectReason}
            hint={t.rejectHint}
            submit={(reason) => reject.mutateAsync(reason ?? '')}
            error={reject.errorText}
            pending={reject.isPending}
            onToggle={clear}
          />
          <ActionButton label={t.releaseAction} pending={pending} run={act(() => release.mutate())} />
        </>
      ) : (
        <ActionButton look="gold" label={t.claimAction} pending={pending} run={act(() => claim.mutate())} />
      )}
      {reject.errorText ? null : <ActionError>{error}</ActionError>}
    </div>
  );
}

import { timeText, useNow, useStaff, type StaffWithdrawal } from '@member-site/shared/staff';
import { claimIsLive } from '../claim';
import { withdrawalTexts as t } from '../texts';

/** Who holds the withdrawal and until when ("ล็อกโดย somchai ถึง 10:35"), or that nobody does. */
export function ClaimState({ withdrawal }: { withdrawal: StaffWithdrawal }) {
  const staff = useStaff();
  const now = useNow();
  if (withdrawal.status !== 'pending') return withdrawal.settledBy ? <>{t.settledBy(withdrawal.settledBy)}</> : <>-</>;
  const { claim } = withdrawal;
  if (!claim) return <span className="bo-sub">{t.unclaimed}</span>;
  if (!claimIsLive(claim, now)) return <span className="bo-sub">{t.claimLapsed(claim.by)}</span>;
  return (
    <span>
      {t.claimedBy(claim.by, timeText(claim.until))}
      {claim.by === staff.username ? t.you : null}
    </span>
  );
}

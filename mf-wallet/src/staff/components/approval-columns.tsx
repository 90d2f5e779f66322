import { amountKey, Money, StatusBadge, When, type Column, type StaffApproval } from '@member-site/shared/staff';
import { MemberCell } from './cells';
import { moneyTexts } from './texts';

// The columns every list of approvals shows (the approvals page, the adjustments' recent
// requests): one definition, so both read the same.

export const approvalMemberColumn: Column<StaffApproval> = {
  id: 'member',
  header: moneyTexts.member,
  cell: (row) => <MemberCell member={row.member} />,
  sort: (row) => row.member.username,
  rowHeader: true,
};

export const approvalAmountColumn: Column<StaffApproval> = {
  id: 'amount',
  header: moneyTexts.amount,
  cell: (row) => <Money amount={row.amount} />,
  sort: (row) => amountKey(row.amount),
  align: 'end',
};

export const approvalReasonColumn: Column<StaffApproval> = { id: 'reason', header: moneyTexts.reason, cell: (row) => row.reason ?? '-' };

export const approvalRequestedColumn: Column<StaffApproval> = {
  id: 'requested',
  header: moneyTexts.requested,
  cell: (row) => (
    <>
      {row.requestedBy}
      <span className="bo-sub">
        <When at={row.requestedAt} />
      </span>
    </>
  ),
  sort: (row) => row.requestedAt,
};

/** The decision: its status, who decided and when, and a decline's note. */
export function approvalDecisionColumn(header: string): Column<StaffApproval> {
  return {
    id: 'status',
    header,
    cell: (row) => (
      <>
        <StatusBadge kind="approval" status={row.status} />
        {row.decidedBy ? (
          <span className="bo-sub">
            {row.decidedBy} · <When at={row.decidedAt} />
          </span>
        ) : null}
        {row.note ? <span className="bo-sub">{row.note}</span> : null}
      </>
    ),
  };
}

import {
  amountKey,
  DataTable,
  Filters,
  Money,
  StatusBadge,
  When,
  staffApprovalsEndpoint,
  useFilters,
  useStaffQuery,
  type ApprovalStatus,
  type Column,
  type StaffApproval,
} from '@member-site/shared/staff';
import { useMemo } from 'react';
import { MemberCell } from '../../../components/cells';
import { approvalKindLabel, moneyTexts } from '../../../components/texts';
import { approvalFilters } from '../filters';
import { approvalTexts as t } from '../texts';
import { ApprovalActions } from './ApprovalActions';

const columns: Column<StaffApproval>[] = [
  { id: 'member', header: moneyTexts.member, cell: (row) => <MemberCell member={row.member} />, sort: (row) => row.member.username, rowHeader: true },
  { id: 'kind', header: t.kind, cell: (row) => approvalKindLabel[row.kind] },
  { id: 'amount', header: moneyTexts.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  { id: 'reason', header: t.reason, cell: (row) => row.reason ?? '-' },
  {
    id: 'requested',
    header: t.requested,
    cell: (row) => (
      <>
        {row.requestedBy}
        <span className="bo-sub">
          <When at={row.requestedAt} />
        </span>
      </>
    ),
    sort: (row) => row.requestedAt,
  },
  {
    id: 'status',
    header: moneyTexts.status,
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
  },
  { id: 'actions', header: moneyTexts.actions, cell: (row) => <ApprovalActions approval={row} /> },
];

/** The approvals of one status (pending by default), of one kind or both. */
export function ApprovalList() {
  const filters = useFilters(approvalFilters);
  const status = filters.values.status as ApprovalStatus;
  const read = useStaffQuery(staffApprovalsEndpoint, { query: { status } }, { refetchInterval: 15_000 });
  const kind = filters.values.kind;
  const data = read.data?.data;
  const rows = useMemo(() => (kind === 'all' ? data : data?.filter((row) => row.kind === kind)), [data, kind]);
  const pending = status === 'pending';
  return (
    <>
      <Filters fields={approvalFilters} filters={filters} />
      <DataTable caption={pending ? t.caption : t.decidedCaption} columns={columns} rows={rows} rowId={(row) => row.id} empty={pending ? t.empty : t.emptyDecided} read={read} />
    </>
  );
}

import {
  DataTable,
  Filters,
  staffApprovalsEndpoint,
  useFilters,
  useStaffQuery,
  type ApprovalStatus,
  type Column,
  type StaffApproval,
} from '@member-site/shared/staff';
import { useMemo } from 'react';
import {
  approvalAmountColumn,
  approvalDecisionColumn,
  approvalMemberColumn,
  approvalReasonColumn,
  approvalRequestedColumn,
} from '../../../components/approval-columns';
import { approvalKindLabel, moneyTexts } from '../../../components/texts';
import { approvalFilters } from '../filters';
import { approvalTexts as t } from '../texts';
import { ApprovalActions } from './ApprovalActions';

const columns: Column<StaffApproval>[] = [
  approvalMemberColumn,
  { id: 'kind', header: t.kind, cell: (row) => approvalKindLabel[row.kind] },
  approvalAmountColumn,
  approvalReasonColumn,
  approvalRequestedColumn,
  approvalDecisionColumn(moneyTexts.status),
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
      <DataTable
        caption={pending ? t.caption : t.decidedCaption}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        empty={pending ? t.empty : t.emptyDecided}
        read={read}
      />
    </>
  );
}

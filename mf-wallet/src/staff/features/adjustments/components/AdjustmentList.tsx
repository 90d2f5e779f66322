import { call, type AnswerOf } from '@member-site/shared';
import { DataTable, staffApprovalsEndpoint, staffQueryKey, useStaffApi, type ApprovalStatus, type Column, type StaffApproval } from '@member-site/shared/staff';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import {
  approvalAmountColumn,
  approvalDecisionColumn,
  approvalMemberColumn,
  approvalReasonColumn,
  approvalRequestedColumn,
} from '../../../components/approval-columns';
import { adjustmentTexts as t } from '../texts';

const columns: Column<StaffApproval>[] = [
  approvalMemberColumn,
  approvalAmountColumn,
  approvalReasonColumn,
  approvalRequestedColumn,
  approvalDecisionColumn(t.decided),
];

/** The API lists one status at a time (pending when none is named): the three, read together. */
const statuses: readonly ApprovalStatus[] = ['pending', 'approved', 'declined'];

type ApprovalsRead = UseQueryResult<AnswerOf<'staffApprovals'>, Error>;

/** The three reads as one: the adjustments among them, newest first, once all have answered. Module scope, so React Query runs it only when a read changes. */
function combine(reads: ApprovalsRead[]) {
  const complete = reads.every((read) => read.data !== undefined);
  return {
    data: complete
      ? reads
          .flatMap((read) => read.data?.data ?? [])
          .filter((row) => row.kind === 'adjustment')
          .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
      : undefined,
    error: reads.find((read) => read.error)?.error ?? null,
    isPending: reads.some((read) => read.isPending),
    refetch: () => Promise.all(reads.map((read) => read.refetch())),
  };
}

/** The recent adjustment requests (the approvals of kind adjustment), whatever their state, newest first. */
export function AdjustmentList() {
  const api = useStaffApi();
  const read = useQueries({
    queries: statuses.map((status) => {
      const input = { query: { status } };
      return { queryKey: staffQueryKey(staffApprovalsEndpoint, input), queryFn: () => call(api, staffApprovalsEndpoint, input) };
    }),
    combine,
  });
  return <DataTable caption={t.caption} captionHidden columns={columns} rows={read.data} rowId={(row) => row.id} empty={t.empty} read={read} />;
}

import {
  amountKey,
  DataTable,
  Filters,
  heldReasonLabel,
  Money,
  StatusBadge,
  When,
  staffHeldTransfersEndpoint,
  useFilters,
  useStaffQuery,
  type Column,
  type StaffHeldTransfer,
} from '@member-site/shared/staff';
import { bankName, MemberCell } from '../../../components/cells';
import { moneyTexts } from '../../../components/texts';
import { heldFilters } from '../filters';
import { heldTexts as t } from '../texts';
import { HeldActions } from './HeldActions';

const columns: Column<StaffHeldTransfer>[] = [
  { id: 'transRef', header: t.transRef, cell: (row) => <span className="ms-mono">{row.transRef}</span>, rowHeader: true },
  { id: 'receivedAt', header: t.receivedAt, cell: (row) => <When at={row.createdAt} />, sort: (row) => row.createdAt },
  {
    id: 'from',
    header: t.from,
    cell: (row) => (
      <>
        {bankName(row.fromBank)}
        <span className="bo-sub ms-mono">{row.fromAccount}</span>
      </>
    ),
  },
  { id: 'amount', header: moneyTexts.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  { id: 'reason', header: t.reason, cell: (row) => heldReasonLabel[row.reason] },
  { id: 'member', header: moneyTexts.member, cell: (row) => <MemberCell member={row.member} /> },
  {
    id: 'status',
    header: moneyTexts.status,
    cell: (row) => (
      <>
        <StatusBadge kind="held" status={row.status} />
        {row.note ? <span className="bo-sub">{row.note}</span> : null}
      </>
    ),
  },
  { id: 'actions', header: moneyTexts.actions, cell: (row) => <HeldActions transfer={row} /> },
];

/** Transfers that arrived and could not be credited, by status. */
export function HeldList() {
  const filters = useFilters(heldFilters);
  const status = filters.values.status as StaffHeldTransfer['status'];
  const read = useStaffQuery(staffHeldTransfersEndpoint, { query: { status } }, { refetchInterval: 30_000 });
  return (
    <>
      <Filters fields={heldFilters} filters={filters} />
      <DataTable caption={t.caption} columns={columns} rows={read.data?.data} rowId={(row) => row.id} empty={t.empty} read={read} />
    </>
  );
}

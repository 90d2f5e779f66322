import { keepPreviousData } from '@tanstack/react-query';
import {
  amountKey,
  DataTable,
  Filters,
  Money,
  Pager,
  StatusBadge,
  When,
  staffDepositsEndpoint,
  useFilters,
  useStaffQuery,
  type Column,
  type StaffDeposit,
} from '@member-site/shared/staff';
import { MemberCell } from '../../../components/cells';
import { depositMethodLabel, moneyTexts } from '../../../components/texts';
import { depositFilters } from '../filters';
import { depositTexts as t } from '../texts';
import { CreditDeposit } from './CreditDeposit';

const optionalMoney = (amount: string | null) => (amount === null ? '-' : <Money amount={amount} />);

const columns: Column<StaffDeposit>[] = [
  { id: 'member', header: moneyTexts.member, cell: (row) => <MemberCell member={row.member} />, sort: (row) => row.member.username, rowHeader: true },
  { id: 'method', header: t.method, cell: (row) => depositMethodLabel[row.method] },
  { id: 'amount', header: moneyTexts.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  { id: 'payAmount', header: t.payAmount, cell: (row) => optionalMoney(row.payAmount), align: 'end' },
  { id: 'credited', header: t.credited, cell: (row) => optionalMoney(row.creditedAmount), align: 'end' },
  { id: 'createdAt', header: moneyTexts.createdAt, cell: (row) => <When at={row.createdAt} />, sort: (row) => row.createdAt },
  {
    id: 'status',
    header: moneyTexts.status,
    cell: (row) => (
      <>
        <StatusBadge kind="deposit" status={row.status} />
        {row.reason ? <span className="bo-sub">{row.reason}</span> : null}
      </>
    ),
  },
  { id: 'actions', header: moneyTexts.actions, cell: (row) => <CreditDeposit deposit={row} /> },
];

/** Deposits by status, pending first (the API's order), paged. */
export function DepositList() {
  const filters = useFilters(depositFilters);
  const { status, q } = filters.values;
  const query = {
    status: status as StaffDeposit['status'],
    q: q || undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
  const read = useStaffQuery(staffDepositsEndpoint, { query }, { refetchInterval: 15_000, placeholderData: keepPreviousData });
  return (
    <>
      <Filters fields={depositFilters} filters={filters} />
      <DataTable caption={t.caption} columns={columns} rows={read.data?.data} rowId={(row) => row.id} empty={t.empty} read={read} />
      {read.data ? <Pager filters={filters} pageSize={read.data.pageSize} total={read.data.total} /> : null}
    </>
  );
}

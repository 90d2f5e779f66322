import { EmptyState } from '@member-site/shared';
import {
  amountKey,
  DataTable,
  Filters,
  Money,
  StatusBadge,
  When,
  staffMembersEndpoint,
  staffPath,
  useFilters,
  useStaffQuery,
  type Column,
  type StaffMemberSummary,
} from '@member-site/shared/staff';
import { Link } from 'react-router-dom';
import { accountStaffTexts as a } from '../../../components/texts';
import { memberSearchFields } from '../filters';
import { memberSearchTexts as t } from '../texts';

const columns: Column<StaffMemberSummary>[] = [
  {
    id: 'username',
    header: a.username,
    cell: (row) => <Link to={staffPath('member', { username: row.username })}>{row.username}</Link>,
    sort: (row) => row.username,
    rowHeader: true,
  },
  { id: 'username2', header: a.username2, cell: (row) => row.username2 },
  { id: 'phone', header: a.phone, cell: (row) => row.phone },
  {
    id: 'bank',
    header: a.bank,
    cell: (row) => (
      <>
        {row.bankName ?? '-'}
        {row.bankAccount ? <span className="bo-sub ms-mono">{row.bankAccount}</span> : null}
        {row.accountName ? <span className="bo-sub">{row.accountName}</span> : null}
      </>
    ),
  },
  { id: 'balance', header: a.balance, cell: (row) => <Money amount={row.balance} />, sort: (row) => amountKey(row.balance), align: 'end' },
  { id: 'status', header: a.status, cell: (row) => <StatusBadge kind="member" status={row.status} /> },
  { id: 'createdAt', header: 'สมัครเมื่อ', cell: (row) => <When at={row.createdAt} />, sort: (row) => row.createdAt },
];

/** The search box (its text in the address) and the members it finds, each linked to their page. */
export function MemberSearch() {
  const filters = useFilters(memberSearchFields);
  const q = filters.values.q.trim();
  const searchable = q.length >= 2;
  const read = useStaffQuery(staffMembersEndpoint, { query: { q } }, { enabled: searchable });
  return (
    <>
      <Filters fields={memberSearchFields} filters={filters} label={t.search} />
      {searchable ? (
        <DataTable caption={t.caption(q)} columns={columns} rows={read.data?.data} rowId={(row) => row.username} empty={t.empty} read={read} />
      ) : (
        <EmptyState>{q ? t.tooShort : t.intro}</EmptyState>
      )}
    </>
  );
}

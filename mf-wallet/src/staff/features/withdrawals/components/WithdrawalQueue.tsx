import { formatMoneyText } from '@member-site/shared';
import { keepPreviousData } from '@tanstack/react-query';
import {
  amountKey,
  DataTable,
  Elapsed,
  Filters,
  Money,
  Pager,
  StatusBadge,
  staffWithdrawalsEndpoint,
  useFilters,
  useStaffQuery,
  type Column,
  type StaffWithdrawal,
} from '@member-site/shared/staff';
import { BankCell, MemberCell } from '../../../components/cells';
import { moneyTexts } from '../../../components/texts';
import { withdrawalFilters } from '../filters';
import { withdrawalTexts as t } from '../texts';
import { ClaimState } from './ClaimState';
import { WithdrawalActions } from './WithdrawalActions';
import { WithdrawalContext } from './WithdrawalContext';

/** The queue refreshes itself: another cashier's claims and payments show within this. */
export const queueRefreshMs = 15_000;

// Seven columns, so the queue fits a 1280 px screen beside the menu with no sideways scroll: the
// fee and the amount to transfer sit under the amount, the claim under the status.
const columns: Column<StaffWithdrawal>[] = [
  { id: 'member', header: moneyTexts.member, cell: (row) => <MemberCell member={row.member} />, sort: (row) => row.member.username, rowHeader: true },
  {
    id: 'amount',
    header: t.amount,
    cell: (row) => (
      <>
        <Money amount={row.amount} />
        {amountKey(row.fee) > 0 ? <span className="bo-sub">{t.feeAndNet(formatMoneyText(row.fee), formatMoneyText(row.netAmount))}</span> : null}
      </>
    ),
    sort: (row) => amountKey(row.amount),
    align: 'end',
  },
  { id: 'account', header: t.account, cell: (row) => <BankCell account={row.account} /> },
  {
    id: 'balance',
    header: t.balance,
    cell: (row) => (
      <>
        <Money amount={row.context.balance} />
        {amountKey(row.context.turnoverLeft) > 0 ? <span className="bo-sub">{t.turnoverLeftShort(formatMoneyText(row.context.turnoverLeft))}</span> : null}
      </>
    ),
    align: 'end',
  },
  { id: 'waiting', header: t.waiting, cell: (row) => <Elapsed from={row.createdAt} />, sort: (row) => row.createdAt },
  {
    id: 'status',
    header: moneyTexts.status,
    cell: (row) => (
      <>
        <StatusBadge kind="withdrawal" status={row.status} />
        {row.reason ? <span className="bo-sub">{row.reason}</span> : null}
        <span className="bo-sub">
          <ClaimState withdrawal={row} />
        </span>
      </>
    ),
  },
  { id: 'actions', header: moneyTexts.actions, cell: (row) => <WithdrawalActions withdrawal={row} /> },
];

const detail = (row: StaffWithdrawal) => <WithdrawalContext context={row.context} username={row.member.username} />;

/** The withdrawal queue: filters in the address (the API reads no status as pending), oldest pending first (the API's order), refreshed on an interval. */
export function WithdrawalQueue() {
  const filters = useFilters(withdrawalFilters);
  const { status, q, min } = filters.values;
  const query = {
    status: status as StaffWithdrawal['status'],
    q: q || undefined,
    min: min || undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
  const read = useStaffQuery(staffWithdrawalsEndpoint, { query }, { refetchInterval: queueRefreshMs, placeholderData: keepPreviousData });
  const answer = read.data;
  return (
    <>
      <Filters fields={withdrawalFilters} filters={filters} />
      {answer ? <p className="bo-intro">{t.rules(formatMoneyText(answer.approvalThreshold), answer.claimMinutes)}</p> : null}
      <DataTable caption={t.caption} columns={columns} rows={answer?.data} rowId={(row) => row.id} empty={t.empty} read={read} detail={detail} />
      {answer ? <Pager filters={filters} pageSize={answer.pageSize} total={answer.total} /> : null}
    </>
  );
}

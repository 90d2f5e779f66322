import { DataTable, Facts, Money, StatusBadge, When, type Column, type WithdrawalContext as Context } from '@member-site/shared/staff';
import { depositMethodLabel, moneyTexts } from '../../../components/texts';
import { withdrawalTexts } from '../texts';

type RecentDeposit = Context['recentDeposits'][number];
type RecentWithdrawal = Context['recentWithdrawals'][number];

const t = withdrawalTexts.context;

const depositColumns: Column<RecentDeposit>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.at} />, rowHeader: true },
  { id: 'method', header: t.method, cell: (row) => depositMethodLabel[row.method] },
  { id: 'amount', header: moneyTexts.amount, cell: (row) => <Money amount={row.amount} />, align: 'end' },
];

const withdrawalColumns: Column<RecentWithdrawal>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.at} />, rowHeader: true },
  { id: 'status', header: moneyTexts.status, cell: (row) => <StatusBadge kind="withdrawal" status={row.status} /> },
  { id: 'amount', header: moneyTexts.amount, cell: (row) => <Money amount={row.amount} />, align: 'end' },
];

/** What a cashier weighs before paying: the member's money now and lately. */
export function WithdrawalContext({ context, username }: { context: Context; username: string }) {
  return (
    <div className="bo-stack">
      <Facts
        items={[
          [t.balance, <Money key="b" amount={context.balance} unit />],
          [t.bonus, <Money key="o" amount={context.bonusBalance} unit />],
          [t.turnoverRequired, <Money key="r" amount={context.turnoverRequired} unit />],
          [t.turnoverMade, <Money key="m" amount={context.turnoverMade} unit />],
          [t.turnoverLeft, <Money key="l" amount={context.turnoverLeft} unit />],
        ]}
      />
      <div className="bo-split">
        <DataTable
          caption={`${t.deposits} (${username})`}
          columns={depositColumns}
          rows={context.recentDeposits}
          rowId={(row) => `${row.at}|${row.amount}`}
          empty={t.noDeposits}
        />
        <DataTable
          caption={`${t.withdrawals} (${username})`}
          columns={withdrawalColumns}
          rows={context.recentWithdrawals}
          rowId={(row) => `${row.at}|${row.amount}`}
          empty={t.noWithdrawals}
        />
      </div>
    </div>
  );
}

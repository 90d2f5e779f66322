import { DataTable, Money, When, staffPromotionCodeRedemptionsEndpoint, useStaffQuery, type Column } from '@member-site/shared/staff';
import { accountStaffTexts as a } from '../../../components/texts';
import { codeTexts as t } from '../texts';

interface Redemption {
  member: { username: string; username2: string };
  amount: string;
  redeemedAt: string;
}

const columns: Column<Redemption>[] = [
  {
    id: 'member',
    header: a.member,
    cell: (row) => (
      <>
        {row.member.username}
        <span className="bo-sub">{row.member.username2}</span>
      </>
    ),
    rowHeader: true,
  },
  { id: 'amount', header: a.amount, cell: (row) => <Money amount={row.amount} />, align: 'end' },
  { id: 'redeemedAt', header: t.redeemedAt, cell: (row) => <When at={row.redeemedAt} />, sort: (row) => row.redeemedAt },
];

/** Who redeemed a code and when, read when its row is opened. */
export function Redemptions({ code }: { code: string }) {
  const read = useStaffQuery(staffPromotionCodeRedemptionsEndpoint, { params: { code } });
  return (
    <DataTable
      caption={t.redemptions(code)}
      columns={columns}
      rows={read.data?.data}
      rowId={(row) => `${row.member.username}|${row.redeemedAt}`}
      empty={t.redemptionsEmpty}
      read={read}
    />
  );
}

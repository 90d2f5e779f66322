import { amountKey, DataTable, Money, Section, StatusBadge, When, type Column, type StaffMemberDetail } from '@member-site/shared/staff';
import { accountStaffTexts as a, depositMethodLabel, ledgerKindLabel } from '../../../components/texts';
import { memberTexts as t, signInOutcomeLabel } from '../texts';

type SignIn = StaffMemberDetail['signIns'][number];
type Ledger = StaffMemberDetail['ledger'][number];
type Deposit = StaffMemberDetail['deposits'][number];
type Withdrawal = StaffMemberDetail['withdrawals'][number];

const signInColumns: Column<SignIn>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.at} />, rowHeader: true },
  { id: 'ip', header: t.ip, cell: (row) => <span className="ms-mono">{row.ip}</span> },
  { id: 'device', header: t.device, cell: (row) => row.userAgent },
  { id: 'outcome', header: t.outcome, cell: (row) => signInOutcomeLabel[row.outcome] ?? row.outcome },
];

const ledgerColumns: Column<Ledger>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.at} />, rowHeader: true },
  { id: 'kind', header: t.kind, cell: (row) => ledgerKindLabel[row.kind] },
  { id: 'description', header: t.description, cell: (row) => row.description },
  { id: 'amount', header: a.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  { id: 'balanceAfter', header: t.balanceAfter, cell: (row) => <Money amount={row.balanceAfter} />, align: 'end' },
];

const depositColumns: Column<Deposit>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.createdAt} />, rowHeader: true },
  { id: 'method', header: t.method, cell: (row) => depositMethodLabel[row.method] },
  { id: 'amount', header: a.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  { id: 'status', header: a.status, cell: (row) => <StatusBadge kind="deposit" status={row.status} /> },
  { id: 'settledAt', header: t.settledAt, cell: (row) => <When at={row.settledAt} /> },
];

const withdrawalColumns: Column<Withdrawal>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.createdAt} />, rowHeader: true },
  { id: 'amount', header: a.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  { id: 'status', header: a.status, cell: (row) => <StatusBadge kind="withdrawal" status={row.status} /> },
  { id: 'reason', header: t.reason, cell: (row) => row.reason ?? '-' },
  { id: 'settledAt', header: t.settledAt, cell: (row) => <When at={row.settledAt} /> },
];

/** What the member did: sign-ins, ledger, deposits and withdrawals, newest first. */
export function MemberHistory({ member }: { member: StaffMemberDetail }) {
  return (
    <>
      <Section title={t.signIns}>
        <DataTable
          caption={t.signIns}
          captionHidden
          columns={signInColumns}
          rows={member.signIns}
          rowId={(row) => `${row.at}|${row.ip}`}
          empty={t.signInsEmpty}
        />
      </Section>
      <Section title={t.ledger}>
        <DataTable caption={t.ledger} captionHidden columns={ledgerColumns} rows={member.ledger} rowId={(row) => row.id} empty={t.ledgerEmpty} />
      </Section>
      <div className="bo-split">
        <Section title={t.deposits}>
          <DataTable caption={t.deposits} captionHidden columns={depositColumns} rows={member.deposits} rowId={(row) => row.id} empty={t.depositsEmpty} />
        </Section>
        <Section title={t.withdrawals}>
          <DataTable
            caption={t.withdrawals}
            captionHidden
            columns={withdrawalColumns}
            rows={member.withdrawals}
            rowId={(row) => row.id}
            empty={t.withdrawalsEmpty}
          />
        </Section>
      </div>
    </>
  );
}

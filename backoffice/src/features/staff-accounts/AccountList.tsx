import {
  DataTable,
  StatusBadge,
  When,
  staffAccountsEndpoint,
  staffRoleNames,
  useStaff,
  useStaffQuery,
  type Column,
  type StaffAccount,
} from '@member-site/shared/staff';
import { AccountActions } from './AccountActions';
import { accountTexts as t } from './texts';

function NameCell({ account }: { account: StaffAccount }) {
  const me = useStaff();
  return (
    <>
      {account.displayName}
      {account.username === me.username ? <span className="bo-sub">{t.you}</span> : null}
    </>
  );
}

const columns: Column<StaffAccount>[] = [
  { id: 'displayName', header: t.displayName, cell: (row) => <NameCell account={row} />, sort: (row) => row.displayName, rowHeader: true },
  { id: 'username', header: t.username, cell: (row) => <span className="ms-mono">{row.username}</span>, sort: (row) => row.username },
  { id: 'roles', header: t.roles, cell: (row) => row.roles.map((role) => staffRoleNames[role]).join(', ') },
  { id: 'status', header: t.status, cell: (row) => <StatusBadge kind="staffAccount" status={row.status} /> },
  { id: 'totp', header: t.totp, cell: (row) => (row.totpEnrolled ? t.totpOn : t.totpOff) },
  {
    id: 'lastSignIn',
    header: t.lastSignIn,
    cell: (row) => (row.lastSignInAt ? <When at={row.lastSignInAt} /> : t.never),
    sort: (row) => row.lastSignInAt ?? '',
  },
  { id: 'actions', header: t.actions, cell: (row) => <AccountActions account={row} /> },
];

export function AccountList() {
  const read = useStaffQuery(staffAccountsEndpoint);
  return <DataTable caption={t.caption} captionHidden columns={columns} rows={read.data?.data} rowId={(row) => row.username} empty={t.empty} read={read} />;
}

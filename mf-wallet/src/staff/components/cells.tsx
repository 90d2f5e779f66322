import { thaiBanks } from '@member-site/shared';
import type { StaffBankAccount, StaffMemberRef } from '@member-site/shared/staff';

// Cells several staff lists show the same way: who the member is, and where money goes.

/** The member: username, and username2 under it. */
export function MemberCell({ member }: { member: StaffMemberRef | null }) {
  if (!member) return <>-</>;
  return (
    <>
      {member.username}
      <span className="bo-sub">{member.username2}</span>
    </>
  );
}

/** The member's registered account in full, as the cashier types it into the bank's app. */
export function BankCell({ account }: { account: StaffBankAccount }) {
  return (
    <>
      {account.bankName}
      <span className="bo-sub bo-nowrap ms-mono">{account.accountNumber}</span>
      <span className="bo-sub">{account.accountName}</span>
    </>
  );
}

/** A bank's Thai name from its code (KBANK → ธนาคารกสิกรไทย), or the code itself. */
export function bankName(code: string): string {
  return thaiBanks.find((bank) => bank.code === code.toUpperCase())?.name ?? code;
}

import type { MemberBankAccount } from '@member-site/shared';
import { bankName } from '../lib/banks';
import { walletTexts } from '../lib/texts';

/** The member's registered account, masked as the API sends it (the full number never arrives). */
export function MemberAccount({ account, title = walletTexts.memberAccount }: { account: MemberBankAccount; title?: string }) {
  return (
    <div className="mw-account">
      <p className="mw-account__title">{title}</p>
      <p>
        <span className="mw-bank">{bankName(account.bankCode, account.bankName)}</span> <span className="ms-mono">{account.accountNumberMasked}</span>
      </p>
      <p>{account.accountName}</p>
    </div>
  );
}

import { EmptyState } from '@member-site/shared';
import type { DepositRecord, MemberBankAccount, SiteBankAccount } from '@member-site/shared';
import { MemberAccount } from '../../../components/MemberAccount';
import { bankName } from '../../../lib/banks';
import { walletTexts } from '../../../lib/texts';
import { depositTexts } from '../texts';
import { CopyButton } from './CopyButton';
import { RecentDeposits } from './RecentDeposits';

interface BankTransferProps {
  siteAccounts: readonly SiteBankAccount[];
  memberAccount: MemberBankAccount;
  /** The latest deposits: a transfer credited, or held with its reason, shows here. */
  recent: readonly DepositRecord[];
}

/** The site's receiving accounts, each copyable, the rule that only the registered account counts, and the latest deposits. */
export function BankTransfer({ siteAccounts, memberAccount, recent }: BankTransferProps) {
  return (
    <div className="ms-stack">
      <div className="ms-callout" role="note">
        <p className="ms-callout__title">{depositTexts.onlyRegistered}</p>
        <p>{depositTexts.onlyRegisteredHint}</p>
        <p>{depositTexts.otherAccountHint}</p>
      </div>
      <MemberAccount account={memberAccount} title={depositTexts.fromAccount} />
      <h2 className="ms-h2">{depositTexts.siteAccounts}</h2>
      {siteAccounts.length === 0 ? <EmptyState>{walletTexts.empty}</EmptyState> : null}
      <ul className="ms-list mw-cards">
        {siteAccounts.map((account) => (
          <li key={`${account.bankCode}-${account.accountNumber}`} className="ms-card">
            <span className={`mw-bank mw-bank--${account.bankCode.toLowerCase().replace(/[^a-z0-9]/g, '')}`}>
              {bankName(account.bankCode, account.bankName)}
            </span>
            <p className="mw-card__row">
              <span className="mw-card__label">{depositTexts.accountNumber}</span>
              <span className="ms-mono mw-big">{account.accountNumber}</span>
            </p>
            <p className="mw-card__row">
              <span className="mw-card__label">{depositTexts.accountName}</span>
              <span>{account.accountName}</span>
            </p>
            <CopyButton text={account.accountNumber.replace(/[^0-9]/g, '')} label={walletTexts.copyAccount(account.accountNumber)} />
          </li>
        ))}
      </ul>
      <RecentDeposits items={recent} />
    </div>
  );
}

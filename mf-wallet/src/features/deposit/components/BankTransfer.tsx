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
    <div className="mw-stack">
      <div className="mw-notice" role="note">
        <p className="mw-notice__title">{depositTexts.onlyRegistered}</p>
        <p>{depositTexts.onlyRegisteredHint}</p>
        <p>{depositTexts.otherAccountHint}</p>
      </div>
      <MemberAccount account={memberAccount} title={depositTexts.fromAccount} />
      <h2 className="mw-h2">{depositTexts.siteAccounts}</h2>
      {siteAccounts.length === 0 ? <p className="mw-empty">{walletTexts.empty}</p> : null}
      <ul className="mw-cards">
        {siteAccounts.map((account) => (
          <li key={`${account.bankCode}-${account.accountNumber}`} className="mw-card">
            <span className={`mw-bank mw-bank--${account.bankCode.toLowerCase().replace(/[^a-z0-9]/g, '')}`}>
              {bankName(account.bankCode, account.bankName)}
            </span>
            <p className="mw-card__row">
              <span className="mw-card__label">{depositTexts.accountNumber}</span>
              <span className="mw-mono mw-big">{account.accountNumber}</span>
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

import { EmptyState, formatMoneyText, formatThaiDateTime, type StatementEntry } from '@member-site/shared';
import { signedAmount as signed } from '../../../lib/signed';
import { ledgerKindLabel, walletTexts } from '../../../lib/texts';

export function StatementList({ items }: { items: readonly StatementEntry[] }) {
  if (items.length === 0) return <EmptyState>{walletTexts.empty}</EmptyState>;
  return (
    <ul className="ms-list">
      {items.map((entry) => {
        const amount = signed(entry.amount);
        return (
          <li key={entry.id} className="mw-record">
            <div className="mw-record__main">
              <span className="ms-strong">{ledgerKindLabel[entry.kind]}</span>
              <span className={`ms-amount ms-amount--${amount.tone}`}>{amount.text}</span>
            </div>
            <p className="mw-record__meta">{entry.description}</p>
            <p className="mw-record__meta">
              <time dateTime={entry.at}>{formatThaiDateTime(entry.at)}</time> · คงเหลือ {formatMoneyText(entry.balanceAfter)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

import { formatMoneyText, formatThaiDateTime, type StatementEntry } from '@member-site/shared';
import { signedAmount as signed } from '../../../lib/signed';
import { ledgerKindLabel, walletTexts } from '../../../lib/texts';


export function StatementList({ items }: { items: readonly StatementEntry[] }) {
  if (items.length === 0) return <p className="mw-empty">{walletTexts.empty}</p>;
  return (
    <ul className="mw-records">
      {items.map((entry) => {
        const amount = signed(entry.amount);
        return (
          <li key={entry.id} className="mw-record">
            <div className="mw-record__main">
              <span className="mw-strong">{ledgerKindLabel[entry.kind]}</span>
              <span className={`mw-amount mw-amount--${amount.tone}`}>{amount.text}</span>
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

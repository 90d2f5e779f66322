import { formatMoneyText, formatThaiDateTime, type StatementEntry } from '@member-site/shared';
import { ledgerKindLabel, walletTexts } from '../../../lib/texts';

/** A credit shows "+", a debit the API's "−": the sign says it, the colour only repeats it. */
function signed(amount: string): { text: string; tone: 'in' | 'out' } {
  if (amount.startsWith('-')) return { text: `−${formatMoneyText(amount.slice(1))}`, tone: 'out' };
  return { text: `+${formatMoneyText(amount)}`, tone: 'in' };
}

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

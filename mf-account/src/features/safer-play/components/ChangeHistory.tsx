import { useId } from 'react';
import { EmptyState, formatThaiDateTime, type SaferPlayChange } from '@member-site/shared';
import { realityLabel, saferPlayTexts as t, settingLabel } from '../texts';

/** A stored value in words: an end instant for a break or exclusion, minutes for the reality check. */
function valueText(change: SaferPlayChange, value: string): string {
  if (change.setting === 'realityCheck') return realityLabel[Number(value) as keyof typeof realityLabel] ?? value;
  return value ? t.until(formatThaiDateTime(value)) : t.none;
}

/** Every change with its time and old and new values, newest first. */
export function ChangeHistory({ changes }: { changes: SaferPlayChange[] }) {
  const id = useId();
  return (
    <section className="ms-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {t.historyTitle}
      </h2>
      {changes.length === 0 ? (
        <EmptyState>{t.historyEmpty}</EmptyState>
      ) : (
        <div className="ma-table-wrap">
          <table className="ma-table">
            <thead>
              <tr>
                <th scope="col">{t.historyAt}</th>
                <th scope="col">{t.historySetting}</th>
                <th scope="col">{t.historyOld}</th>
                <th scope="col">{t.historyNew}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, index) => (
                <tr key={`${change.at}-${index}`}>
                  <td>{formatThaiDateTime(change.at)}</td>
                  <td>{settingLabel[change.setting]}</td>
                  <td>{valueText(change, change.oldValue)}</td>
                  <td>{valueText(change, change.newValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

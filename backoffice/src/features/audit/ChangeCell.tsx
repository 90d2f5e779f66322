import type { AuditEntry } from '@member-site/shared/staff';
import { auditTexts as t } from './texts';

/** A recorded JSON text laid out for reading; anything else as it came. Always text, never markup. */
export function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** What the action changed: the record before and after, folded away until asked for. */
export function ChangeCell({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return <>-</>;
  return (
    <details className="bo-change">
      <summary>{t.showChange}</summary>
      {entry.before !== null ? (
        <>
          <p className="bo-card__label">{t.before}</p>
          <pre className="bo-pre">{readable(entry.before)}</pre>
        </>
      ) : null}
      {entry.after !== null ? (
        <>
          <p className="bo-card__label">{t.after}</p>
          <pre className="bo-pre">{readable(entry.after)}</pre>
        </>
      ) : null}
    </details>
  );
}

import type { ReactNode } from 'react';
import { compareAmounts, formatMoneyText } from '../../contract/money';
import { formatThaiDateTime } from '../../contract/thai-text';
import { Badge } from '../../ui/kit/kit';
import { statusWords, type StatusKind, type StatusOf } from './status';
import { staffTexts } from './texts';
import { useNow } from './use-now';
import './staff.css';

// Small display pieces of every staff page: money, instants, waiting times and statuses, each
// written one way.

/** An amount of the API ("-100.00") with separators, tabular digits, a debit in the danger colour. Never parsed as a float. */
export function Money({ amount, unit = false }: { amount: string; unit?: boolean }) {
  const negative = (compareAmounts(amount, '0.00') ?? 0) < 0;
  return (
    <span className={negative ? 'bo-money bo-money--negative' : 'bo-money'}>
      {formatMoneyText(amount)}
      {unit ? ` ${staffTexts.baht}` : null}
    </span>
  );
}

/** An instant as Thai date and time in Asia/Bangkok ("24 พ.ย. 2569 10:05"), machine-readable in `dateTime`. */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <>{staffTexts.none}</>;
  return <time dateTime={at}>{formatThaiDateTime(at)}</time>;
}

let bangkokTime: Intl.DateTimeFormat | null = null;

/** The Bangkok clock time of an instant ("10:35"), for a time within the day (a claim's end). */
export function timeText(iso: string): string {
  const date = new Date(iso);
  bangkokTime ??= new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return Number.isNaN(date.getTime()) ? iso : bangkokTime.format(date);
}

/** How long since `from`, in Thai ("1 ชม. 5 นาที"); a clock that is behind reads as under a minute. */
export function elapsedText(from: string, now: number): string {
  const start = Date.parse(from);
  if (Number.isNaN(start)) return staffTexts.none;
  const minutes = Math.max(0, Math.floor((now - start) / 60_000));
  if (minutes < 1) return staffTexts.justNow;
  if (minutes < 60) return staffTexts.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return staffTexts.hours(hours, minutes % 60);
  return staffTexts.days(Math.floor(hours / 24), hours % 24);
}

/** How long a record has waited, counting up ("12 นาที"), the exact instant in its `dateTime`. */
export function Elapsed({ from }: { from: string }) {
  const now = useNow();
  return <time dateTime={from}>{elapsedText(from, now)}</time>;
}

/** A record's status in Thai words, tinted by its tone (never by colour alone). */
export function StatusBadge<K extends StatusKind>({ kind, status }: { kind: K; status: StatusOf<K> }) {
  const word = (statusWords[kind] as Readonly<Record<string, { label: string; tone: Parameters<typeof Badge>[0]['tone'] }>>)[status];
  return <Badge tone={word?.tone ?? 'off'}>{word?.label ?? status}</Badge>;
}

/** Label/value pairs, dense: a member's profile, a withdrawal's context. */
export function Facts({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="bo-facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text a person wrote (a ticket, an announcement), shown as text with its line breaks kept. */
export function WrittenText({ children }: { children: string }) {
  return <p className="bo-written">{children}</p>;
}

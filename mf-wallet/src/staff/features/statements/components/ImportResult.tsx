import { amountKey, DataTable, Money, Section, type Column, type StatementImportResult } from '@member-site/shared/staff';
import { MemberCell } from '../../../components/cells';
import { moneyTexts } from '../../../components/texts';
import { statementTexts as t } from '../texts';
import { LineOutcome } from './LineOutcome';

type Line = StatementImportResult['lines'][number];
type Skipped = StatementImportResult['skippedRows'][number];

const lineColumns: Column<Line>[] = [
  { id: 'row', header: t.row, cell: (line) => line.row, sort: (line) => line.row, align: 'end' },
  { id: 'transRef', header: t.transRef, cell: (line) => <span className="ms-mono">{line.transRef}</span>, rowHeader: true },
  { id: 'amount', header: moneyTexts.amount, cell: (line) => <Money amount={line.amount} />, sort: (line) => amountKey(line.amount), align: 'end' },
  { id: 'outcome', header: t.outcome, cell: (line) => <LineOutcome line={line} />, sort: (line) => line.outcome },
  { id: 'member', header: moneyTexts.member, cell: (line) => <MemberCell member={line.member} /> },
];

const skippedColumns: Column<Skipped>[] = [
  { id: 'row', header: t.row, cell: (skipped) => skipped.row, rowHeader: true, align: 'end' },
  { id: 'reason', header: t.reason, cell: (skipped) => skipped.reason },
];

/** An import's totals, each line with its outcome and member, and the rows left out with their Thai reasons. */
export function ImportResult({ result }: { result: StatementImportResult }) {
  const totals = [
    [t.totals.credited, result.credited],
    [t.totals.alreadyCredited, result.alreadyCredited],
    [t.totals.held, result.held],
    [t.totals.skipped, result.skipped],
  ] as const;
  return (
    <Section title={t.resultTitle(result.fileName)}>
      <ul className="bo-cards" aria-label={t.resultTitle(result.fileName)}>
        {totals.map(([label, count]) => (
          <li key={label} className="bo-card">
            <p className="bo-card__label">{label}</p>
            <p className="bo-card__value">{count.toLocaleString('th-TH')}</p>
          </li>
        ))}
      </ul>
      <div className="bo-stack">
        <DataTable caption={t.linesCaption} columns={lineColumns} rows={result.lines} rowId={(line) => String(line.row)} empty={t.linesEmpty} />
        {result.skippedRows.length > 0 ? (
          <DataTable caption={t.skippedCaption} columns={skippedColumns} rows={result.skippedRows} rowId={(skipped) => String(skipped.row)} empty="-" />
        ) : null}
      </div>
    </Section>
  );
}

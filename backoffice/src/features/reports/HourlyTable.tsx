import { DataTable, Money, type Column, type DayReport } from '@member-site/shared/staff';
import { reportTexts as t } from './texts';

type Hour = DayReport['hourly'][number];

const columns: Column<Hour>[] = [
  { id: 'hour', header: t.hour, cell: (row) => t.hourRange(row.hour), rowHeader: true },
  { id: 'deposits', header: t.deposits, cell: (row) => <Money amount={row.deposits} />, align: 'end' },
  { id: 'withdrawals', header: t.withdrawals, cell: (row) => <Money amount={row.withdrawals} />, align: 'end' },
];

/** The chart's numbers as a table, for screen readers (visually hidden). */
export function HourlyTable({ hourly }: { hourly: DayReport['hourly'] }) {
  return (
    <div className="ms-visually-hidden">
      <DataTable caption={t.tableCaption} columns={columns} rows={hourly} rowId={(row) => String(row.hour)} empty="-" />
    </div>
  );
}

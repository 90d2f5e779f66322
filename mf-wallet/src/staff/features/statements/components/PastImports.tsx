import { DataTable, When, staffStatementImportsEndpoint, useStaffQuery, type Column, type StatementImportSummary } from '@member-site/shared/staff';
import { bankOptions, statementTexts as t } from '../texts';

const bankLabel = (bank: StatementImportSummary['bank']) => bankOptions.find((option) => option.value === bank)?.label ?? bank;

const columns: Column<StatementImportSummary>[] = [
  { id: 'importedAt', header: t.importedAt, cell: (row) => <When at={row.importedAt} />, sort: (row) => row.importedAt },
  { id: 'fileName', header: t.fileName, cell: (row) => row.fileName, rowHeader: true },
  { id: 'bank', header: t.bank, cell: (row) => bankLabel(row.bank) },
  { id: 'importedBy', header: t.importedBy, cell: (row) => row.importedBy },
  { id: 'credited', header: t.totals.credited, cell: (row) => row.credited, align: 'end' },
  { id: 'alreadyCredited', header: t.totals.alreadyCredited, cell: (row) => row.alreadyCredited, align: 'end' },
  { id: 'held', header: t.totals.held, cell: (row) => row.held, align: 'end' },
  { id: 'skipped', header: t.totals.skipped, cell: (row) => row.skipped, align: 'end' },
];

/** The imports done before, newest first. */
export function PastImports() {
  const read = useStaffQuery(staffStatementImportsEndpoint);
  return <DataTable caption={t.pastCaption} captionHidden columns={columns} rows={read.data?.data} rowId={(row) => row.id} empty={t.pastEmpty} read={read} />;
}

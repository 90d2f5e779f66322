import {
  createSortedRowModel,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { toSatang } from '../../contract/money';
import { Button, EmptyState } from '../../ui/kit/kit';
import { Spinner } from '../../ui/Spinner';
import { LoadFailed, type ReadState } from './LoadState';
import { staffTexts } from './texts';
import './staff.css';

// The staff kit's one table (ADR 0047): TanStack Table v9 keeps the sorting and the open detail
// rows; the markup is a real <table> with its caption, column and row headers, in a region that
// scrolls sideways on a narrow screen. Sorting reorders the rows already loaded; the server's
// order (oldest first for a queue) is the starting one.

/** One column as a page describes it. */
export interface Column<T extends RowData> {
  id: string;
  /** The column's Thai header. */
  header: string;
  cell: (row: T) => ReactNode;
  /** A sort key: the header becomes a button that sorts by it. Money sorts by `amountKey`. */
  sort?: (row: T) => string | number;
  /** Numbers and money align right. */
  align?: 'end';
  /** This column's cell names the row (a `<th scope="row">`). */
  rowHeader?: boolean;
}

export interface DataTableProps<T extends RowData> {
  caption: string;
  /** Keep the caption for screen readers only (a section heading already names the table). */
  captionHidden?: boolean;
  /** Stable (module scope or memoised): a new array rebuilds the table. */
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowId: (row: T) => string;
  /** What the list says when it has nothing. */
  empty: string;
  /** The read behind the rows: its loading and failure states (with a retry) are shown in place of the table. */
  read?: Pick<ReadState<unknown>, 'error' | 'isPending' | 'refetch'>;
  /** A detail row under each row, opened by a "รายละเอียด" button. */
  detail?: (row: T) => ReactNode;
}

/** A sort key for an amount of money: its satang, exactly (comparison only, never shown). */
export function amountKey(amount: string): number {
  return Number(toSatang(amount) ?? 0n);
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowExpandingFeature,
});

type Features = typeof features;

const noRows: never[] = [];

function compareKeys(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'th');
}

function toColumnDefs<T extends RowData>(columns: readonly Column<T>[]): ColumnDef<Features, T>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row: T) => (column.sort ? column.sort(row) : ''),
    cell: (context: { row: Row<Features, T> }) => column.cell(context.row.original),
    enableSorting: Boolean(column.sort),
    sortDescFirst: false,
    sortFn: (a: Row<Features, T>, b: Row<Features, T>, id: string) => compareKeys(a.getValue(id), b.getValue(id)),
  })) as ColumnDef<Features, T>[];
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

export function DataTable<T extends RowData>({ caption, captionHidden = false, columns, rows, rowId, empty, read, detail }: DataTableProps<T>) {
  const id = useId();
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: (rows ?? noRows) as T[],
    getRowId: (row: T) => rowId(row),
    getRowCanExpand: () => Boolean(detail),
    // The queue refreshes every few seconds: an open detail row stays open across it.
    autoResetExpanded: false,
  });

  if (rows === undefined) {
    if (read?.error) return <LoadFailed error={read.error} retry={read.refetch} />;
    return <Spinner label={staffTexts.loading} />;
  }
  const failedRefresh = read?.error ? <LoadFailed error={read.error} retry={read.refetch} /> : null;
  if (rows.length === 0) {
    return (
      <>
        {failedRefresh}
        <EmptyState>{empty}</EmptyState>
      </>
    );
  }
  const width = columns.length + (detail ? 1 : 0);
  return (
    <>
      {failedRefresh}
      <div className="bo-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="bo-table">
          <caption id={`${id}-caption`} className={captionHidden ? 'ms-visually-hidden' : 'bo-table__caption'}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" className={column?.align === 'end' ? 'bo-end' : undefined} aria-sort={ariaSort(sorted)}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="bo-sort" onClick={header.column.getToggleSortingHandler()}>
                          {column?.header}
                          <span className="bo-sort__mark" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
                {detail ? (
                  <th scope="col">
                    <span className="ms-visually-hidden">{staffTexts.details}</span>
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const open = row.getIsExpanded();
              const detailId = `${id}-detail-${row.id}`;
              return (
                <Fragment key={row.id}>
                  <tr className={open ? 'bo-row bo-row--open' : 'bo-row'}>
                    {row.getAllCells().map((cell) => {
                      const column = byId.get(cell.column.id);
                      const className = column?.align === 'end' ? 'bo-end' : undefined;
                      const content = <table.FlexRender cell={cell} />;
                      return column?.rowHeader ? (
                        <th key={cell.id} scope="row" className={className}>
                          {content}
                        </th>
                      ) : (
                        <td key={cell.id} className={className}>
                          {content}
                        </td>
                      );
                    })}
                    {detail ? (
                      <td>
                        <Button small look="ghost" aria-expanded={open} aria-controls={open ? detailId : undefined} onClick={() => row.toggleExpanded()}>
                          {staffTexts.details}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                  {detail && open ? (
                    <tr className="bo-row__detail">
                      <td id={detailId} colSpan={width}>
                        {detail(row.original)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

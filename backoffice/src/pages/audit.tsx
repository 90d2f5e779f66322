import {
  DataTable,
  Filters,
  Pager,
  Section,
  StaffPage,
  When,
  staffAuditEndpoint,
  useFilters,
  useStaffQuery,
  type AuditEntry,
  type AuditQuery,
  type Column,
} from '@member-site/shared/staff';
import { keepPreviousData } from '@tanstack/react-query';
import { AuditExport } from '../features/audit/AuditExport';
import { ChangeCell } from '../features/audit/ChangeCell';
import { auditFilters } from '../features/audit/filters';
import { auditTexts as t } from '../features/audit/texts';

const columns: Column<AuditEntry>[] = [
  { id: 'at', header: t.at, cell: (row) => <When at={row.at} />, rowHeader: true },
  { id: 'actor', header: t.actor, cell: (row) => (row.actorKind === 'system' ? `${t.system} (${row.actor})` : row.actor) },
  { id: 'action', header: t.action, cell: (row) => <span className="ms-mono">{row.action}</span> },
  { id: 'target', header: t.target, cell: (row) => (row.targetId === null ? '-' : row.targetKind ? `${row.targetKind}: ${row.targetId}` : row.targetId) },
  { id: 'ip', header: t.ip, cell: (row) => <span className="ms-mono">{row.ip ?? '-'}</span> },
  { id: 'change', header: t.change, cell: (row) => <ChangeCell entry={row} /> },
];

/** /audit: who did what, when, from where, and what it changed; filtered, paged, exported as CSV. */
export default function AuditPage() {
  const filters = useFilters(auditFilters);
  const { actor, action, target, from, to } = filters.values;
  const query: AuditQuery = {
    actor: actor || undefined,
    action: action || undefined,
    target: target || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const read = useStaffQuery(
    staffAuditEndpoint,
    { query: { ...query, page: filters.page > 1 ? filters.page : undefined } },
    { placeholderData: keepPreviousData },
  );
  return (
    <StaffPage route="audit" intro={t.intro}>
      <Filters fields={auditFilters} filters={filters} />
      <Section title={t.caption} actions={<AuditExport query={query} />}>
        <DataTable caption={t.caption} captionHidden columns={columns} rows={read.data?.data} rowId={(row) => String(row.id)} empty={t.empty} read={read} />
        {read.data ? <Pager filters={filters} pageSize={read.data.pageSize} total={read.data.total} /> : null}
      </Section>
    </StaffPage>
  );
}

import { bangkokDate } from '@member-site/shared';
import { Filters, LoadState, Section, StaffPage, staffReportEndpoint, useFilters, useStaffQuery, type FilterField } from '@member-site/shared/staff';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HourlyChart } from '../features/reports/HourlyChart';
import { HourlyTable } from '../features/reports/HourlyTable';
import { ReportCards } from '../features/reports/ReportCards';
import { reportTexts as t } from '../features/reports/texts';

/** /reports: one Bangkok day's money and members (today unless the address names a day), with an hourly chart. */
export default function ReportsPage() {
  const today = bangkokDate(new Date());
  const fields = useMemo(() => [{ name: 'day', label: t.day, kind: 'date', initial: today }] as const satisfies readonly FilterField[], [today]);
  const filters = useFilters(fields);
  const day = filters.values.day;
  const read = useStaffQuery(staffReportEndpoint, { query: { day } }, { placeholderData: keepPreviousData });
  return (
    <StaffPage route="reports" intro={t.intro}>
      <Filters fields={fields} filters={filters} />
      <LoadState read={read}>
        {(report) => (
          <>
            <ReportCards report={report} />
            <Section title={t.chartTitle}>
              <HourlyChart hourly={report.hourly} />
              <p className="bo-sub">{t.chartNote}</p>
              <HourlyTable hourly={report.hourly} />
            </Section>
          </>
        )}
      </LoadState>
    </StaffPage>
  );
}

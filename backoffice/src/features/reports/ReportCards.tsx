import { Money, type DayReport } from '@member-site/shared/staff';
import type { ReactNode } from 'react';
import { reportTexts as t } from './texts';

function Card({ label, children, sub }: { label: string; children: ReactNode; sub?: string }) {
  return (
    <li className="bo-card">
      <p className="bo-card__label">{label}</p>
      <p className="bo-card__value">{children}</p>
      {sub ? <p className="bo-sub">{sub}</p> : null}
    </li>
  );
}

/** The day's sums and counts, one card each. */
export function ReportCards({ report }: { report: DayReport }) {
  return (
    <ul className="bo-cards" aria-label={t.summary(report.day)}>
      <Card label={t.deposits} sub={t.count(report.deposits.count)}>
        <Money amount={report.deposits.amount} unit />
      </Card>
      <Card label={t.withdrawals} sub={t.count(report.withdrawals.count)}>
        <Money amount={report.withdrawals.amount} unit />
      </Card>
      <Card label={t.net}>
        <Money amount={report.net} unit />
      </Card>
      <Card label={t.newMembers}>{t.people(report.newMembers)}</Card>
      <Card label={t.firstDeposits}>{t.people(report.firstDeposits)}</Card>
      <Card label={t.activeMembers}>{t.people(report.activeMembers)}</Card>
    </ul>
  );
}

import { Section, StaffPage } from '@member-site/shared/staff';
import { PastImports } from '../features/statements/components/PastImports';
import { StatementImport } from '../features/statements/components/StatementImport';
import { StatementLineForm } from '../features/statements/components/StatementLineForm';
import { statementTexts as t } from '../features/statements/texts';

/** /statements: bank statement lines, typed by hand or imported from a bank's CSV export. */
export default function StatementsPage() {
  return (
    <StaffPage route="statements" intro={t.intro}>
      <Section title={t.importTitle}>
        <StatementImport />
      </Section>
      <Section title={t.lineTitle}>
        <StatementLineForm />
      </Section>
      <Section title={t.pastTitle}>
        <PastImports />
      </Section>
    </StaffPage>
  );
}

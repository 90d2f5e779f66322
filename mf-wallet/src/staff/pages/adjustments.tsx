import { Section, StaffPage } from '@member-site/shared/staff';
import { AdjustmentForm } from '../features/adjustments/components/AdjustmentForm';
import { AdjustmentList } from '../features/adjustments/components/AdjustmentList';
import { adjustmentTexts as t } from '../features/adjustments/texts';

/** /adjustments: manual balance changes, each approved by a second staff member. */
export default function AdjustmentsPage() {
  return (
    <StaffPage route="adjustments" intro={t.intro}>
      <AdjustmentForm />
      <Section title={t.listTitle}>
        <AdjustmentList />
      </Section>
    </StaffPage>
  );
}

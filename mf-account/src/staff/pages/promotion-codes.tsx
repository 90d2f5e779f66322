import { Section, StaffPage } from '@member-site/shared/staff';
import { PromotionCodeForm } from '../features/promotion-codes/components/PromotionCodeForm';
import { PromotionCodeList } from '../features/promotion-codes/components/PromotionCodeList';
import { codeTexts as t } from '../features/promotion-codes/texts';

/** /promotion-codes: create, pause and resume codes, and see who redeemed each. */
export default function PromotionCodesPage() {
  return (
    <StaffPage route="promotionCodes" intro={t.intro}>
      <Section title={t.formTitle}>
        <PromotionCodeForm />
      </Section>
      <Section title={t.listTitle}>
        <PromotionCodeList />
      </Section>
    </StaffPage>
  );
}

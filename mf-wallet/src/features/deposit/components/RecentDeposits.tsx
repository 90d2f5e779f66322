import { useId } from 'react';
import type { DepositRecord } from '@member-site/shared';
import { DepositList } from '../../../components/RecordLists';
import { depositTexts } from '../texts';

/** The latest deposits, every way they came (held ones with their reason): on the PromptPay and bank-transfer tabs. */
export function RecentDeposits({ items }: { items: readonly DepositRecord[] }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="ms-h2">
        {depositTexts.recent}
      </h2>
      <DepositList items={items} />
    </section>
  );
}

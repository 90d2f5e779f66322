import type { DepositRecord } from '@member-site/shared';
import { DepositList } from '../../../components/RecordLists';
import { depositTexts } from '../texts';

export function RecentDeposits({ items }: { items: readonly DepositRecord[] }) {
  return (
    <section aria-labelledby="mw-recent-deposits">
      <h2 id="mw-recent-deposits" className="mw-h2">
        {depositTexts.recent}
      </h2>
      <DepositList items={items} />
    </section>
  );
}

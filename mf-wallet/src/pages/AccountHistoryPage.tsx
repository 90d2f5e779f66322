import { PageHeader } from '@member-site/shared';
import { Statement } from '../features/statement/components/Statement';
import '../components/wallet.css';

/** /Account-history: the statement, every movement of the balance with the balance after it. */
export default function AccountHistoryPage() {
  return (
    <div className="ms-page">
      <PageHeader name="accountHistory" />
      <Statement />
    </div>
  );
}

import { routeTitle, type PageProps } from '@member-site/shared';
import { Statement } from '../features/statement/components/Statement';
import '../components/wallet.css';

/** /Account-history: the statement, every movement of the balance with the balance after it. */
export default function AccountHistoryPage({ api }: PageProps) {
  return (
    <div className="mw-page">
      <h1>{routeTitle('accountHistory')}</h1>
      <Statement api={api} />
    </div>
  );
}

import { PageHeader } from '@member-site/shared';
import { PlayHistory } from '../features/play/components/PlayHistory';
import '../components/wallet.css';

/** /Play-history: the rounds of one Bangkok day and the day's totals. */
export default function PlayHistoryPage() {
  return (
    <div className="ms-page">
      <PageHeader name="playHistory" />
      <PlayHistory />
    </div>
  );
}

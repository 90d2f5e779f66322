import { routeTitle, type PageProps } from '@member-site/shared';
import { PlayHistory } from '../features/play/components/PlayHistory';
import '../components/wallet.css';

/** /Play-history: the rounds of one Bangkok day and the day's totals. */
export default function PlayHistoryPage({ api }: PageProps) {
  return (
    <div className="mw-page">
      <h1>{routeTitle('playHistory')}</h1>
      <PlayHistory api={api} />
    </div>
  );
}

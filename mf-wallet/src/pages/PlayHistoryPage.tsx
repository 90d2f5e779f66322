import { PreparingPage, routeTitle } from '@member-site/shared';

export default function PlayHistoryPage() {
  return <PreparingPage title={routeTitle('playHistory')} />;
}

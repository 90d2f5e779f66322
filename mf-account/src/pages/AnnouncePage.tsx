import { PreparingPage, routeTitle } from '@member-site/shared';

export default function AnnouncePage() {
  return <PreparingPage title={routeTitle('announce')} />;
}

import { PreparingPage, routeTitle } from '@member-site/shared';

export default function AffiliatePage() {
  return <PreparingPage title={routeTitle('affiliate')} />;
}

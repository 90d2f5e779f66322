import { PreparingPage, routeTitle } from '@member-site/shared';

export default function TopupPage() {
  return <PreparingPage title={routeTitle('topup')} />;
}

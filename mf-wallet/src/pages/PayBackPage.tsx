import { PreparingPage, routeTitle } from '@member-site/shared';

export default function PayBackPage() {
  return <PreparingPage title={routeTitle('payBack')} />;
}

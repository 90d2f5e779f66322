import { PreparingPage, routeTitle } from '@member-site/shared';

export default function CashbackPage() {
  return <PreparingPage title={routeTitle('cashback')} />;
}

import { PreparingPage, routeTitle } from '@member-site/shared';

export default function AccountHistoryPage() {
  return <PreparingPage title={routeTitle('accountHistory')} />;
}

import { PreparingPage, routeTitle } from '@member-site/shared';

export default function TicketPage() {
  return <PreparingPage title={routeTitle('ticket')} />;
}

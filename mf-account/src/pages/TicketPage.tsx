import { useCallback } from 'react';
import { Loaded, routeTitle, useLoad, type PageProps } from '@member-site/shared';
import { fetchTickets } from '../features/tickets/api/tickets';
import { Tickets } from '../features/tickets/components/Tickets';
import '../components/account.css';

/** /Ticket: open a support ticket; the member's tickets with their status and replies. */
export default function TicketPage({ api }: PageProps) {
  const load = useCallback(() => fetchTickets(api), [api]);
  const [list, retry] = useLoad(load);
  return (
    <div className="ma-page">
      <h1>{routeTitle('ticket')}</h1>
      <Loaded state={list} retry={retry}>
        {(data) => <Tickets api={api} initial={data.data} />}
      </Loaded>
    </div>
  );
}

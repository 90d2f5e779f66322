import { useCallback } from 'react';
import { Loaded, useApi, useLoad, PageHeader } from '@member-site/shared';
import { fetchTickets } from '../features/tickets/api/tickets';
import { Tickets } from '../features/tickets/components/Tickets';
import '../components/account.css';

/** /Ticket: open a support ticket; the member's tickets with their status and replies. */
export default function TicketPage() {
  const api = useApi();
  const load = useCallback(() => fetchTickets(api), [api]);
  const [list, retry] = useLoad(load);
  return (
    <div className="ms-page">
      <PageHeader name="ticket" />
      <Loaded state={list} retry={retry}>
        {(data) => <Tickets initial={data.data} />}
      </Loaded>
    </div>
  );
}

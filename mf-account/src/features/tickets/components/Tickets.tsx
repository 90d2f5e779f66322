import { useCallback, useState } from 'react';
import type { SupportTicket } from '@member-site/shared';
import { TicketFormView } from './TicketFormView';
import { TicketItems } from './TicketItems';

/** The form above the list; a ticket just sent joins the top of the list without a reload. */
export function Tickets({ initial }: { initial: SupportTicket[] }) {
  const [tickets, setTickets] = useState(initial);
  const onSent = useCallback((ticket: SupportTicket) => setTickets((list) => [ticket, ...list]), []);
  return (
    <>
      <TicketFormView onSent={onSent} />
      <TicketItems tickets={tickets} />
    </>
  );
}

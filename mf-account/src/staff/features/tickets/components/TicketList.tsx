import { EmptyState } from '@member-site/shared';
import { Filters, LoadState, staffTicketsEndpoint, useFilters, useStaffQuery, type StaffTicket } from '@member-site/shared/staff';
import { ticketFilters } from '../filters';
import { ticketTexts as t } from '../texts';
import { TicketCard } from './TicketCard';

/** Tickets of one status (open by default, oldest first as the API orders them). */
export function TicketList() {
  const filters = useFilters(ticketFilters);
  const status = filters.values.status;
  const read = useStaffQuery(
    staffTicketsEndpoint,
    { query: { status: status === 'all' ? undefined : (status as StaffTicket['status']) } },
    { refetchInterval: 30_000 },
  );
  return (
    <>
      <Filters fields={ticketFilters} filters={filters} />
      <LoadState read={read}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ul className="bo-stack ms-list" aria-label={t.listLabel}>
              {answer.data.map((ticket) => (
                <li key={ticket.id}>
                  <TicketCard ticket={ticket} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}

import { StaffPage } from '@member-site/shared/staff';
import { TicketList } from '../features/tickets/components/TicketList';
import { ticketTexts } from '../features/tickets/texts';

/** /tickets: members' support tickets and the staff's replies. */
export default function TicketsPage() {
  return (
    <StaffPage route="tickets" intro={ticketTexts.intro}>
      <TicketList />
    </StaffPage>
  );
}

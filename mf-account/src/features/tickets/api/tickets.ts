import { call, ticketCreateEndpoint, ticketsEndpoint, type ApiClient, type SupportTicket, type TicketCreate, type TicketList } from '@member-site/shared';

export function fetchTickets(api: ApiClient): Promise<TicketList> {
  return call(api, ticketsEndpoint);
}

export function createTicket(api: ApiClient, body: TicketCreate): Promise<SupportTicket> {
  return call(api, ticketCreateEndpoint, { body });
}

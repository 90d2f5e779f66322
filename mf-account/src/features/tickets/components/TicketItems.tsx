import { Badge, type BadgeTone, EmptyState, formatThaiDateTime, type SupportTicket } from '@member-site/shared';
import { categoryLabel, statusLabel, ticketTexts } from '../texts';

const tones: Record<SupportTicket['status'], BadgeTone> = { open: 'new', answered: 'ok', closed: 'off' };

function TicketItem({ ticket }: { ticket: SupportTicket }) {
  return (
    <article className="ms-card" aria-label={ticketTexts.ticketNo(ticket.id)}>
      <div className="ma-item__title">
        <Badge tone={tones[ticket.status]}>{statusLabel[ticket.status]}</Badge>
        <span>{categoryLabel[ticket.category]}</span>
      </div>
      <span className="ma-item__meta">
        {ticketTexts.ticketNo(ticket.id)} · {formatThaiDateTime(ticket.createdAt)}
        {ticket.reference ? ` · ${ticketTexts.referenceLabel} ${ticket.reference}` : ''}
      </span>
      <p className="ma-text">{ticket.message}</p>
      {ticket.replies.map((reply, index) => (
        <div key={index} className="ma-reply">
          <span className="ma-item__meta">
            {ticketTexts.replyFrom} · {formatThaiDateTime(reply.createdAt)}
          </span>
          <p className="ma-text">{reply.message}</p>
        </div>
      ))}
      {ticket.replies.length === 0 && ticket.status === 'open' ? <p className="ms-hint">{ticketTexts.noReply}</p> : null}
    </article>
  );
}

/** The member's tickets, newest first, each with its status in words and the replies. */
export function TicketItems({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <section aria-labelledby="ma-tickets-title">
      <h2 id="ma-tickets-title" className="ms-h2">
        {ticketTexts.listTitle}
      </h2>
      {tickets.length === 0 ? (
        <EmptyState>{ticketTexts.empty}</EmptyState>
      ) : (
        <ul className="ms-list">
          {tickets.map((t) => (
            <li key={t.id}>
              <TicketItem ticket={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

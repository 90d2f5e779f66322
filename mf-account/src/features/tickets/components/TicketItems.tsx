import { formatThaiDateTime, type SupportTicket } from '@member-site/shared';
import { categoryLabel, statusLabel, ticketTexts } from '../texts';

function TicketItem({ ticket }: { ticket: SupportTicket }) {
  return (
    <article className="ma-card" aria-label={ticketTexts.ticketNo(ticket.id)}>
      <div className="ma-item__title">
        <span className={`ma-badge ma-badge--${ticket.status}`}>{statusLabel[ticket.status]}</span>
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
      {ticket.replies.length === 0 && ticket.status === 'open' ? <p className="ma-hint">{ticketTexts.noReply}</p> : null}
    </article>
  );
}

/** The member's tickets, newest first, each with its status in words and the replies. */
export function TicketItems({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <section aria-labelledby="ma-tickets-title">
      <h2 id="ma-tickets-title" className="ma-h2">
        {ticketTexts.listTitle}
      </h2>
      {tickets.length === 0 ? (
        <p className="ma-empty">{ticketTexts.empty}</p>
      ) : (
        <ul className="ma-list">
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

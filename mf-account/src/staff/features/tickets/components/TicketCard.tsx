import { Facts, StatusBadge, When, WrittenText, type StaffTicket } from '@member-site/shared/staff';
import { useId } from 'react';
import { accountStaffTexts as a, ticketCategoryLabel } from '../../../components/texts';
import { ticketTexts as t } from '../texts';
import { TicketReplyForm } from './TicketReplyForm';

/** One ticket: the member's message as they wrote it, the replies, and a reply form while it is not closed. */
export function TicketCard({ ticket }: { ticket: StaffTicket }) {
  const id = useId();
  return (
    <article className="bo-card bo-stack" aria-labelledby={id}>
      <h2 id={id} className="bo-h2">
        {t.title(ticketCategoryLabel[ticket.category], ticket.member.username)}
      </h2>
      <Facts
        items={[
          [a.member, `${ticket.member.username} (${ticket.member.username2})`],
          [a.status, <StatusBadge key="s" kind="ticket" status={ticket.status} />],
          [t.reference, ticket.reference ?? '-'],
          [t.createdAt, <When key="c" at={ticket.createdAt} />],
          [t.updatedAt, <When key="u" at={ticket.updatedAt} />],
        ]}
      />
      <div>
        <p className="bo-card__label">{t.message}</p>
        <WrittenText>{ticket.message}</WrittenText>
      </div>
      {ticket.replies.length > 0 ? (
        <ol className="bo-list" aria-label={t.replies}>
          {ticket.replies.map((reply, index) => (
            <li key={`${reply.createdAt}-${index}`}>
              <span className="bo-sub">
                {t.staffReply(reply.by)} · <When at={reply.createdAt} />
              </span>
              <WrittenText>{reply.message}</WrittenText>
            </li>
          ))}
        </ol>
      ) : null}
      {ticket.status !== 'closed' ? <TicketReplyForm ticket={ticket} /> : null}
    </article>
  );
}

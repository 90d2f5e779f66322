import { ticketMessageMax } from '@member-site/shared';
import {
  CheckboxField,
  FormEnd,
  TextAreaField,
  requiredText,
  staffTicketReplyEndpoint,
  staffTicketsEndpoint,
  useStaffMutation,
  type StaffTicket,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ticketTexts as t } from '../texts';

interface ReplyValues {
  message: string;
  close: boolean;
}

/** A staff reply to a ticket, optionally closing it; what was typed stays if the API refuses it. */
export function TicketReplyForm({ ticket }: { ticket: StaffTicket }) {
  const form = useForm<ReplyValues>({ defaultValues: { message: '', close: false } });
  const [sent, setSent] = useState(false);
  const reply = useStaffMutation(staffTicketReplyEndpoint, {
    input: (body: ReplyValues) => ({ params: { id: ticket.id }, body }),
    refreshes: [staffTicketsEndpoint],
    onSuccess: () => {
      setSent(true);
      form.reset();
    },
  });
  const submit = form.handleSubmit((values) => {
    setSent(false);
    reply.mutate({ message: values.message.trim(), close: values.close });
  });
  return (
    <form className="bo-form" aria-label={`${t.reply} ${ticket.member.username}`} onSubmit={submit} noValidate>
      <div className="bo-wide">
        <TextAreaField form={form} name="message" label={t.reply} rules={requiredText(t.reply, { max: ticketMessageMax })} />
      </div>
      <CheckboxField form={form} name="close" label={t.close} />
      <FormEnd label={t.send} pending={reply.isPending} error={reply.errorText}>
        {sent ? (
          <span className="bo-done" role="status">
            {t.sent}
          </span>
        ) : null}
      </FormEnd>
    </form>
  );
}

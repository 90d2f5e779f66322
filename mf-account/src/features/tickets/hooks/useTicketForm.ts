import { useCallback, useRef, useState } from 'react';
import { errorText, type SupportTicket, type TicketCategory, ticketMessageMax, useApi } from '@member-site/shared';
import { createTicket } from '../api/tickets';
import { categoryLabel, ticketTexts } from '../texts';

export type TicketFieldName = 'category' | 'message' | 'reference';

export interface TicketForm {
  values: Record<TicketFieldName, string>;
  errors: Partial<Record<'category' | 'message' | 'form', string>>;
  sending: boolean;
  /** The id of the ticket just sent. */
  sentId: string | null;
}

const empty = { category: '', message: '', reference: '' };

const isCategory = (value: string): value is TicketCategory => Object.hasOwn(categoryLabel, value);

/** Characters as the API counts them (code points: a Thai vowel mark or an emoji is one each). */
export const messageLength = (text: string): number => [...text].length;

function problems(values: TicketForm['values']): TicketForm['errors'] {
  const errors: TicketForm['errors'] = {};
  if (!isCategory(values.category)) errors.category = ticketTexts.categoryRequired;
  if (!values.message.trim()) errors.message = ticketTexts.messageRequired;
  else if (messageLength(values.message.trim()) > ticketMessageMax) errors.message = ticketTexts.messageTooLong(ticketMessageMax);
  return errors;
}

/** One ticket per submit (a ref stops a double click); every error keeps what was typed. */
export function useTicketForm(onSent: (ticket: SupportTicket) => void) {
  const api = useApi();
  const [form, setForm] = useState<TicketForm>({ values: empty, errors: {}, sending: false, sentId: null });
  const busy = useRef(false);

  const setValue = useCallback((name: TicketFieldName, value: string) => {
    setForm((f) => ({ ...f, values: { ...f.values, [name]: value }, errors: { ...f.errors, [name]: undefined, form: undefined }, sentId: null }));
  }, []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    const { values } = form;
    const errors = problems(values);
    if (Object.keys(errors).length > 0 || !isCategory(values.category)) {
      setForm((f) => ({ ...f, errors }));
      return;
    }
    busy.current = true;
    setForm((f) => ({ ...f, sending: true, errors: {} }));
    try {
      const reference = values.reference.trim();
      const ticket = await createTicket(api, { category: values.category, message: values.message, ...(reference ? { reference } : {}) });
      setForm({ values: empty, errors: {}, sending: false, sentId: ticket.id });
      onSent(ticket);
    } catch (error) {
      setForm((f) => ({ ...f, sending: false, errors: { form: errorText(error) } }));
    } finally {
      busy.current = false;
    }
  }, [api, form, onSent]);

  return { form, setValue, submit };
}

import { useId, type FormEvent } from 'react';
import { ticketMessageMax, ticketReferenceMax, useLeaveGuard, type SupportTicket } from '@member-site/shared';
import { FormEnd } from '../../../components/FormEnd';
import { messageLength, useTicketForm } from '../hooks/useTicketForm';
import { categoryLabel, ticketTexts } from '../texts';

/**
 * Category (a labelled select), the message with its counter, an optional reference. A message or
 * reference typed and not sent is not lost by a tap elsewhere: leaving asks first.
 */
export function TicketFormView({ onSent }: { onSent: (ticket: SupportTicket) => void }) {
  const { form, setValue, submit } = useTicketForm(onSent);
  const id = useId();
  useLeaveGuard(form.values.message.trim() !== '' || form.values.reference.trim() !== '');
  const used = messageLength(form.values.message);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <form className="ms-stack ms-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {ticketTexts.newTitle}
      </h2>
      {form.sentId ? (
        <p className="ms-success" role="status">
          {ticketTexts.sent(form.sentId)}
        </p>
      ) : null}
      <div>
        <label className="ms-label" htmlFor={`${id}-category`}>
          {ticketTexts.category}
        </label>
        <select
          id={`${id}-category`}
          className="ms-input"
          value={form.values.category}
          aria-invalid={form.errors.category ? true : undefined}
          aria-describedby={describe(form.errors.category !== undefined && `${id}-category-error`)}
          onChange={(event) => setValue('category', event.target.value)}
        >
          <option value="">{ticketTexts.choose}</option>
          {Object.entries(categoryLabel).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {form.errors.category ? (
          <p id={`${id}-category-error`} className="ms-error">
            {form.errors.category}
          </p>
        ) : null}
      </div>
      <div>
        <label className="ms-label" htmlFor={`${id}-message`}>
          {ticketTexts.message}
        </label>
        <textarea
          id={`${id}-message`}
          className="ms-input"
          value={form.values.message}
          aria-invalid={form.errors.message ? true : undefined}
          aria-describedby={describe(form.errors.message !== undefined && `${id}-message-error`, `${id}-counter`)}
          onChange={(event) => setValue('message', event.target.value)}
        />
        <p id={`${id}-counter`} className={used > ticketMessageMax ? 'ms-error' : 'ms-hint'}>
          {ticketTexts.counter(used, ticketMessageMax)}
        </p>
        {form.errors.message ? (
          <p id={`${id}-message-error`} className="ms-error">
            {form.errors.message}
          </p>
        ) : null}
      </div>
      <div>
        <label className="ms-label" htmlFor={`${id}-reference`}>
          {ticketTexts.reference}
        </label>
        <input
          id={`${id}-reference`}
          className="ms-input"
          value={form.values.reference}
          maxLength={ticketReferenceMax}
          aria-describedby={`${id}-reference-hint`}
          onChange={(event) => setValue('reference', event.target.value)}
        />
        <p id={`${id}-reference-hint`} className="ms-hint">
          {ticketTexts.referenceHint}
        </p>
      </div>
      <FormEnd error={form.errors.form} sending={form.sending} label={ticketTexts.submit} sendingLabel={ticketTexts.sending} />
    </form>
  );
}

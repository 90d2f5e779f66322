import type { FormEvent } from 'react';
import { Button, type WithdrawOptions } from '@member-site/shared';
import { AmountField } from '../../../components/AmountField';
import type { WithdrawForm } from '../hooks/useWithdraw';
import { withdrawTexts } from '../texts';
import { turnoverReasonId } from './TurnoverNotice';

interface WithdrawFormViewProps {
  options: WithdrawOptions;
  form: WithdrawForm;
  /** Turnover outstanding: the field and the button are disabled, pointing at the notice's reason. */
  locked: boolean;
  /** A withdrawal is still pending: one at a time, so the form waits for it. */
  waiting: boolean;
  onAmount: (amount: string) => void;
  onSubmit: () => void;
}

const pendingReasonId = 'mw-withdraw-pending-reason';

/** The amount and the one submit button, disabled while a request is on its way or the API would refuse one. */
export function WithdrawFormView({ options, form, locked, waiting, onAmount, onSubmit }: WithdrawFormViewProps) {
  const blockedBy = locked ? turnoverReasonId : waiting ? pendingReasonId : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="mw-form ms-stack" onSubmit={submit} noValidate>
      <AmountField
        value={form.amount}
        onChange={onAmount}
        min={options.minAmount}
        max={options.maxAmount}
        quickAmounts={options.quickAmounts}
        all={options.withdrawable}
        error={form.error}
        disabled={blockedBy !== undefined}
        describedBy={blockedBy}
      />
      {waiting && !locked ? (
        <p id={pendingReasonId} className="ms-callout">
          {withdrawTexts.oneAtATime}
        </p>
      ) : null}
      <Button type="submit" wide disabled={form.sending || blockedBy !== undefined} aria-describedby={blockedBy ?? (form.unsure ? 'mw-retry-hint' : undefined)}>
        {form.sending ? withdrawTexts.sending : form.unsure ? withdrawTexts.retry : withdrawTexts.submit}
      </Button>
      {form.unsure ? (
        <p id="mw-retry-hint" className="ms-hint">
          {withdrawTexts.retryHint}
        </p>
      ) : null}
    </form>
  );
}

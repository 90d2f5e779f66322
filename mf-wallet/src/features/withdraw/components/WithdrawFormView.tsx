import type { FormEvent } from 'react';
import type { WithdrawOptions } from '@member-site/shared';
import { AmountField } from '../../../components/AmountField';
import type { WithdrawForm } from '../hooks/useWithdraw';
import { withdrawTexts } from '../texts';
import { turnoverReasonId } from './TurnoverNotice';

interface WithdrawFormViewProps {
  options: WithdrawOptions;
  form: WithdrawForm;
  /** Turnover outstanding: the field and the button are disabled, pointing at the notice's reason. */
  locked: boolean;
  onAmount: (amount: string) => void;
  onSubmit: () => void;
}

/** The amount and the one submit button, disabled while a request is on its way. */
export function WithdrawFormView({ options, form, locked, onAmount, onSubmit }: WithdrawFormViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="mw-form" onSubmit={submit} noValidate>
      <AmountField
        value={form.amount}
        onChange={onAmount}
        min={options.minAmount}
        max={options.maxAmount}
        quickAmounts={options.quickAmounts}
        all={options.withdrawable}
        error={form.error}
        disabled={locked}
        describedBy={locked ? turnoverReasonId : undefined}
      />
      <button
        type="submit"
        className="mw-btn mw-btn--wide"
        disabled={form.sending || locked}
        aria-describedby={locked ? turnoverReasonId : form.unsure ? 'mw-retry-hint' : undefined}
      >
        {form.sending ? withdrawTexts.sending : form.unsure ? withdrawTexts.retry : withdrawTexts.submit}
      </button>
      {form.unsure ? (
        <p id="mw-retry-hint" className="mw-hint">
          {withdrawTexts.retryHint}
        </p>
      ) : null}
    </form>
  );
}

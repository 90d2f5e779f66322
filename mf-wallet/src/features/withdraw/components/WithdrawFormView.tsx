import type { FormEvent } from 'react';
import type { WithdrawOptions } from '@member-site/shared';
import { AmountField } from '../../../components/AmountField';
import type { WithdrawForm } from '../hooks/useWithdraw';
import { withdrawTexts } from '../texts';

interface WithdrawFormViewProps {
  options: WithdrawOptions;
  form: WithdrawForm;
  onAmount: (amount: string) => void;
  onSubmit: () => void;
}

/** The amount and the one submit button, disabled while a request is on its way. */
export function WithdrawFormView({ options, form, onAmount, onSubmit }: WithdrawFormViewProps) {
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
      />
      <button type="submit" className="mw-btn mw-btn--wide" disabled={form.sending} aria-describedby={form.unsure ? 'mw-retry-hint' : undefined}>
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

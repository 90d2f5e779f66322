import { useState, type FormEvent } from 'react';
import type { DepositOptions } from '@member-site/shared';
import { AmountField } from '../../../components/AmountField';
import { amountProblem } from '../../../lib/amount';
import { depositTexts } from '../texts';

interface PromptPayFormProps {
  options: DepositOptions;
  sending: boolean;
  onCreate: (amount: string) => void;
}

/** The amount for a new PromptPay request; what was typed stays after a refusal. */
export function PromptPayForm({ options, sending, onCreate }: PromptPayFormProps) {
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = amountProblem(amount, options);
    setProblem(found);
    if (!found) onCreate(amount);
  };
  if (!options.promptPay.enabled) return <p className="mw-notice">{depositTexts.disabled}</p>;
  return (
    <form className="mw-form" onSubmit={submit} noValidate>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        min={options.minAmount}
        max={options.maxAmount}
        quickAmounts={options.quickAmounts}
        error={problem}
      />
      <button type="submit" className="mw-btn mw-btn--wide" disabled={sending}>
        {sending ? depositTexts.creating : depositTexts.createQr}
      </button>
    </form>
  );
}

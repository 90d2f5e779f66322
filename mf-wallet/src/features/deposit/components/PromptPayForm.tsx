import { useId, useState, type FormEvent } from 'react';
import { Button, compareAmounts, formatMoneyText, type DepositOptions } from '@member-site/shared';
import { AmountField } from '../../../components/AmountField';
import { amountProblem } from '../../../lib/amount';
import { depositTexts } from '../texts';

/** The amount's problem, including the member's own deposit limit (the API refuses the same). */
function problemOf(amount: string, options: DepositOptions): string | null {
  const found = amountProblem(amount, options);
  if (found || options.depositLimitLeft === null) return found;
  return (compareAmounts(amount, options.depositLimitLeft) ?? 0) > 0 ? depositTexts.overLimit(formatMoneyText(options.depositLimitLeft)) : null;
}

interface PromptPayFormProps {
  options: DepositOptions;
  sending: boolean;
  onCreate: (amount: string) => void;
}

/** The amount for a new PromptPay request; what was typed stays after a refusal. */
export function PromptPayForm({ options, sending, onCreate }: PromptPayFormProps) {
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const leftId = useId();
  const left = options.depositLimitLeft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = problemOf(amount, options);
    setProblem(found);
    if (!found) onCreate(amount);
  };
  if (!options.promptPay.enabled) return <p className="ms-callout">{depositTexts.disabled}</p>;
  return (
    <form className="mw-form ms-stack" onSubmit={submit} noValidate>
      {left === null ? null : (
        <p id={leftId} className="mw-limit-left">
          {depositTexts.limitLeft(formatMoneyText(left))}
        </p>
      )}
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
        {...(left === null ? {} : { describedBy: leftId })}
      />
      <Button type="submit" wide disabled={sending}>
        {sending ? depositTexts.creating : depositTexts.createQr}
      </Button>
    </form>
  );
}

import { Field, formatMoneyText, type Money } from '@member-site/shared';
import { walletTexts } from '../lib/texts';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  min: Money;
  max: Money;
  quickAmounts: readonly Money[];
  /** Offers "ทั้งหมด", which fills this amount (the withdrawable credit). */
  all?: Money;
  error: string | null;
  disabled?: boolean;
  /** Another element that explains the field (why it is disabled). */
  describedBy?: string;
}

/**
 * The amount a member types, kept as the typed string (never a number: ADR 0010). Quick buttons
 * put the API's own amount strings in the field.
 */
export function AmountField({ value, onChange, min, max, quickAmounts, all, error, disabled = false, describedBy }: AmountFieldProps) {
  return (
    <Field
      label={walletTexts.amountLabel}
      hint={walletTexts.limits(formatMoneyText(min), formatMoneyText(max))}
      error={error}
      describedBy={describedBy}
      after={
        <div className="mw-quick" role="group" aria-label={walletTexts.quickAmounts}>
          {quickAmounts.map((amount) => (
            <button key={amount} type="button" className="mw-chip" disabled={disabled} onClick={() => onChange(plain(amount))}>
              {formatMoneyText(amount)}
            </button>
          ))}
          {all ? (
            <button type="button" className="mw-chip mw-chip--all" disabled={disabled} onClick={() => onChange(plain(all))}>
              {walletTexts.all}
            </button>
          ) : null}
        </div>
      }
    >
      {(control) => (
        <input
          {...control}
          className="ms-input ms-input--amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      )}
    </Field>
  );
}

/** "500.00" → "500": what a member would type; "12.50" stays (both are valid AmountInput). */
function plain(amount: Money): string {
  return amount.endsWith('.00') ? amount.slice(0, -3) : amount;
}

import { useId } from 'react';
import { formatMoneyText, type Money } from '@member-site/shared';
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
  const id = useId();
  const hint = `${id}-hint`;
  const problem = `${id}-error`;
  return (
    <div className="mw-field">
      <label htmlFor={id} className="mw-field__label">
        {walletTexts.amountLabel}
      </label>
      <input
        id={id}
        className="mw-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={[hint, error ? problem : null, describedBy ?? null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <p id={hint} className="mw-hint">
        {walletTexts.limits(formatMoneyText(min), formatMoneyText(max))}
      </p>
      {error ? (
        <p id={problem} className="mw-field__error" role="alert">
          {error}
        </p>
      ) : null}
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
    </div>
  );
}

/** "500.00" → "500": what a member would type; "12.50" stays (both are valid AmountInput). */
function plain(amount: Money): string {
  return amount.endsWith('.00') ? amount.slice(0, -3) : amount;
}

import { useId, type FormEvent } from 'react';
import { Button, formatMoneyText, formatThaiDateTime, limitPeriods, type DepositLimits, type LimitPeriodName } from '@member-site/shared';
import { FormEnd } from '../../../components/FormEnd';
import { useDepositLimits, type LimitsForm } from '../hooks/useDepositLimits';
import { limitTexts, periodTexts } from '../texts';

interface FieldProps {
  period: LimitPeriodName;
  form: LimitsForm;
  onChange: (period: LimitPeriodName, value: string) => void;
  onCancel: (period: LimitPeriodName) => void;
}

/** One window: the limit field, what was deposited in the window, and a waiting raise with its cancel button. */
function LimitField({ period, form, onChange, onCancel }: FieldProps) {
  const id = useId();
  const shown = form.limits[period];
  const error = form.errors[period];
  const described = [`${id}-used`, shown.pending ? `${id}-pending` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label className="ms-label" htmlFor={id}>
        {periodTexts[period].label}
      </label>
      <input
        id={id}
        className="ms-input"
        inputMode="numeric"
        autoComplete="off"
        value={form.values[period]}
        placeholder={limitTexts.emptyMeans}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(period, event.target.value)}
      />
      <p id={`${id}-used`} className="ms-hint">
        {limitTexts.used(formatMoneyText(shown.used))}
      </p>
      {shown.pending ? (
        <div className="ma-pending">
          <p id={`${id}-pending`}>
            {limitTexts.pending(shown.pending.limit === null ? null : formatMoneyText(shown.pending.limit), formatThaiDateTime(shown.pending.effectiveAt))}
          </p>
          <Button look="ghost" disabled={form.sending} onClick={() => onCancel(period)}>
            {limitTexts.cancelPending(periodTexts[period].span)}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ms-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The deposit limits section: what is left now, the three limits, the rule of when a change applies. */
export function DepositLimitsForm({ initial }: { initial: DepositLimits }) {
  const { form, setValue, submit, cancel } = useDepositLimits(initial);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const { left } = form.limits;
  return (
    <form className="ms-stack ms-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ms-h2">
        {limitTexts.title}
      </h2>
      <p className="ms-hint">{limitTexts.lead}</p>
      <p className="ms-hint">{limitTexts.rule}</p>
      <p className="ma-left">{left === null ? limitTexts.noLimit : limitTexts.left(formatMoneyText(left))}</p>
      {form.done ? (
        <p className="ms-success" role="status">
          {form.done}
        </p>
      ) : null}
      {limitPeriods.map((period) => (
        <LimitField key={period} period={period} form={form} onChange={setValue} onCancel={(p) => void cancel(p)} />
      ))}
      <FormEnd error={form.errors.form} sending={form.sending} label={limitTexts.submit} sendingLabel={limitTexts.sending} />
    </form>
  );
}

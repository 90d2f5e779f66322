import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { CheckBinding, TextBinding } from '../hooks/useForm';

/** The ids a field's hint and message use, for aria-describedby. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="ml-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ml-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'children'>;

export interface TextFieldProps extends InputProps, TextBinding {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Drawn inside the field's box, at its end (the show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input whose hint and message are tied to it with aria-describedby. */
export function TextField({ id, label, hint, trailing, value, error, onValueChange, onBlur, inputRef, className, ...input }: TextFieldProps) {
  const classes = ['ml-field__input', trailing ? 'ml-field__input--with-toggle' : '', className ?? ''].filter(Boolean).join(' ');
  const control = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      className={classes}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <div className="ml-field">
      <label className="ml-field__label" htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <div className="ml-field__control">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'children'>;

export interface SelectFieldProps extends SelectProps, TextBinding {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The first, empty choice ("choose a bank"). */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ id, label, hint, placeholder, options, value, error, onValueChange, onBlur, inputRef, ...select }: SelectFieldProps) {
  // Prerendered (ADR 0025): a choice made before the page runs is given back once it runs.
  return (
    <div className="ml-field">
      <label className="ml-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={inputRef}
        id={id}
        className="ml-field__input ml-field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends CheckBinding {
  id: string;
  name: string;
  label: string;
}

/** A checkbox whose whole label row (at least 44px high) is the touch target. */
export function CheckboxField({ id, name, label, checked, error, onCheckedChange, onBlur, inputRef }: CheckboxFieldProps) {
  // As SelectField: a tick made before the page runs is given back once it runs.
  return (
    <div className="ml-field ml-check">
      <div className="ml-check__row">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          className="ml-check__input"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label className="ml-check__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** A form-level error (shown as text) and the submit button, disabled while sending. */
export function FormSubmit({ error, busy, label }: { error: string; busy: boolean; label: string }) {
  return (
    <>
      {error ? (
        <p className="ml-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="ml-btn ml-btn--gold ml-btn--block ml-form__submit" disabled={busy}>
        {label}
      </button>
    </>
  );
}

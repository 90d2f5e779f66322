import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Button, ErrorText, Field } from '../../ui/kit/kit';
import { staffTexts } from './texts';
import './staff.css';

// The staff kit's form fields over react-hook-form (ADR 0047): each a real <label> and control,
// its Thai problem under it (announced, aria-invalid, aria-describedby through the kit's Field).
// react-hook-form keeps what was typed when the API refuses it: a form is reset only after a
// success, by its page.

interface FieldProps<T extends FieldValues, N extends Path<T>> {
  form: UseFormReturn<T>;
  name: N;
  label: string;
  hint?: ReactNode;
  /** react-hook-form's rules, typed by the field's value. */
  rules?: RegisterOptions<T, N>;
}

function problemOf<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const message = form.getFieldState(name, form.formState).error?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>;

/** A one-line text field (text, number-like text, date, datetime-local, search). */
export function TextField<T extends FieldValues, N extends Path<T>>({ form, name, label, hint, rules, ...input }: FieldProps<T, N> & InputProps) {
  return (
    <Field label={label} hint={hint} error={problemOf(form, name)}>
      {(control) => <input className="ms-input" type="text" {...input} {...control} {...form.register(name, rules)} />}
    </Field>
  );
}

/** A text area: line breaks are kept as typed. */
export function TextAreaField<T extends FieldValues, N extends Path<T>>({ form, name, label, hint, rules, rows = 3 }: FieldProps<T, N> & { rows?: number }) {
  return (
    <Field label={label} hint={hint} error={problemOf(form, name)}>
      {(control) => <textarea className="ms-input bo-textarea" rows={rows} {...control} {...form.register(name, rules)} />}
    </Field>
  );
}

/** A choice among options. */
export function SelectField<T extends FieldValues, N extends Path<T>>({
  form,
  name,
  label,
  hint,
  rules,
  options,
}: FieldProps<T, N> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={label} hint={hint} error={problemOf(form, name)}>
      {(control) => (
        <select className="ms-input" {...control} {...form.register(name, rules)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label after it; `value` makes it one of a group (react-hook-form gives the checked values as an array). */
export function CheckboxField<T extends FieldValues, N extends Path<T>>({ form, name, label, hint, rules, value }: FieldProps<T, N> & { value?: string }) {
  const id = useId();
  return (
    <div className="bo-check">
      <input type="checkbox" id={id} value={value} aria-describedby={hint ? `${id}-hint` : undefined} {...form.register(name, rules)} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="ms-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Checkboxes for several values of one field (a staff member's roles), in a fieldset named by its legend. */
export function CheckboxGroup<T extends FieldValues, N extends Path<T>>({
  form,
  name,
  label,
  rules,
  options,
}: FieldProps<T, N> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const problem = problemOf(form, name);
  return (
    <fieldset className="bo-fieldset" aria-describedby={problem ? `${id}-error` : undefined} aria-invalid={problem ? true : undefined}>
      <legend className="ms-label">{label}</legend>
      {options.map((option) => (
        <CheckboxField key={option.value} form={form} name={name} label={option.label} value={option.value} rules={rules} />
      ))}
      {problem ? (
        <p id={`${id}-error`} className="ms-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A form's end: its submit button, the API's refusal beside it, and what else the form offers (cancel). */
export function FormEnd({ label, pending, error, children }: { label: string; pending: boolean; error: string | null; children?: ReactNode }) {
  return (
    <div className="bo-form-end">
      <div className="bo-form-end__buttons">
        <Button small type="submit" disabled={pending} aria-busy={pending || undefined}>
          {label}
        </Button>
        {children}
      </div>
      <ErrorText>{error}</ErrorText>
    </div>
  );
}

/** Rules for a required text with Thai messages: `what` names it ("เหตุผล"). */
export function requiredText(what: string, { min = 1, max }: { min?: number; max?: number } = {}) {
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return staffTexts.required(what);
      if (text.length < min) return staffTexts.tooShort(what, min);
      if (max !== undefined && text.length > max) return staffTexts.tooLong(what, max);
      return true;
    },
  };
}

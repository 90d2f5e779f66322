import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './kit.css';

/**
 * The member design kit's components (issue 24, ADR 0041): real elements with the kit's classes
 * (kit.css), so a page gets the member look, its accessible names and its error announcements
 * from one place.
 */

export interface ButtonLook {
  /** Gold for the page's action (the default), ghost for the others. */
  look?: 'gold' | 'ghost';
  wide?: boolean;
  small?: boolean;
}

/** The kit's button classes, for a link or a label that looks like a button. */
export function buttonClass({ look = 'gold', wide = false, small = false }: ButtonLook = {}): string {
  return ['ms-button', look === 'ghost' ? 'ms-button--ghost' : '', wide ? 'ms-button--wide' : '', small ? 'ms-button--small' : ''].filter(Boolean).join(' ');
}

/** A `<button>` (type "button" unless given) in the kit's look. */
export function Button({ look, wide, small, className, type = 'button', ...rest }: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  const classes = [buttonClass({ look, wide, small }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** What a field's control needs from its field: its id and the ids that describe it. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** The field's problem, announced when it appears; null or undefined when none. */
  error?: ReactNode;
  /** Other elements that explain the control (why it is disabled). */
  describedBy?: string;
  /** The control (an input, a select, a textarea), given the ids it needs. */
  children: (control: FieldControl) => ReactNode;
  /** What follows the hint and the error (quick amounts, a rule list). */
  after?: ReactNode;
}

/** A labelled field: its label, control, hint and error, wired for screen readers. */
export function Field({ label, hint, error, describedBy, children, after }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className="ms-field">
      <label htmlFor={id} className="ms-label">
        {label}
      </label>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': Boolean(error) })}
      {hint ? (
        <p id={hintId} className="ms-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ms-error" role="alert">
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}

/** A form's or a page's own problem, announced when it appears. Nothing when there is none. */
export function ErrorText({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className="ms-error" role="alert">
      {children}
    </p>
  );
}

export type BadgeTone = 'wait' | 'ok' | 'bad' | 'off' | 'new';

/** A record's state, as a coloured word (never the colour alone). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`ms-badge ms-badge--${tone}`}>{children}</span>;
}

/** What a list shows when it has nothing. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="ms-empty">{children}</p>;
}

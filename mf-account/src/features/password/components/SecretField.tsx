import { useId, useState } from 'react';
import { Button } from '@member-site/shared';
import { passwordTexts } from '../texts';

interface SecretFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** Id of more text that describes the field (the rules list). */
  describedBy?: string;
  /** Shown under the field and read with it (what to type there). */
  hint?: string;
}

/** A password input with its label, a show/hide button named after the field, and its error. */
export function SecretField({ label, value, onChange, autoComplete, error, describedBy, hint }: SecretFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label className="ms-label" htmlFor={id}>
        {label}
      </label>
      <div className="ma-secret">
        <input
          id={id}
          className="ms-input"
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          maxLength={128}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
        {/* The visible word starts the accessible name ("แสดง รหัสผ่านใหม่"): speech input finds it by what it shows. */}
        <Button look="ghost" onClick={() => setShown((s) => !s)}>
          {shown ? passwordTexts.hide : passwordTexts.show}
          <span className="ms-visually-hidden"> {label}</span>
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="ms-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ms-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

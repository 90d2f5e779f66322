import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { copyText } from '../../ui/copy-text';
import { Button, ErrorText } from '../../ui/kit/kit';
import { FormEnd, requiredText, TextAreaField, TextField } from './forms';
import { staffTexts } from './texts';
import './staff.css';

// Actions that need a word from the staff member before they go (a refusal's reason, a member to
// credit), and the one-time secret a reset answers with.

export interface NoteActionProps {
  /** The action's Thai name: the button that opens the form and the one that sends it. */
  label: string;
  /** The field's Thai label ("เหตุผลที่แจ้งสมาชิก"). */
  fieldLabel: string;
  hint?: string;
  /** Required unless false; then an empty note sends `undefined`. */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** One line (a username) instead of a text area. */
  singleLine?: boolean;
  /** Sends it; the form closes when this resolves and stays, with what was typed, when it rejects. */
  submit: (note: string | undefined) => Promise<unknown>;
  /** The API's refusal, shown under the form. */
  error: string | null;
  pending: boolean;
  /** Reset the action's last refusal when the form opens or closes. */
  onToggle?: () => void;
  look?: 'gold' | 'ghost';
}

/** A button that opens a small form asking for one text (a reason, a username), then does the action. */
export function NoteAction({
  label,
  fieldLabel,
  hint,
  required = true,
  minLength = 1,
  maxLength = 300,
  singleLine = false,
  submit,
  error,
  pending,
  onToggle,
  look = 'ghost',
}: NoteActionProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const toggle = (next: boolean) => {
    setOpen(next);
    onToggle?.();
    if (!next) form.reset();
  };
  if (!open) {
    return (
      <Button small look={look} onClick={() => toggle(true)}>
        {label}
      </Button>
    );
  }
  const rules = required
    ? requiredText(fieldLabel, { min: minLength, max: maxLength })
    : { validate: (value: unknown) => (typeof value === 'string' && value.trim().length > maxLength ? staffTexts.tooLong(fieldLabel, maxLength) : true) };
  const send = form.handleSubmit(async ({ note }) => {
    const text = note.trim();
    try {
      await submit(text === '' ? undefined : text);
      toggle(false);
    } catch {
      // The refusal is shown by the caller's `error`; the note stays as typed.
    }
  });
  return (
    <form className="bo-note-action" aria-label={label} onSubmit={send} noValidate>
      {singleLine ? (
        <TextField form={form} name="note" label={fieldLabel} hint={hint} rules={rules} autoComplete="off" />
      ) : (
        <TextAreaField form={form} name="note" label={fieldLabel} hint={hint} rules={rules} rows={2} />
      )}
      <FormEnd label={label} pending={pending} error={error}>
        <Button small look="ghost" onClick={() => toggle(false)}>
          {staffTexts.cancel}
        </Button>
      </FormEnd>
    </form>
  );
}

export interface OneTimeSecretProps {
  /** What it is ("รหัสผ่านชั่วคราวของ somchai"). */
  title: string;
  value: string;
  /** What the staff member must tell its owner. */
  note: string;
  /** The copy button's Thai name ("คัดลอกรหัสผ่าน"). */
  copyLabel?: string;
  onDone: () => void;
}

/** A secret made for someone (a password), shown this once with a copy button; closed for good by "done". */
export function OneTimeSecret({ title, value, note, copyLabel = staffTexts.copy, onDone }: OneTimeSecretProps) {
  const valueRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    const how = await copyText(value, valueRef.current);
    setCopied(how === 'copied' ? staffTexts.copied : staffTexts.copySelected);
  };
  return (
    <section className="bo-secret ms-warning" aria-label={title}>
      <p className="ms-strong">{title}</p>
      <p>
        <code ref={valueRef} className="bo-secret__value">
          {value}
        </code>
      </p>
      <p>{note}</p>
      <p className="ms-hint">{staffTexts.shownOnce}</p>
      <div className="bo-form-end__buttons">
        <Button small onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Button small look="ghost" onClick={onDone}>
          {staffTexts.done}
        </Button>
      </div>
      <p role="status" className="ms-hint">
        {copied}
      </p>
    </section>
  );
}

/** A button for an action that needs no word (claim, approve), with the API's refusal next to it. */
export function ActionButton({ label, run, pending, look = 'ghost' }: { label: string; run: () => void; pending: boolean; look?: 'gold' | 'ghost' }) {
  return (
    <Button small look={look} disabled={pending} aria-busy={pending || undefined} onClick={run}>
      {label}
    </Button>
  );
}

/** The API's refusal of a row's action, beside the row's buttons. */
export function ActionError({ children }: { children: string | null }) {
  return <ErrorText>{children}</ErrorText>;
}

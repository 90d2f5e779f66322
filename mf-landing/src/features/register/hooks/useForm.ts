import { useCallback, useRef, useState } from 'react';

type Values = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V & string, string>>;

export interface FormOptions<V extends Values> {
  initial: V;
  /** Fields in screen order: the first invalid one gets the focus on submit. */
  order: readonly (keyof V & string)[];
  validate: (field: keyof V & string, values: V) => string | undefined;
  /** A change to the key re-checks these fields too, once they have been touched. */
  dependents?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
}

/** Props for a text-like field (input or select). */
export interface TextBinding {
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

export interface CheckBinding {
  checked: boolean;
  error: string | undefined;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

export interface Form<V extends Values> {
  values: V;
  errors: Errors<V>;
  /** Some value differs from the one the form started with: input not sent yet (the leave guard's cue). */
  changed: boolean;
  /** Checks every field, shows every message and focuses the first invalid field. */
  validateAll(): boolean;
  /**
   * A message from the server under a field; it stays until that field, or one of `alsoClearedBy`
   * (the other fields the message may be about), changes.
   */
  setServerError(field: keyof V & string, message: string, alsoClearedBy?: readonly (keyof V & string)[]): void;
  focus(field: keyof V & string): void;
  text(field: keyof V & string): TextBinding;
  check(field: keyof V & string): CheckBinding;
}

/**
 * Form state with Thai inline validation: a field is checked when it loses focus (once the
 * visitor has changed it) and on submit; a field showing a message is re-checked as it is edited,
 * so the message goes as soon as the value is right. Values are never reset here: whatever
 * happens, the form keeps what was typed.
 */
export function useForm<V extends Values>({ initial, order, validate, dependents = {} }: FormOptions<V>): Form<V> {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [start] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Errors<V>>({});
  const [serverErrors, setServerErrors] = useState<Errors<V>>({});
  /** For each field showing a server message, the fields whose change clears it. */
  const clearedBy = useRef(new Map<Field, readonly Field[]>());
  const valuesRef = useRef(values);
  const dirty = useRef(new Set<Field>());
  const submitted = useRef(false);
  const elements = useRef(new Map<Field, HTMLElement | null>());

  const change = (field: Field, value: V[Field]) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    dirty.current.add(field);
    setValues(next);
    setServerErrors((current) => {
      const stale = order.filter((shown) => current[shown] !== undefined && (clearedBy.current.get(shown) ?? [shown]).includes(field));
      return stale.length === 0 ? current : { ...current, ...Object.fromEntries(stale.map((shown) => [shown, undefined])) };
    });
    setClientErrors((current) => {
      const updated = { ...current };
      if (current[field] !== undefined) updated[field] = validate(field, next);
      for (const other of dependents[field] ?? []) {
        if (current[other] !== undefined || dirty.current.has(other)) updated[other] = validate(other, next);
      }
      return updated;
    });
  };

  const blur = (field: Field) => {
    if (!dirty.current.has(field) && !submitted.current) return;
    setClientErrors((current) => ({ ...current, [field]: validate(field, valuesRef.current) }));
  };

  const focus = useCallback((field: Field) => elements.current.get(field)?.focus(), []);

  const refCallbacks = useRef(new Map<Field, (element: HTMLElement | null) => void>());
  const refFor = (field: Field) => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element) => void elements.current.set(field, element);
      refCallbacks.current.set(field, callback);
    }
    return callback;
  };

  const errors: Errors<V> = {};
  for (const field of order) {
    const message = clientErrors[field] ?? serverErrors[field];
    if (message !== undefined) errors[field] = message;
  }

  return {
    values,
    errors,
    changed: order.some((field) => values[field] !== start[field]),
    validateAll() {
      submitted.current = true;
      const found: Errors<V> = {};
      for (const field of order) found[field] = validate(field, valuesRef.current);
      setClientErrors(found);
      const firstInvalid = order.find((field) => found[field] !== undefined || serverErrors[field] !== undefined);
      if (firstInvalid) focus(firstInvalid);
      return firstInvalid === undefined;
    },
    setServerError(field, message, alsoClearedBy = []) {
      clearedBy.current.set(field, [field, ...alsoClearedBy]);
      setServerErrors((current) => ({ ...current, [field]: message }));
    },
    focus,
    text(field) {
      return {
        value: String(values[field]),
        error: errors[field],
        onValueChange: (value) => change(field, value as V[Field]),
        onBlur: () => blur(field),
        inputRef: refFor(field),
      };
    },
    check(field) {
      return {
        checked: values[field] === true,
        error: errors[field],
        onCheckedChange: (checked) => change(field, checked as V[Field]),
        onBlur: () => blur(field),
        inputRef: refFor(field),
      };
    },
  };
}

import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAmountInput } from '../../contract/money';
import { Button, Field } from '../../ui/kit/kit';
import { staffTexts } from './texts';
import './staff.css';

// A list's filters live in the address (?status=paid&q=somchai&page=2): a filtered view can be
// reloaded, bookmarked and sent to a colleague. A choice (a select, a day) applies at once; typed
// text applies when the staff member searches (the button or Enter), so a half-typed name sends
// nothing.

interface FieldBase {
  /** The search parameter. */
  name: string;
  /** The Thai label. */
  label: string;
  hint?: string;
}

export type FilterField =
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[]; initial?: string })
  | (FieldBase & { kind: 'text' | 'amount' })
  /** `initial`: the day when the address names none (today, for a report). */
  | (FieldBase & { kind: 'date'; initial?: string });

export type FilterValues<F extends readonly FilterField[]> = { [K in F[number]['name']]: string };

function initialOf(field: FilterField): string {
  if (field.kind === 'select') return field.initial ?? field.options[0]?.value ?? '';
  return field.kind === 'date' ? (field.initial ?? '') : '';
}

function valueOf(field: FilterField, params: URLSearchParams): string {
  const value = params.get(field.name);
  if (value === null) return initialOf(field);
  if (field.kind === 'select' && !field.options.some((option) => option.value === value)) return initialOf(field);
  if (field.kind === 'amount' && !isAmountInput(value)) return '';
  if (field.kind === 'date' && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return initialOf(field);
  return value;
}

/** The page number in the address (1 when none or not a page). */
function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The filters' values as the address holds them (the select's default when it holds none), the
 * page, and setters that write the address. `fields` must be stable (module scope, or memoised).
 */
export function useFilters<F extends readonly FilterField[]>(fields: F) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, valueOf(field, params)])) as FilterValues<F>, [fields, params]);
  const page = pageOf(params);

  /** Applies some values; any filter change goes back to page 1. */
  const apply = (changes: Partial<Record<string, string>>) => {
    const next = new URLSearchParams(params);
    for (const field of fields) {
      const value = changes[field.name];
      if (value === undefined) continue;
      if (value === '' || value === initialOf(field)) next.delete(field.name);
      else next.set(field.name, value);
    }
    next.delete('page');
    setParams(next);
  };
  const setPage = (to: number) => {
    const next = new URLSearchParams(params);
    if (to <= 1) next.delete('page');
    else next.set('page', String(to));
    setParams(next);
  };
  const reset = () => apply(Object.fromEntries(fields.map((field) => [field.name, initialOf(field)])));
  const filtered = fields.some((field) => values[field.name as keyof FilterValues<F>] !== initialOf(field));
  return { values, page, apply, setPage, reset, filtered };
}

type Filters = ReturnType<typeof useFilters>;

/** The filter bar over a list: labelled controls bound to the address. */
export function Filters({ fields, filters, label = staffTexts.filters }: { fields: readonly FilterField[]; filters: Filters; label?: string }) {
  const typed = fields.filter((field) => field.kind === 'text' || field.kind === 'amount');
  const values = filters.values as Record<string, string>;
  const appliedDrafts = () => Object.fromEntries(typed.map((field) => [field.name, values[field.name] ?? '']));
  const applied = JSON.stringify(appliedDrafts());
  const [typing, setTyping] = useState(() => ({ applied, drafts: appliedDrafts() }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  // The address changed by itself (back, a shared link, clear): the boxes show what is applied.
  if (typing.applied !== applied) setTyping({ applied, drafts: appliedDrafts() });
  const drafts = typing.drafts;
  const setDraft = (name: string, value: string) => setTyping((current) => ({ ...current, drafts: { ...current.drafts, [name]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of typed) {
      const draft = (drafts[field.name] ?? '').trim();
      if (field.kind === 'amount' && draft !== '' && !isAmountInput(draft)) found[field.name] = staffTexts.amountInvalid;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    filters.apply(Object.fromEntries(typed.map((field) => [field.name, (drafts[field.name] ?? '').trim()])));
  };

  return (
    <form className="bo-filters" role="search" aria-label={label} onSubmit={submit} noValidate>
      {fields.map((field) => (
        <Field key={field.name} label={field.label} hint={field.hint} error={problems[field.name]}>
          {(control) =>
            field.kind === 'select' ? (
              <select className="ms-input" {...control} value={values[field.name]} onChange={(event) => filters.apply({ [field.name]: event.target.value })}>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.kind === 'date' ? (
              <input
                className="ms-input"
                type="date"
                {...control}
                value={values[field.name]}
                onChange={(event) => filters.apply({ [field.name]: event.target.value })}
              />
            ) : (
              <input
                className="ms-input"
                type={field.kind === 'amount' ? 'text' : 'search'}
                inputMode={field.kind === 'amount' ? 'decimal' : undefined}
                autoComplete="off"
                {...control}
                value={drafts[field.name] ?? ''}
                onChange={(event) => setDraft(field.name, event.target.value)}
              />
            )
          }
        </Field>
      ))}
      <div className="bo-filters__end">
        {typed.length > 0 ? (
          <Button small type="submit">
            {staffTexts.search}
          </Button>
        ) : null}
        {filters.filtered ? (
          <Button small look="ghost" onClick={filters.reset}>
            {staffTexts.clearFilters}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Previous / next under a paged list, writing the page to the address; nothing when one page holds it all. */
export function Pager({ filters, pageSize, total }: { filters: Pick<Filters, 'page' | 'setPage'>; pageSize: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const { page, setPage } = filters;
  if (pages <= 1 && page <= 1) return <p className="bo-count">{staffTexts.total(total)}</p>;
  return (
    <nav className="bo-pager" aria-label={staffTexts.pager}>
      <Button small look="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {staffTexts.previous}
      </Button>
      <span>
        {staffTexts.pageOf(page, pages)} · {staffTexts.total(total)}
      </span>
      <Button small look="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {staffTexts.next}
      </Button>
    </nav>
  );
}

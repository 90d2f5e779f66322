import { useCallback, useRef, useState } from 'react';
import { errorText, limitPeriods, limitProblem, useApi, type DepositLimits, type LimitPeriodName } from '@member-site/shared';
import { cancelPendingLimit, saveDepositLimits } from '../api/limits';
import { limitTexts } from '../texts';

export interface LimitsForm {
  limits: DepositLimits;
  values: Record<LimitPeriodName, string>;
  errors: Partial<Record<LimitPeriodName | 'form', string>>;
  sending: boolean;
  /** What the last save or cancel did, announced; null before any. */
  done: string | null;
}

/** "500.00" → "500": limits are whole baht, so the field shows what a member would type. */
const wholeBaht = (limit: string | null): string => (limit === null ? '' : limit.replace(/\.00$/, ''));

const valuesOf = (limits: DepositLimits): LimitsForm['values'] => ({
  day: wholeBaht(limits.day.limit),
  week: wholeBaht(limits.week.limit),
  month: wholeBaht(limits.month.limit),
});

function problems(values: LimitsForm['values'], minAmount: string): LimitsForm['errors'] {
  const errors: LimitsForm['errors'] = {};
  for (const period of limitPeriods) {
    const typed = values[period].trim();
    const problem = typed === '' ? null : limitProblem(typed, minAmount);
    if (problem) errors[period] = problem;
  }
  return errors;
}

const hasPending = (limits: DepositLimits): boolean => limitPeriods.some((p) => limits[p].pending !== null);

/**
 * The three limits as typed (an empty field: no limit). Checked in the browser with the API's own
 * rule, then sent together; every error keeps what was typed. A success shows the limits in force.
 */
export function useDepositLimits(initial: DepositLimits) {
  const api = useApi();
  const [form, setForm] = useState<LimitsForm>({ limits: initial, values: valuesOf(initial), errors: {}, sending: false, done: null });
  const busy = useRef(false);

  const setValue = useCallback((period: LimitPeriodName, value: string) => {
    setForm((f) => ({ ...f, values: { ...f.values, [period]: value }, errors: { ...f.errors, [period]: undefined, form: undefined }, done: null }));
  }, []);

  const run = useCallback(async (request: () => Promise<DepositLimits>, doneText: (limits: DepositLimits) => string) => {
    if (busy.current) return;
    busy.current = true;
    setForm((f) => ({ ...f, sending: true, errors: {}, done: null }));
    try {
      const limits = await request();
      setForm({ limits, values: valuesOf(limits), errors: {}, sending: false, done: doneText(limits) });
    } catch (error) {
      setForm((f) => ({ ...f, sending: false, errors: { form: errorText(error) } }));
    } finally {
      busy.current = false;
    }
  }, []);

  const submit = useCallback(async () => {
    const errors = problems(form.values, form.limits.minAmount);
    if (Object.keys(errors).length > 0) {
      setForm((f) => ({ ...f, errors, done: null }));
      return;
    }
    const typed = (period: LimitPeriodName): string | null => form.values[period].trim() || null;
    await run(
      () => saveDepositLimits(api, { day: typed('day'), week: typed('week'), month: typed('month') }),
      (limits) => (hasPending(limits) ? limitTexts.savedWaiting : limitTexts.saved),
    );
  }, [api, form, run]);

  const cancel = useCallback(
    (period: LimitPeriodName) =>
      run(
        () => cancelPendingLimit(api, period),
        () => limitTexts.cancelled,
      ),
    [api, run],
  );

  return { form, setValue, submit, cancel };
}

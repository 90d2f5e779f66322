import { useCallback, useRef, useState } from 'react';
import {
  compareAmounts,
  confirmDialog,
  errorText,
  formatMoneyText,
  subtractAmounts,
  useApi,
  useSession,
  type WithdrawalRecord,
  withdrawMessages,
  type WithdrawOptions,
} from '@member-site/shared';
import { amountProblem } from '../../../lib/amount';
import { bankName } from '../../../lib/banks';
import { isDefiniteRefusal } from '../../../lib/errors';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { createWithdrawal } from '../api/withdraw';
import { withdrawTexts } from '../texts';

export interface WithdrawForm {
  amount: string;
  /** The browser's check of the amount, or the API's refusal (as text). */
  error: string | null;
  sending: boolean;
  /** The last attempt ended without an answer: the next one re-sends it under the same key. */
  unsure: boolean;
}

/**
 * One withdrawal attempt = one idempotency key. The key outlives a network error or timeout (the
 * API may have made the withdrawal: the retry must find it, not make a second one) and is
 * dropped only after a success or a definite refusal. A ref, not state, guards against a double
 * click: both clicks run before React re-renders the disabled button.
 */
export function useWithdraw(options: WithdrawOptions, onDone: (record: WithdrawalRecord, options: WithdrawOptions | undefined) => void) {
  const api = useApi();
  const session = useSession();
  const [form, setForm] = useState<WithdrawForm>({ amount: '', error: null, sending: false, unsure: false });
  const key = useRef<string | null>(null);
  const busy = useRef(false);

  const setAmount = useCallback((amount: string) => setForm((f) => ({ ...f, amount, error: null })), []);

  const submit = useCallback(async () => {
    if (busy.current) return;
    // More than may leave now: refused here, before the confirmation, in the API's own words.
    const problem =
      amountProblem(form.amount, options) ?? ((compareAmounts(form.amount, options.withdrawable) ?? 0) > 0 ? withdrawMessages.overWithdrawable : null);
    if (problem) {
      setForm((f) => ({ ...f, error: problem }));
      return;
    }
    busy.current = true;
    try {
      if (!(await confirmWithdrawal(form.amount, options))) return;
      setForm((f) => ({ ...f, sending: true, error: null }));
      key.current ??= newIdempotencyKey();
      try {
        const { credit, options: after, ...record } = await createWithdrawal(api, form.amount, key.current);
        key.current = null;
        // The answer's credit when it carries one (one request per click), else read it again.
        if (credit === undefined) void session.refreshBalance();
        else session.showCredit(credit);
        setForm({ amount: '', error: null, sending: false, unsure: false });
        onDone(record, after);
      } catch (error) {
        const refused = isDefiniteRefusal(error);
        if (refused) key.current = null;
        // The typed amount stays: the member fixes it or simply tries again.
        setForm((f) => ({ ...f, sending: false, error: errorText(error), unsure: !refused }));
      }
    } finally {
      busy.current = false;
    }
  }, [api, session, form.amount, options, onDone]);

  return { form, setAmount, submit };
}

/** Amount, fee, net and the destination, before anything is sent. */
function confirmWithdrawal(amount: string, options: WithdrawOptions): Promise<boolean> {
  const net = subtractAmounts(amount, options.fee);
  const account = `${bankName(options.account.bankCode, options.account.bankName)} ${options.account.accountNumberMasked} (${options.account.accountName})`;
  return confirmDialog(
    withdrawTexts.confirmTitle,
    withdrawTexts.confirmText(formatMoneyText(amount), formatMoneyText(options.fee), net === null ? '-' : formatMoneyText(net), account),
  );
}

import { formatMoneyText } from '@member-site/shared';
import {
  FormEnd,
  TextAreaField,
  TextField,
  requiredText,
  staffAdjustmentCreateEndpoint,
  staffApprovalsEndpoint,
  staffTexts,
  useStaffMutation,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adjustmentTexts as t } from '../texts';

interface AdjustmentValues {
  username: string;
  amount: string;
  reason: string;
}

const blank: AdjustmentValues = { username: '', amount: '', reason: '' };
/** Signed baht, two decimals at most (the contract's pattern). */
const signedAmount = /^-?[0-9]{1,9}(\.[0-9]{1,2})?$/;

function amountProblem(value: string): string | true {
  const text = value.trim();
  if (text === '') return staffTexts.required(t.amount);
  if (!signedAmount.test(text)) return t.amountInvalid;
  return /[1-9]/.test(text) || t.amountZero;
}

/** A request to change a member's balance: it waits for a second staff member's approval. */
export function AdjustmentForm() {
  const form = useForm<AdjustmentValues>({ defaultValues: blank });
  const [sent, setSent] = useState<string | null>(null);
  const create = useStaffMutation(staffAdjustmentCreateEndpoint, {
    input: (body: AdjustmentValues) => ({ body }),
    refreshes: [staffApprovalsEndpoint],
    onSuccess: (answer) => {
      setSent(t.sent(answer.member.username, formatMoneyText(answer.amount)));
      form.reset(blank);
    },
  });
  const submit = form.handleSubmit((values) => {
    setSent(null);
    create.mutate({ username: values.username.trim(), amount: values.amount.trim(), reason: values.reason.trim() });
  });
  return (
    <>
      <form className="bo-form" aria-label={t.formTitle} onSubmit={submit} noValidate>
        <TextField form={form} name="username" label={t.username} autoComplete="off" rules={requiredText(t.username, { max: 64 })} />
        <TextField form={form} name="amount" label={t.amount} hint={t.amountHint} inputMode="decimal" autoComplete="off" rules={{ validate: amountProblem }} />
        <div className="bo-wide">
          <TextAreaField form={form} name="reason" label={t.reason} hint={t.reasonHint} rules={requiredText(t.reason, { min: 3, max: 300 })} />
        </div>
        <FormEnd label={t.submit} pending={create.isPending} error={create.errorText} />
      </form>
      {sent ? (
        <p className="ms-success" role="status">
          {sent}
        </p>
      ) : null}
    </>
  );
}

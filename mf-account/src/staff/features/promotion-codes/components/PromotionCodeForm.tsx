import { isAmountInput, isPositiveAmount } from '@member-site/shared';
import {
  bangkokInstant,
  FormEnd,
  SelectField,
  TextField,
  staffPromotionCodeCreateEndpoint,
  staffPromotionCodesEndpoint,
  staffTexts,
  useStaffMutation,
  type PromotionCodeRule,
  type StaffPromotionCodeCreate,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { promotionRuleLabel } from '../../../components/texts';
import { codeTexts as t } from '../texts';

interface CodeValues {
  code: string;
  amount: string;
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  rule: PromotionCodeRule;
  minDeposit: string;
}

const blank: CodeValues = { code: '', amount: '', startsAt: '', endsAt: '', maxRedemptions: '', rule: 'none', minDeposit: '' };
const ruleOptions = (Object.keys(promotionRuleLabel) as PromotionCodeRule[]).map((rule) => ({ value: rule, label: promotionRuleLabel[rule] }));

/** What the form holds, as the API takes it: times in Bangkok with their offset, empty fields left out. */
export function codeRequest(values: CodeValues): StaffPromotionCodeCreate {
  const request: StaffPromotionCodeCreate = { code: values.code.trim(), amount: values.amount.trim(), rule: values.rule };
  if (values.startsAt) request.startsAt = bangkokInstant(values.startsAt);
  if (values.endsAt) request.endsAt = bangkokInstant(values.endsAt);
  if (values.maxRedemptions.trim()) request.maxRedemptions = Number.parseInt(values.maxRedemptions.trim(), 10);
  if (values.minDeposit.trim()) request.minDeposit = values.minDeposit.trim();
  return request;
}

const optionalAmount = (value: string) => value.trim() === '' || isAmountInput(value.trim()) || staffTexts.amountInvalid;

/** A new promotion code. */
export function PromotionCodeForm() {
  const form = useForm<CodeValues>({ defaultValues: blank });
  const [created, setCreated] = useState<string | null>(null);
  const create = useStaffMutation(staffPromotionCodeCreateEndpoint, {
    input: (body: StaffPromotionCodeCreate) => ({ body }),
    refreshes: [staffPromotionCodesEndpoint],
    onSuccess: (answer) => {
      setCreated(t.created(answer.code));
      form.reset(blank);
    },
  });
  const submit = form.handleSubmit((values) => {
    setCreated(null);
    create.mutate(codeRequest(values));
  });
  return (
    <form className="bo-form" aria-label={t.formTitle} onSubmit={submit} noValidate>
      <TextField
        form={form}
        name="code"
        label={t.code}
        hint={t.codeHint}
        autoComplete="off"
        rules={{
          validate: (value: string) => (value.trim() === '' ? staffTexts.required(t.code) : /^[A-Za-z0-9_-]{3,32}$/.test(value.trim()) || t.codeInvalid),
        }}
      />
      <TextField
        form={form}
        name="amount"
        label={t.amount}
        inputMode="decimal"
        autoComplete="off"
        rules={{
          validate: (value: string) => {
            const text = value.trim();
            if (text === '') return staffTexts.required(t.amount);
            if (!isAmountInput(text)) return staffTexts.amountInvalid;
            return isPositiveAmount(text) || t.amountZero;
          },
        }}
      />
      <TextField form={form} name="startsAt" label={t.startsAt} hint={t.startsAtHint} type="datetime-local" />
      <TextField
        form={form}
        name="endsAt"
        label={t.endsAt}
        hint={t.endsAtHint}
        type="datetime-local"
        rules={{ validate: (value: string, values: CodeValues) => !value || !values.startsAt || value > values.startsAt || t.endsBeforeStart }}
      />
      <TextField
        form={form}
        name="maxRedemptions"
        label={t.maxRedemptions}
        hint={t.maxHint}
        inputMode="numeric"
        autoComplete="off"
        rules={{
          validate: (value: string) => {
            const text = value.trim();
            if (text === '') return true;
            return (/^[1-9][0-9]{0,7}$/.test(text) && Number.parseInt(text, 10) <= 10_000_000) || t.maxInvalid;
          },
        }}
      />
      <SelectField form={form} name="rule" label={t.rule} options={ruleOptions} />
      <TextField
        form={form}
        name="minDeposit"
        label={t.minDeposit}
        hint={t.minDepositHint}
        inputMode="decimal"
        autoComplete="off"
        rules={{ validate: optionalAmount }}
      />
      <FormEnd label={t.create} pending={create.isPending} error={create.errorText}>
        {created ? (
          <span className="bo-done" role="status">
            {created}
          </span>
        ) : null}
      </FormEnd>
    </form>
  );
}

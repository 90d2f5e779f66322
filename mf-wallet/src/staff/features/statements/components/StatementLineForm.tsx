import { isAmountInput, isPositiveAmount, thaiBanks } from '@member-site/shared';
import {
  Facts,
  FormEnd,
  Money,
  SelectField,
  TextField,
  requiredText,
  staffTexts,
  staffDepositsEndpoint,
  staffHeldTransfersEndpoint,
  staffStatementLineEndpoint,
  useStaffMutation,
  type StatementLineInput,
  type StatementLineResult,
} from '@member-site/shared/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MemberCell } from '../../../components/cells';
import { moneyTexts } from '../../../components/texts';
import { statementTexts as t } from '../texts';
import { LineOutcome } from './LineOutcome';

const bankChoices = thaiBanks.map((bank) => ({ value: bank.code, label: bank.name }));
const blank: StatementLineInput = { transRef: '', fromBank: 'KBANK', fromAccount: '', amount: '' };

/** One statement line typed by hand: matched and credited (or held) as the bank feed's would be. */
export function StatementLineForm() {
  const form = useForm<StatementLineInput>({ defaultValues: blank });
  const [result, setResult] = useState<StatementLineResult | null>(null);
  const save = useStaffMutation(staffStatementLineEndpoint, {
    input: (line: StatementLineInput) => ({ body: line }),
    refreshes: [staffDepositsEndpoint, staffHeldTransfersEndpoint],
    onSuccess: (answer) => {
      setResult(answer);
      form.reset(blank);
    },
  });
  const submit = form.handleSubmit((values) => {
    setResult(null);
    save.mutate({ ...values, transRef: values.transRef.trim(), fromAccount: values.fromAccount.trim(), amount: values.amount.trim() });
  });
  return (
    <>
      <form className="bo-form" aria-label={t.lineTitle} onSubmit={submit} noValidate>
        <TextField
          form={form}
          name="transRef"
          label={t.transRef}
          autoComplete="off"
          rules={{ ...requiredText(t.transRef), pattern: { value: /^\s*[A-Za-z0-9_-]{4,64}\s*$/, message: t.transRefInvalid } }}
        />
        <SelectField form={form} name="fromBank" label={t.fromBank} options={bankChoices} />
        <TextField
          form={form}
          name="fromAccount"
          label={t.fromAccount}
          hint={t.fromAccountHint}
          autoComplete="off"
          rules={{
            validate: (value: string) => (value.trim() === '' ? staffTexts.required(t.fromAccount) : /^.{4,32}$/.test(value.trim()) || t.fromAccountInvalid),
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
              if (text === '') return staffTexts.required(moneyTexts.amount);
              if (!isAmountInput(text)) return staffTexts.amountInvalid;
              return isPositiveAmount(text) || t.amountZero;
            },
          }}
        />
        <FormEnd label={t.saveLine} pending={save.isPending} error={save.errorText} />
      </form>
      {result ? (
        <section className="bo-card" aria-label={t.lineResult} role="status">
          <Facts
            items={[
              [t.transRef, result.transRef],
              [moneyTexts.amount, <Money key="a" amount={result.amount} unit />],
              [t.outcome, <LineOutcome key="o" line={result} />],
              [moneyTexts.member, <MemberCell key="m" member={result.member} />],
            ]}
          />
        </section>
      ) : null}
    </>
  );
}

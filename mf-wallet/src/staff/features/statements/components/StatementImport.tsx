import {
  FormEnd,
  readTextFile,
  SelectField,
  staffDepositsEndpoint,
  staffHeldTransfersEndpoint,
  staffStatementImportEndpoint,
  staffStatementImportsEndpoint,
  useStaffMutation,
  type StatementBank,
  type StatementImportResult,
} from '@member-site/shared/staff';
import { Field } from '@member-site/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bankOptions, statementTexts as t } from '../texts';
import { ImportResult } from './ImportResult';

/** The API's limit on the file's text. */
const maxContent = 2_000_000;
const maxFileName = 120;

interface ImportForm {
  bank: StatementBank;
  file: FileList | null;
}

/** A bank's CSV export: chosen, read here as text (UTF-8, else Windows-874), sent, and its result shown. */
export function StatementImport() {
  const form = useForm<ImportForm>({ defaultValues: { bank: 'kbank', file: null } });
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [reading, setReading] = useState(false);
  const send = useStaffMutation(staffStatementImportEndpoint, {
    input: (body: { bank: StatementBank; fileName: string; content: string }) => ({ body }),
    refreshes: [staffStatementImportsEndpoint, staffDepositsEndpoint, staffHeldTransfersEndpoint],
    onSuccess: (answer) => setResult(answer),
  });
  const submit = form.handleSubmit(async ({ bank, file }) => {
    const chosen = file?.[0];
    if (!chosen) return;
    setResult(null);
    setReading(true);
    let content: string;
    try {
      content = await readTextFile(chosen);
    } catch {
      form.setError('file', { message: t.fileUnreadable });
      return;
    } finally {
      setReading(false);
    }
    if (content.length > maxContent) {
      form.setError('file', { message: t.fileTooLarge });
      return;
    }
    if (content.trim() === '') {
      form.setError('file', { message: t.fileUnreadable });
      return;
    }
    send.mutate({ bank, fileName: chosen.name.slice(-maxFileName) || 'statement.csv', content });
  });
  const fileProblem = form.formState.errors.file?.message;
  return (
    <>
      <form className="bo-form" aria-label={t.importTitle} onSubmit={submit} noValidate>
        <SelectField form={form} name="bank" label={t.bank} options={bankOptions} />
        <Field label={t.file} hint={t.fileHint} error={typeof fileProblem === 'string' ? fileProblem : undefined}>
          {(control) => (
            <input
              className="ms-input"
              type="file"
              accept=".csv,text/csv,text/plain"
              {...control}
              {...form.register('file', { validate: (files) => (files && files.length > 0) || t.fileRequired })}
            />
          )}
        </Field>
        <FormEnd label={t.importAction} pending={reading || send.isPending} error={send.errorText} />
      </form>
      {result ? <ImportResult result={result} /> : null}
    </>
  );
}

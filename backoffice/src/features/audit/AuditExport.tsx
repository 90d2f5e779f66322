import { ActionButton, ActionError, downloadText, staffAuditExportEndpoint, useStaffMutation, type AuditQuery } from '@member-site/shared/staff';
import { useState } from 'react';
import { auditTexts as t } from './texts';

/** The filtered trail as a CSV file: fetched as the API's export, handed to the browser as a download. */
export function AuditExport({ query }: { query: AuditQuery }) {
  const [done, setDone] = useState<{ rows: number; fileName: string; csv: string } | null>(null);
  const exportCsv = useStaffMutation(staffAuditExportEndpoint, {
    input: () => ({ query }),
    onSuccess: (answer) => {
      downloadText(answer.fileName, answer.csv);
      setDone(answer);
    },
  });
  return (
    <div className="bo-actions">
      <ActionButton
        label={t.export}
        pending={exportCsv.isPending}
        run={() => {
          setDone(null);
          exportCsv.mutate();
        }}
      />
      <ActionError>{exportCsv.errorText}</ActionError>
      {done ? (
        <p className="bo-done" role="status">
          {t.exported(done.rows, done.fileName)}
        </p>
      ) : null}
    </div>
  );
}

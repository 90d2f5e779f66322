import { createHash, randomBytes } from 'node:crypto';
import type { SiteBankAccount, StatementBank, StatementImportResult, StatementImportSummary, StatementLineResult } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run, transaction, type Db } from '../base/db';
import { instant } from '../base/clock';
import { formatSatang } from '../base/money';
import type { PromotionRule } from '../promotions/rules';
import { transferKey } from './held-transfers';
import { memberRef } from './staff-views';
import { staffMoneyErrors } from './staff-errors';
import { derivedReferences, parseStatement } from './statement-csv';
import { creditStatementLine, numberMatches, type StatementLine, type StatementOutcome } from './transfers';

// A bank's CSV export imported by staff (issue 35): every transfer in goes through the same
// matching as the operator's statement line (creditStatementLine: credited, credited before, or
// held), all lines and the import's record in one transaction. Each line's reference is
// derived from the line (statement-csv.ts), so importing the same file again credits nothing.

/** At most this much text (UTF-8) in one file. */
export const statementMaxBytes = 2 * 1024 * 1024;

/** What one line did, as the back office shows it. */
export async function lineResult(db: Db, transRef: string, amountSatang: number, outcome: StatementOutcome): Promise<StatementLineResult> {
  const base = { transRef, amount: formatSatang(amountSatang) };
  switch (outcome.kind) {
    case 'credited':
      return {
        ...base,
        outcome: 'credited',
        reason: null,
        member: await memberRef(db, outcome.deposit.member_id),
        depositId: outcome.deposit.id,
        heldId: null,
      };
    case 'alreadyCredited': {
      const earlier = await one<{ member_id: number; deposit_id: string }>(
        db,
        sql`SELECT member_id, deposit_id FROM credited_transfers WHERE trans_ref = ${transferKey(transRef)}`,
      );
      return {
        ...base,
        outcome: 'alreadyCredited',
        reason: null,
        member: await memberRef(db, earlier?.member_id ?? null),
        depositId: earlier?.deposit_id ?? null,
        heldId: null,
      };
    }
    case 'held':
      return {
        ...base,
        outcome: 'held',
        reason: outcome.held.reason,
        member: await memberRef(db, outcome.held.member_id),
        depositId: outcome.held.deposit_id,
        heldId: outcome.held.id,
      };
  }
}

const statementBankCode: Record<StatementBank, string> = { kbank: 'KBANK', scb: 'SCB' };

/** Every account the file names must be one of the site's receiving accounts at that bank. */
function checkAccounts(bank: StatementBank, accounts: readonly string[], siteAccounts: readonly SiteBankAccount[]): void {
  const ours = siteAccounts.filter((site) => site.bankCode === statementBankCode[bank]);
  const other = accounts.find((account) => !ours.some((site) => numberMatches(account, site.accountNumber)));
  if (other !== undefined) throw staffMoneyErrors.statementOtherAccount(other);
}

interface ImportRow {
  id: string;
  bank: StatementBank;
  file_name: string;
  file_sha256: string;
  imported_by: string;
  imported_at: number;
  credited: number;
  already_credited: number;
  held: number;
  skipped: number;
}

function summaryOf(row: ImportRow): StatementImportSummary {
  return {
    id: row.id,
    bank: row.bank,
    fileName: row.file_name,
    importedBy: row.imported_by,
    importedAt: instant(row.imported_at),
    credited: row.credited,
    alreadyCredited: row.already_credited,
    held: row.held,
    skipped: row.skipped,
  };
}

/** The latest imports, newest first. */
export async function listImports(db: Db): Promise<StatementImportSummary[]> {
  return (await all<ImportRow>(db, sql`SELECT * FROM statement_imports ORDER BY imported_at DESC, rowid DESC LIMIT 100`)).map(summaryOf);
}

export interface StatementImportInput {
  bank: StatementBank;
  fileName: string;
  content: string;
  importedBy: string;
  nowSeconds: number;
  siteAccounts: readonly SiteBankAccount[];
  promotions: readonly PromotionRule[];
  /** Called inside the import's transaction (`tx`) with its result (the audit row). */
  record: (tx: Db, result: StatementImportResult, fileSha256: string) => Promise<void>;
}

/** Reads the file, credits or holds each transfer in, and records the import: all or nothing. */
export async function importStatement(db: Db, input: StatementImportInput): Promise<StatementImportResult> {
  if (Buffer.byteLength(input.content, 'utf8') > statementMaxBytes) throw staffMoneyErrors.statementTooLarge();
  const parsed = parseStatement(input.bank, input.content);
  checkAccounts(input.bank, parsed.accounts, input.siteAccounts);
  const references = derivedReferences(input.bank, parsed.lines);
  const fileSha256 = createHash('sha256').update(input.content, 'utf8').digest('hex');
  return transaction(db, async (tx): Promise<StatementImportResult> => {
    // One line after another: each line's matching reads what the lines before it wrote.
    const lines: StatementImportResult['lines'] = [];
    for (const [index, line] of parsed.lines.entries()) {
      const transRef = references[index] as string;
      const statementLine: StatementLine = {
        transRef,
        from: line.from,
        amountSatang: line.amountSatang,
        sentAt: line.sentAt,
        derived: true,
        ...(line.senderName ? { senderName: line.senderName } : {}),
      };
      const outcome = await creditStatementLine(tx, statementLine, input.promotions, input.nowSeconds);
      lines.push({ row: line.row, ...(await lineResult(tx, transRef, line.amountSatang, outcome)) });
    }
    const count = (outcome: StatementLineResult['outcome']): number => lines.filter((line) => line.outcome === outcome).length;
    const row: ImportRow = {
      id: `imp_${randomBytes(12).toString('base64url')}`,
      bank: input.bank,
      file_name: input.fileName,
      file_sha256: fileSha256,
      imported_by: input.importedBy,
      imported_at: input.nowSeconds,
      credited: count('credited'),
      already_credited: count('alreadyCredited'),
      held: count('held'),
      skipped: parsed.skipped.length,
    };
    await run(
      tx,
      sql`INSERT INTO statement_imports (id, bank, file_name, file_sha256, imported_by, imported_at, credited, already_credited, held, skipped)
          VALUES (${row.id}, ${row.bank}, ${row.file_name}, ${row.file_sha256}, ${row.imported_by}, ${row.imported_at}, ${row.credited},
                  ${row.already_credited}, ${row.held}, ${row.skipped})`,
    );
    const result: StatementImportResult = { ...summaryOf(row), lines, skippedRows: parsed.skipped };
    await input.record(tx, result, fileSha256);
    return result;
  });
}

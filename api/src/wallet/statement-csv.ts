import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { thaiBanks, type StatementBank } from '@member-site/shared/contract';
import { parseAmountInput } from '../base/money';
import { staffMoneyErrors } from './staff-errors';

// Bank statement exports staff import (issue 35; the layouts, their sources and what is assumed:
// docs/statement-imports.md). Only transfers in are kept; every other row after the column
// header says why it was left out. Neither export carries the bank's transaction reference, so
// each line's reference is derived from what it shows: the same file (or the same rows in an
// overlapping one) always gives the same references, and ADR 0014's key credits each once.

/** At most this many CSV records in one file. */
export const statementMaxLines = 5_000;

export interface StatementRow {
  /** The CSV record's number in the file, from 1 (a quoted cell may span lines). */
  row: number;
  amountSatang: number;
  /** Bangkok wall time as the export shows it, "2026-11-21T10:15" ("T" alone when it shows no time). */
  at: string;
  /** The same, in seconds since the epoch. */
  sentAt: number;
  /** The sending account as a masked number of its bank's length (xxxxxx3360); no bank, and the description's start, when the row names none. */
  from: { bankCode: string; accountNumber: string };
  senderName?: string;
  /** The row's description (details) as the export shows it. */
  description: string;
}

export interface ParsedStatement {
  /** The statement's own accounts as the file shows them (the title block's, or each row's): none, one, or more. */
  accounts: string[];
  lines: StatementRow[];
  skipped: { row: number; reason: string }[];
}

/** Why a row after the column header is not a transfer in (Thai, shown to staff). */
export const skipReasons = {
  notALine: 'ไม่ใช่รายการเดินบัญชี (แถวสรุปหรือหมายเหตุ)',
  balance: 'ยอดยกมาหรือยอดคงเหลือ ไม่ใช่รายการเงินเข้า',
  debit: 'รายการถอนหรือโอนออก ไม่ใช่เงินเข้า',
  noCredit: 'ไม่มียอดฝาก ไม่ใช่รายการเงินเข้า',
  amount: 'อ่านจำนวนเงินไม่ได้',
  date: 'อ่านวันที่หรือเวลาไม่ได้',
  interest: 'ดอกเบี้ยเงินฝาก ไม่ใช่เงินโอนจากสมาชิก',
} as const;

// ---- cells ------------------------------------------------------------------------------------

const clean = (cell: string | undefined): string => (cell ?? '').replace(/\s+/g, ' ').trim();
const label = (cell: string | undefined): string =>
  clean(cell)
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/');

/** "50,000.00" → 5000000 satang; null for anything else (never parseFloat). */
export function parseMoney(cell: string): number | null {
  const text = cell.replace(/[\s,]/g, '').replace(/^\+/, '');
  const satang = text === '' ? null : parseAmountInput(text);
  return satang !== null && satang > 0 ? satang : null;
}

/** Both calendars: a 4-digit year above 2400 is Buddhist (−543); a 2-digit one is 20YY below 50, else Buddhist 25YY. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 2) return year < 50 ? 2000 + year : 2500 + year - 543;
  return year > 2400 ? year - 543 : year;
}

/** "21-11-26" / "21/11/2026" / "21/11/2569" and "10:15" → Bangkok wall time and epoch seconds; null when not a real date. */
export function bangkokTime(dateCell: string, timeCell: string): { at: string; sentAt: number } | null {
  const date = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(clean(dateCell));
  if (!date) return null;
  const [, d = '', m = '', y = ''] = date;
  const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(clean(timeCell));
  const [hh, mm] = time ? [Number(time[1]), Number(time[2])] : [0, 0];
  const year = fullYear(y);
  const ms = Date.UTC(year, Number(m) - 1, Number(d), hh, mm) - 7 * 3600 * 1000;
  const check = new Date(ms + 7 * 3600 * 1000);
  if (Number.isNaN(ms) || check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(m) - 1 || hh > 23 || mm > 59) return null;
  const day = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const at = time ? `${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}` : `${day}T`;
  return { at, sentAt: ms / 1000 };
}

// ---- senders ----------------------------------------------------------------------------------

/** Bank codes as exports write them → the API's (shared/src/contract/banks.ts). */
const bankAliases: Record<string, string> = { KK: 'KKP', CIMB: 'CIMBT', UOB: 'UOBT', LHBANK: 'LHB', LH: 'LHB', TMB: 'TTB', TBANK: 'TTB' };

export const bankCodeOf = (code: string): string => {
  const upper = code.trim().toUpperCase();
  return bankAliases[upper] ?? upper;
};

/** The last digits an export shows, as a masked number of the bank's length (the ledger's matching compares digit by digit). */
function maskedTail(bankCode: string, digits: string): string {
  const length = thaiBanks.find((bank) => bank.code === bankCode)?.accountDigits ?? 10;
  return digits.length >= length ? digits : `${'x'.repeat(length - digits.length)}${digits}`;
}

interface Sender {
  bankCode: string;
  digits: string;
  name?: string;
}

const senderOf = (bank: string, digits: string, name: string | undefined): Sender => {
  const cut = name?.replace(/\+\+\s*$/, '').trim();
  return { bankCode: bankCodeOf(bank), digits, ...(cut ? { name: cut } : {}) };
};

/** KBank: "จาก X3360 นาย สมชาย++" (a KBank account), "From BBL X0824 NAME++", "From SMART SCB X9447 NAME". */
function kbankSender(details: string): Sender | null {
  const match = /^(?:จาก|from)\s+(?:smart\s+)?(?:([a-z]{2,8})\s+)?x(\d{3,8})\b\s*(.*)$/i.exec(details);
  return match ? senderOf(match[1] ?? 'KBANK', match[2] ?? '', match[3]) : null;
}

/** SCB: "Transfer from SCB x5334 NAME" (an SCB account) or "กสิกรไทย (KBANK) /X685027" (another bank's). */
function scbSender(description: string): Sender | null {
  const own = /^transfer from ([a-z]{2,8}) x(\d{3,8})\b\s*(.*)$/i.exec(description);
  if (own) return senderOf(own[1] ?? '', own[2] ?? '', own[3]);
  const other = /\(([a-z]{2,8})\)\s*\/\s*x(\d{3,8})\b/i.exec(description);
  return other ? senderOf(other[1] ?? '', other[2] ?? '', undefined) : null;
}

const interest = /ดอกเบี้ย|interest/i;
const balanceRow = /ยอดยกมา|ยอดยกไป|ยอดคงเหลือยกมา|beginning balance|ending balance|balance brought forward|balance carried forward/i;

// ---- layouts ----------------------------------------------------------------------------------

type Column = 'account' | 'date' | 'time' | 'type' | 'debit' | 'credit' | 'details';

interface Layout {
  /** Header labels (lower-case, spaces collapsed, no space around "/") of each column. */
  labels: Partial<Record<Column, readonly string[]>>;
  required: readonly Column[];
  sender: (details: string) => Sender | null;
  /** Where the statement names its own account: a column of each row, or a labelled cell above the header. */
  accountLabels: readonly string[];
}

const layouts: Record<StatementBank, Layout> = {
  // K BIZ "รายการเดินบัญชีเงินฝากออมทรัพย์ (มีรายละเอียด)" / "K-DEPOSIT STATEMENT OF SAVING ACCOUNT (WITH DETAIL)".
  kbank: {
    labels: {
      date: ['วันที่', 'date'],
      time: ['เวลา/วันที่มีผล', 'เวลา', 'time/eff.date', 'time'],
      type: ['รายการ', 'descriptions', 'description'],
      debit: ['ถอนเงิน', 'withdrawal'],
      credit: ['ฝากเงิน', 'deposit'],
      details: ['รายละเอียด', 'details'],
    },
    required: ['date', 'type', 'debit', 'credit', 'details'],
    sender: kbankSender,
    accountLabels: ['เลขที่บัญชีเงินฝาก', 'เลขที่บัญชี', 'account number'],
  },
  // SCB Business Anywhere's account activity CSV (English headers, an account column on every row).
  scb: {
    labels: {
      account: ['account number'],
      date: ['date'],
      time: ['time'],
      type: ['transaction code'],
      debit: ['debit amount'],
      credit: ['credit amount'],
      details: ['description'],
    },
    required: ['account', 'date', 'debit', 'credit', 'details'],
    sender: scbSender,
    accountLabels: [],
  },
};

type Columns = Partial<Record<Column, number>>;

/** The column header's positions, when this record is the header. */
function headerColumns(layout: Layout, record: string[]): Columns | null {
  const labels = record.map(label);
  const columns: Columns = {};
  for (const [column, names] of Object.entries(layout.labels) as [Column, readonly string[]][]) {
    const index = labels.findIndex((cell) => names.includes(cell));
    if (index >= 0) columns[column] = index;
  }
  return layout.required.every((column) => columns[column] !== undefined) ? columns : null;
}

/** A labelled value above the header ("เลขที่บัญชีเงินฝาก,,,,232-1-13326-9"): the next non-empty cell after the label. */
function labelledValue(records: string[][], labels: readonly string[]): string | null {
  for (const record of records) {
    const at = record.findIndex((cell) => labels.includes(label(cell)));
    const value =
      at >= 0
        ? record
            .slice(at + 1)
            .map(clean)
            .find((cell) => cell !== '')
        : undefined;
    if (value) return value;
  }
  return null;
}

type RowOutcome = { line: StatementRow } | { skip: string };

function readRow(layout: Layout, columns: Columns, record: string[], row: number): RowOutcome | null {
  const cell = (column: Column): string => (columns[column] === undefined ? '' : clean(record[columns[column] as number]));
  if (record.every((value) => clean(value) === '')) return null;
  const details = cell('details');
  const kind = cell('type');
  if (cell('date') === '') return { skip: skipReasons.notALine };
  if (balanceRow.test(kind) || balanceRow.test(details)) return { skip: skipReasons.balance };
  if (cell('debit') !== '') return { skip: skipReasons.debit };
  if (cell('credit') === '') return { skip: skipReasons.noCredit };
  const amountSatang = parseMoney(cell('credit'));
  if (amountSatang === null) return { skip: skipReasons.amount };
  const time = bangkokTime(cell('date'), cell('time'));
  if (!time) return { skip: skipReasons.date };
  if (interest.test(kind) || interest.test(details)) return { skip: skipReasons.interest };
  const sender = layout.sender(details);
  return {
    line: {
      row,
      amountSatang,
      ...time,
      // No sender shown (a cash deposit, a merchant settlement): held for staff, who see the description instead.
      from: sender
        ? { bankCode: sender.bankCode, accountNumber: maskedTail(sender.bankCode, sender.digits) }
        : { bankCode: '', accountNumber: details.slice(0, 64) },
      ...(sender?.name ? { senderName: sender.name } : {}),
      description: details,
    },
  };
}

/**
 * Reads a bank's export: the rows above the column header are the statement's title block, the
 * rows below it are lines, each a transfer in or a skipped row with its Thai reason. Refuses a
 * file with no header of the layout (another bank's file, not a CSV) or too many records.
 */
export function parseStatement(bank: StatementBank, text: string): ParsedStatement {
  const layout = layouts[bank];
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const records = parsed.data.filter((record) => Array.isArray(record));
  if (records.filter((record) => record.some((value) => clean(value) !== '')).length > statementMaxLines) {
    throw staffMoneyErrors.statementTooManyLines(statementMaxLines);
  }
  const headerAt = records.findIndex((record) => headerColumns(layout, record) !== null);
  if (headerAt < 0) throw staffMoneyErrors.statementUnreadable();
  const columns = headerColumns(layout, records[headerAt] as string[]) as Columns;
  const lines: StatementRow[] = [];
  const skipped: { row: number; reason: string }[] = [];
  const accounts = new Set<string>();
  const titled = labelledValue(records.slice(0, headerAt), layout.accountLabels);
  if (titled !== null) accounts.add(titled);
  records.slice(headerAt + 1).forEach((record, index) => {
    const row = headerAt + index + 2;
    const outcome = readRow(layout, columns, record, row);
    if (outcome === null) return;
    if ('skip' in outcome) skipped.push({ row, reason: outcome.skip });
    else lines.push(outcome.line);
    const own = columns.account === undefined ? '' : clean(record[columns.account]);
    if (own !== '') accounts.add(own);
  });
  return { accounts: [...accounts], lines, skipped };
}

// ---- references -------------------------------------------------------------------------------

/**
 * What identifies a line's transfer: never the description's wording, which K BIZ exports in Thai
 * or in English for the same transfer (a reference that followed it would credit the transfer
 * again from the other language's file). A row naming no sender has its description's start as
 * its sender (statementRows), and such a row is only ever held for staff.
 */
const referenceFields = (bank: StatementBank, line: StatementRow): string[] => [
  bank,
  line.at,
  String(line.amountSatang),
  `${line.from.bankCode}:${line.from.accountNumber}`,
];

/**
 * Each line's reference, derived from what the line shows (the export carries none): SHA-256 of
 * the bank, the date-time, the amount in satang, the sender's account and the line's occurrence
 * among identical lines of the file (0 for the first). "KBANK-" or "SCB-" and 48 hexadecimal
 * digits: the same rows always give the same references, in either language.
 */
export function derivedReferences(bank: StatementBank, lines: readonly StatementRow[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const fields = referenceFields(bank, line);
    const key = JSON.stringify(fields);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const hash = createHash('sha256')
      .update(JSON.stringify([...fields, occurrence]), 'utf8')
      .digest('hex');
    return `${bank.toUpperCase()}-${hash.slice(0, 48).toUpperCase()}`;
  });
}

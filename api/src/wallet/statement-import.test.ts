import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementImportList, StatementImportResult } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one } from '../base/db';
import { createDemoSlipVerifier } from './slip-verifier';
import { defaultWalletSettings } from './settings';
import { moneyTest, siteScbAccount, type MoneyTest } from '../app/testing/staff-money';
import { bangkokTime, derivedReferences, parseMoney, parseStatement, skipReasons } from './statement-csv';
import { nameKey, senderNameFits } from './sender-names';

// Bank statement CSV imports (issue 35, docs/statement-imports.md): only transfers in, each
// through the operator's matching, each credited once however often the file comes.

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const kbankTh = fixture('kbank-kbiz-th.csv');
const kbankEn = fixture('kbank-kbiz-en.csv');
const scb = fixture('scb-business-anywhere.csv');

describe('reading the exports', () => {
  it('reads K BIZ (Thai): the account above the header, transfers in with their senders, the rest skipped with a reason', () => {
    const parsed = parseStatement('kbank', kbankTh);
    expect(parsed.accounts).toEqual(['123-4-56789-0']);
    expect(parsed.lines.map((l) => [l.row, l.amountSatang, l.at, l.from.bankCode, l.from.accountNumber, l.senderName ?? null])).toEqual([
      [10, 50_000, '2026-11-21T08:05', 'KBANK', 'xxxxxx3360', 'นาย สมศักดิ์ ใจดี'],
      [11, 50_000, '2026-11-21T08:05', 'KBANK', 'xxxxxx3360', 'นาย สมศักดิ์ ใจดี'],
      [12, 125_000, '2026-11-21T08:31', 'BBL', 'xxxxxx0824', 'นางสาว วิภาวรรณ ศรีสุ'],
      [13, 40_000, '2026-11-21T09:12', 'KBANK', 'xxxxxx3360', 'นาง มาลี คนละคน'],
      [14, 30_000, '2026-11-21T09:40', 'SCB', 'xxxxxx4567', 'นาย สมชาย ทดลองเล่น'],
      [16, 80_000, '2026-11-21T09:50', 'KTB', 'xxxxxx9999', 'นาย ไม่มี ในระบบ'],
      [17, 15_000, '2026-11-21T09:55', '', 'จาก KB000001927650 ร้านค้าตัวอย่าง', null],
    ]);
    expect(parsed.skipped).toEqual([
      { row: 9, reason: skipReasons.balance },
      { row: 15, reason: skipReasons.debit },
      { row: 18, reason: skipReasons.interest },
      { row: 19, reason: skipReasons.debit },
    ]);
    // 08:05 Bangkok is 01:05 UTC.
    expect(parsed.lines[0]?.sentAt).toBe(Date.UTC(2026, 10, 21, 1, 5) / 1000);
  });

  it('reads K BIZ (English): multi-line header cells, "From SMART SCB X…"', () => {
    const parsed = parseStatement('kbank', kbankEn);
    expect(parsed.accounts).toEqual(['123-4-56789-0']);
    expect(parsed.lines.map((l) => [l.row, l.amountSatang, l.from.bankCode, l.from.accountNumber, l.senderName])).toEqual([
      [11, 50_000, 'KBANK', 'xxxxxx3360', 'MR. SOMSAK JAIDEE'],
      [12, 25_000, 'SCB', 'xxxxxx4567', 'SOMCHAI THODLONG'],
    ]);
    expect(parsed.skipped).toEqual([{ row: 10, reason: skipReasons.balance }]);
  });

  it('reads SCB Business Anywhere: the account on each row, both sender forms, debits and interest skipped', () => {
    const parsed = parseStatement('scb', scb);
    expect(parsed.accounts).toEqual(['4321098765']);
    expect(parsed.lines.map((l) => [l.row, l.amountSatang, l.at, l.from.bankCode, l.from.accountNumber, l.senderName ?? null])).toEqual([
      [2, 100_000, '2026-11-21T08:15', 'KBANK', 'xxxx503360', null],
      [3, 45_050, '2026-11-21T08:47', 'SCB', 'xxxxxx4567', 'นาย สมชาย ทดลองเล่น'],
      [5, 200_000, '2026-11-21T09:30', '', 'CDM 0123 สาขาสยามพารากอน', null],
      [6, 300_000, '2026-11-21T09:59', 'BBL', 'xxxx700824', null],
      [7, 300_000, '2026-11-21T09:59', 'BBL', 'xxxx700824', null],
    ]);
    expect(parsed.skipped).toEqual([
      { row: 4, reason: skipReasons.debit },
      { row: 8, reason: skipReasons.interest },
    ]);
  });

  it("refuses another bank's file, and a file with no statement in it", () => {
    expect(() => parseStatement('scb', kbankTh)).toThrow(/STATEMENT_INVALID/);
    expect(() => parseStatement('kbank', scb)).toThrow(/STATEMENT_INVALID/);
    expect(() => parseStatement('kbank', 'hello,world\n1,2')).toThrow(/STATEMENT_INVALID/);
  });

  it('derives the same references from the same rows, a different one for each identical row', () => {
    const first = derivedReferences('kbank', parseStatement('kbank', kbankTh).lines);
    const again = derivedReferences('kbank', parseStatement('kbank', kbankTh).lines);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first[0]).toMatch(/^KBANK-[0-9A-F]{48}$/);
    // A file holding only the second of two identical rows names it as the first of its kind.
    const lines = parseStatement('kbank', kbankTh).lines;
    expect(derivedReferences('kbank', lines.slice(1))[0]).toBe(first[0]);
    expect(derivedReferences('scb', parseStatement('scb', scb).lines)[3]).toMatch(/^SCB-/);
  });

  it('reads amounts with thousands separators, and dates in either calendar', () => {
    expect(parseMoney('"1,250.00"'.replace(/"/g, ''))).toBe(125_000);
    expect(parseMoney('0.67')).toBe(67);
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('-5.00')).toBeNull();
    expect(parseMoney('1e3')).toBeNull();
    expect(bangkokTime('21/11/2569', '10:15')?.at).toBe('2026-11-21T10:15');
    expect(bangkokTime('21-11-69', '10:15:30')?.at).toBe('2026-11-21T10:15');
    expect(bangkokTime('21-11-26', '')?.at).toBe('2026-11-21T');
    expect(bangkokTime('31/02/2026', '10:00')).toBeNull();
    expect(bangkokTime('21/11/2026', '24:00')).toBeNull();
  });

  it("compares a shown sender name with the account name, titles and the bank's cut aside", () => {
    expect(nameKey('นางสาว วิภาวรรณ ศรีสุ++')).toBe('วิภาวรรณศรีสุ');
    expect(senderNameFits('นางสาว วิภาวรรณ ศรีสุ', 'วิภาวรรณ ศรีสุข')).toBe(true);
    expect(senderNameFits('นาง มาลี คนละคน', 'สมศักดิ์ ใจดี')).toBe(false);
    expect(senderNameFits('MR. SOMSAK JAIDEE', 'สมศักดิ์ ใจดี')).toBe(true);
    expect(senderNameFits('MR. SOMSAK JAIDEE', 'SOMSAK JAIDEE')).toBe(true);
    expect(senderNameFits('MR. SOMPONG', 'SOMSAK JAIDEE')).toBe(false);
    expect(senderNameFits(undefined, 'สมศักดิ์ ใจดี')).toBe(true);
    expect(senderNameFits('นาย ส', 'สมศักดิ์ ใจดี')).toBe(true);
  });
});

/** The members the fixtures' transfers come from, besides the demo member (SCB 407-1-23456-7). */
async function fixtureMembers(t: MoneyTest) {
  return {
    somsak: await t.addMember({ username: '0861111111', bankCode: 'KBANK', bankAccount: '1234503360', accountName: 'สมศักดิ์ ใจดี' }),
    wipawan: await t.addMember({ username: '0862222222', bankCode: 'BBL', bankAccount: '7770700824', accountName: 'วิภาวรรณ ศรีสุข' }),
  };
}

const ledgerRows = async (t: MoneyTest): Promise<unknown[]> => all(t.db, sql`SELECT * FROM ledger ORDER BY id`);
const creditOf = async (t: MoneyTest, id: number): Promise<number> =>
  ((await one<{ c: number }>(t.db, sql`SELECT credit_satang AS c FROM members WHERE id = ${id}`)) as { c: number }).c;

describe('POST /api/staff/statements/import', () => {
  it("credits the K BIZ file's transfers to the right members once; importing it again changes nothing", async () => {
    const t = await moneyTest();
    const { somsak, wipawan } = await fixtureMembers(t);
    const cashier = await t.staff('cashier1', ['cashier']);
    const first = await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM_21112026.csv', content: kbankTh });
    expect(first.statusCode).toBe(201);
    const result = first.json() as StatementImportResult;
    expect(result).toMatchObject({ bank: 'kbank', fileName: 'STM_21112026.csv', importedBy: 'cashier1', credited: 4, alreadyCredited: 0, held: 3, skipped: 4 });
    expect(result.lines.map((l) => [l.row, l.outcome, l.reason, l.member?.username ?? null])).toEqual([
      [10, 'credited', null, '0861111111'],
      [11, 'credited', null, '0861111111'],
      [12, 'credited', null, '0862222222'],
      [13, 'held', 'noMember', null],
      [14, 'credited', null, '0812345678'],
      [16, 'held', 'noMember', null],
      [17, 'held', 'noMember', null],
    ]);
    expect(result.skippedRows).toHaveLength(4);
    expect([await creditOf(t, somsak), await creditOf(t, wipawan), (await t.balanced()).credit]).toEqual([100_000, 125_000, 180_000]);
    expect(await t.everyoneBalanced()).toBe(true);
    expect(await all(t.db, sql`SELECT DISTINCT settled_by FROM deposits WHERE method = 'transfer' AND status = 'credited'`)).toEqual([
      { settled_by: 'cashier1' },
    ]);

    const ledger = await ledgerRows(t);
    const again = (
      await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM_21112026 (1).csv', content: kbankTh })
    ).json() as StatementImportResult;
    expect(again).toMatchObject({ credited: 0, alreadyCredited: 4, held: 3, skipped: 4 });
    expect(again.lines.map((l) => l.heldId)).toEqual(result.lines.map((l) => l.heldId));
    expect(await ledgerRows(t)).toEqual(ledger);
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM held_transfers`)).toEqual({ n: 3 });

    const imports = await all<{ file_sha256: string }>(
      t.db,
      sql`SELECT file_sha256, credited, already_credited, held, skipped, imported_by FROM statement_imports ORDER BY id`,
    );
    expect(imports).toHaveLength(2);
    expect(imports[0]?.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(imports[1]?.file_sha256).toBe(imports[0]?.file_sha256);
    const listed = (await cashier.get('/api/staff/statements/imports')).json() as StatementImportList;
    expect(listed.data.map((i) => [i.fileName, i.credited, i.alreadyCredited])).toEqual([
      ['STM_21112026 (1).csv', 0, 4],
      ['STM_21112026.csv', 4, 0],
    ]);
    const audit = await t.auditRows('statement.import');
    expect(audit.map((row) => [row.actor, row.target_kind])).toEqual([
      ['cashier1', 'statement-import'],
      ['cashier1', 'statement-import'],
    ]);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ bank: 'kbank', credited: 4, held: 3, skipped: 4, fileSha256: imports[0]?.file_sha256 });
  });

  it('credits nothing again from the same statement in the other language (the description is not part of the reference)', async () => {
    const t = await moneyTest();
    await fixtureMembers(t);
    const cashier = await t.staff('cashier1', ['cashier']);
    await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM_TH.csv', content: kbankTh });
    const fiveHundreds = async () => one(t.db, sql`SELECT COUNT(*) AS n FROM ledger WHERE kind = 'deposit' AND amount_satang = 50000`);
    const before = await fiveHundreds();
    const english = (
      await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM_EN.csv', content: kbankEn })
    ).json() as StatementImportResult;
    // 08:05, 500.00 from X3360 is the Thai file's first line: credited there, not here.
    expect(english.lines.find((line) => line.amount === '500.00')).toMatchObject({ outcome: 'alreadyCredited' });
    expect(await fiveHundreds()).toEqual(before);
  });

  it('credits the SCB file once, two identical transfers twice; again, nothing', async () => {
    const t = await moneyTest();
    const { somsak, wipawan } = await fixtureMembers(t);
    const cashier = await t.staff('cashier1', ['cashier']);
    const first = (
      await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'AccountActivity.csv', content: scb })
    ).json() as StatementImportResult;
    expect(first).toMatchObject({ credited: 4, alreadyCredited: 0, held: 1, skipped: 2 });
    expect([await creditOf(t, somsak), await creditOf(t, wipawan), (await t.balanced()).credit]).toEqual([100_000, 600_000, 195_050]);
    const ledger = await ledgerRows(t);
    const again = (
      await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'AccountActivity.csv', content: scb })
    ).json() as StatementImportResult;
    expect(again).toMatchObject({ credited: 0, alreadyCredited: 4, held: 1, skipped: 2 });
    expect(await ledgerRows(t)).toEqual(ledger);
    // A file of the same day exported later, with one more line, credits only that line.
    const later = `${scb}4321098765,21/11/2026,10:20,X1,ENET,N/A,,700.00, ,"55,162.84",กสิกรไทย (KBANK) /X503360\r\n`;
    expect((await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'AccountActivity2.csv', content: later })).json()).toMatchObject({
      credited: 1,
      alreadyCredited: 4,
    });
    expect(await creditOf(t, somsak)).toBe(170_000);
    expect(await t.everyoneBalanced()).toBe(true);
  });

  it("refuses a file of another account, another bank's layout, too many lines or too much text, and takes more than 16 KB", async () => {
    const t = await moneyTest();
    const cashier = await t.staff('cashier1', ['cashier']);
    const other = await cashier.post('/api/staff/statements/import', {
      bank: 'kbank',
      fileName: 'x.csv',
      content: kbankTh.replace('123-4-56789-0', '999-9-99999-9'),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ code: 'STATEMENT_INVALID', message: 'บัญชีในไฟล์ (999-9-99999-9) ไม่ใช่บัญชีรับเงินของเว็บไซต์ จึงไม่นำเข้า' });
    expect((await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'x.csv', content: kbankTh })).json()).toMatchObject({
      code: 'STATEMENT_INVALID',
    });
    // One row of another account in an SCB file: the whole file is refused.
    const mixed = `${scb}9999999999,21/11/2026,10:01,X1,ENET,N/A,,100.00, ,"100.00",กสิกรไทย (KBANK) /X503360\r\n`;
    expect((await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'x.csv', content: mixed })).json()).toMatchObject({
      code: 'STATEMENT_INVALID',
      message: expect.stringContaining('9999999999'),
    });

    const row = '4321098765,21/11/2026,09:03,X2,ENET,N/A,"5,000.00",, ,"46,450.50",กรุงไทย (KTB) /X555555\r\n';
    const many = await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'x.csv', content: `${scb}${row.repeat(5_000)}` });
    expect(many.json()).toMatchObject({ code: 'STATEMENT_INVALID', message: 'ไฟล์มีรายการมากเกินไป: นำเข้าได้ครั้งละไม่เกิน 5,000 บรรทัด' });
    // 4,900 more debit lines (about 450 KB): read and skipped; the demo member's line is credited.
    const big = await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'x.csv', content: `${scb}${row.repeat(4_900)}` });
    expect(big.statusCode).toBe(201);
    expect(big.json()).toMatchObject({ credited: 1, held: 4, skipped: 4_902 });
    // 700,000 Thai letters: within the contract's 2,000,000 characters, over 2 MB of UTF-8.
    const huge = await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'x.csv', content: `${scb}${'ก'.repeat(700_000)}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'STATEMENT_INVALID', message: 'ไฟล์ใหญ่เกินไป: รับไฟล์ได้ไม่เกิน 2 MB' });
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM statement_imports`)).toEqual({ n: 1 });
    expect(await t.balanced()).toEqual({ credit: 195_050, sum: 195_050 });
  });

  it("does not take a file of the site's SCB account when the site has none there", async () => {
    const t = await moneyTest({ walletSettings: { siteAccounts: defaultWalletSettings.siteAccounts } });
    const cashier = await t.staff('cashier1', ['cashier']);
    expect((await cashier.post('/api/staff/statements/import', { bank: 'scb', fileName: 'x.csv', content: scb })).json()).toMatchObject({
      code: 'STATEMENT_INVALID',
    });
    expect(siteScbAccount.accountNumber).toBe('432-1-09876-5');
  });
});

describe('a transfer both in an imported file and on its slip', () => {
  const slipPath = '/api/v1/wallet/deposit/slip';
  const memberAccount = { bankCode: 'SCB', accountNumber: '407-1-23456-7' };
  const site = defaultWalletSettings.siteAccounts[0] as { bankCode: string; accountNumber: string };
  // The fixture's 300.00 from the demo member at 09:40 (20 minutes before the tests' 10:00).
  const sentAt = Date.UTC(2026, 10, 21, 2, 40, 17) / 1000;

  it("credits once when the slip came first: the imported line is tied to the slip's credit", async () => {
    const verifier = createDemoSlipVerifier();
    const t = await moneyTest({ slipVerifier: verifier });
    await fixtureMembers(t);
    const payload = verifier.add({ transRef: '014325094017BPM01234', amountSatang: 30_000, senderAccount: memberAccount, receiverAccount: site, sentAt });
    expect((await t.post(slipPath, { reference: payload })).statusCode).toBe(201);
    expect((await t.balanced()).credit).toBe(180_000);
    const cashier = await t.staff('cashier1', ['cashier']);
    const result = (
      await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM.csv', content: kbankTh })
    ).json() as StatementImportResult;
    expect(result.lines.find((l) => l.row === 14)).toMatchObject({ outcome: 'alreadyCredited', member: { username: '0812345678' } });
    expect(await t.balanced()).toEqual({ credit: 180_000, sum: 180_000 });
    // And again: still nothing more.
    await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM.csv', content: kbankTh });
    expect((await t.balanced()).credit).toBe(180_000);
  });

  it('credits once when the import came first: the slip is refused as used', async () => {
    const verifier = createDemoSlipVerifier();
    const t = await moneyTest({ slipVerifier: verifier });
    await fixtureMembers(t);
    const cashier = await t.staff('cashier1', ['cashier']);
    await cashier.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM.csv', content: kbankTh });
    expect((await t.balanced()).credit).toBe(180_000);
    const payload = verifier.add({ transRef: '014325094017BPM01234', amountSatang: 30_000, senderAccount: memberAccount, receiverAccount: site, sentAt });
    const slip = await t.post(slipPath, { reference: payload });
    expect(slip.statusCode).toBe(409);
    expect(slip.json()).toMatchObject({ code: 'SLIP_USED' });
    expect(await t.balanced()).toEqual({ credit: 180_000, sum: 180_000 });
    // Another transfer of the same amount an hour later is its own.
    const later = verifier.add({
      transRef: '014325104017BPM09999',
      amountSatang: 30_000,
      senderAccount: memberAccount,
      receiverAccount: site,
      sentAt: sentAt + 3600 - 1200,
    });
    t.advance(3600);
    expect((await t.post(slipPath, { reference: later })).statusCode).toBe(201);
    expect(await t.balanced()).toEqual({ credit: 210_000, sum: 210_000 });
  });

  it('credits once when staff credit the held line after its slip was credited', async () => {
    const verifier = createDemoSlipVerifier();
    const t = await moneyTest({
      slipVerifier: verifier,
      walletSettings: { siteAccounts: [...defaultWalletSettings.siteAccounts, siteScbAccount], slipMaxAgeSeconds: 72 * 3600 },
    });
    await fixtureMembers(t);
    // During the member's break the line is held, not credited (ADR 0018).
    expect((await t.post('/api/v1/account/safer-play/break', { length: '24h' })).statusCode).toBe(200);
    const first = await t.staff('cashier1', ['cashier']);
    const imported = (
      await first.post('/api/staff/statements/import', { bank: 'kbank', fileName: 'STM.csv', content: kbankTh })
    ).json() as StatementImportResult;
    const line = imported.lines.find((l) => l.row === 14);
    expect(line).toMatchObject({ outcome: 'held', reason: 'restricted', member: { username: '0812345678' } });
    // The break over, the member's slip of that transfer is credited.
    t.advance(24 * 3600 + 60);
    const payload = verifier.add({ transRef: '014325094017BPM01234', amountSatang: 30_000, senderAccount: memberAccount, receiverAccount: site, sentAt });
    expect((await t.post(slipPath, { reference: payload })).statusCode).toBe(201);
    expect((await t.balanced()).credit).toBe(180_000);
    // Staff then credit the held line: it is tied to the slip's credit, nothing twice.
    const second = await t.staff('cashier2', ['cashier']);
    const held = await second.post(`/api/staff/held-transfers/${line?.heldId}/credit`, {});
    expect(held.json()).toMatchObject({ status: 'credited' });
    expect(await t.balanced()).toEqual({ credit: 180_000, sum: 180_000 });
    expect(await one(t.db, sql`SELECT status, reason FROM deposits WHERE id = ${line?.depositId}`)).toEqual({
      status: 'rejected',
      reason: 'รายการนี้เติมเครดิตจากสลิปแล้ว',
    });
  });
});

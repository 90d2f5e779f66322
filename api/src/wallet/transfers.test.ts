import type { DepositOptions, DepositRecord, PromptPayRequest } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { migrate } from '../app/schema';
import { all, one, openDatabase, run } from '../base/db';
import { defaultWalletSettings } from './settings';
import { createDemoSlipVerifier, type DemoSlipVerifier } from './slip-verifier';
import { operatorKey, walletTest, type WalletTest } from '../app/testing/wallet';

// One bank transfer credits once, whichever way it reaches the site: the operator's bank-statement
// line or the member's slip. Its bank transaction reference is the key of "credited".

const statementPath = '/api/operator/bank-statement';
const slipPath = '/api/v1/wallet/deposit/slip';
const site = defaultWalletSettings.siteAccounts[0] as { bankCode: string; accountNumber: string };
// The demo member's registered account, as a statement or a slip shows it.
const memberAccount = { bankCode: 'SCB', accountNumber: '407-1-23456-7' };

let refCounter = 0;
const freshRef = (): string => {
  refCounter += 1;
  return `XFER${String(refCounter).padStart(16, '0')}`;
};

async function transferTest(): Promise<WalletTest & { verifier: DemoSlipVerifier; open: (amount: string) => Promise<PromptPayRequest> }> {
  const verifier = createDemoSlipVerifier();
  const t = await walletTest({ slipVerifier: verifier });
  return {
    ...t,
    verifier,
    open: async (amount) => (await t.post('/api/v1/wallet/deposit/promptpay', { amount })).json() as PromptPayRequest,
  };
}

/** The slip of a transfer the demo bank knows: from the member's account to the site's, now. */
function slipOf(t: { verifier: DemoSlipVerifier }, transRef: string, amountSatang: number, nowSeconds: number): string {
  return t.verifier.add({ transRef, amountSatang, senderAccount: memberAccount, receiverAccount: site, sentAt: nowSeconds });
}

const satangOf = (money: string): number => Math.round(Number(money.replace('.', '')));
const depositCount = async (t: WalletTest): Promise<unknown> => one(t.db, sql`SELECT COUNT(*) AS n FROM deposits`);

describe('POST /api/operator/bank-statement', () => {
  it("credits the open request paid from the member's registered account; the same line again credits nothing", async () => {
    const t = await transferTest();
    const request = await t.open('300');
    const transRef = freshRef();
    const line = { transRef, fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: request.payAmount };
    const hit = await t.operator(statementPath, line);
    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toMatchObject({ matched: true, reason: null, deposit: { id: request.id, status: 'credited', creditedAmount: request.payAmount } });
    const credited = 150_000 + satangOf(request.payAmount);
    expect(await t.balanced()).toEqual({ credit: credited, sum: credited });

    // The feed sends the line again (a retry, an overlapping export): nothing more is credited.
    const again = await t.operator(statementPath, line);
    expect(again.json()).toEqual({ matched: false, reason: 'alreadyCredited', deposit: null, held: null });
    // Even when another open request now asks for the same amount.
    await t.open('300');
    expect((await t.operator(statementPath, line)).json()).toMatchObject({ matched: false, reason: 'alreadyCredited' });
    expect(await t.balanced()).toEqual({ credit: credited, sum: credited });
  });

  it("holds a transfer from an account that is no member's registered one for the operator, crediting nothing", async () => {
    const t = await transferTest();
    const request = await t.open('500');
    for (const [fromBank, fromAccount] of [
      ['SCB', '407-1-99999-7'],
      ['KBANK', '4071234567'],
      ['SCB', 'xxx-x-x9999-x'],
    ]) {
      const answer = await t.operator(statementPath, { transRef: freshRef(), fromBank, fromAccount, amount: request.payAmount });
      expect(answer.json()).toMatchObject({
        matched: false,
        reason: 'noMember',
        deposit: null,
        held: { status: 'held', reason: 'noMember', member: null, amount: request.payAmount },
      });
    }
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    const deposits = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(deposits.openRequest).toMatchObject({ id: request.id, status: 'pending' });

    // The full account number matches too.
    const hit = await t.operator(statementPath, { transRef: freshRef(), fromBank: 'SCB', fromAccount: '4071234567', amount: request.payAmount });
    expect(hit.json()).toMatchObject({ matched: true, deposit: { id: request.id, status: 'credited' } });
  });

  it("credits a transfer from the member's registered account with no request before it as a transfer deposit, once", async () => {
    const t = await transferTest();
    const request = await t.open('300');
    const line = { transRef: freshRef(), fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: '500.00' };
    const hit = await t.operator(statementPath, line);
    expect(hit.json()).toMatchObject({
      matched: true,
      reason: null,
      held: null,
      deposit: { method: 'transfer', status: 'credited', amount: '500.00', creditedAmount: '500.00' },
    });
    expect(await t.balanced()).toEqual({ credit: 200_000, sum: 200_000 });
    expect((await t.operator(statementPath, line)).json()).toMatchObject({ matched: false, reason: 'alreadyCredited' });
    expect(await t.balanced()).toEqual({ credit: 200_000, sum: 200_000 });
    // The member sees it; the open request of another amount stays open.
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.openRequest).toMatchObject({ id: request.id, status: 'pending' });
    expect(options.recent[0]).toMatchObject({ method: 'transfer', status: 'credited', creditedAmount: '500.00' });
    // Its slip credits nothing more.
    const slip = await t.post(slipPath, { reference: slipOf(t, line.transRef, 50_000, t.nowSeconds()) });
    expect(slip.json()).toMatchObject({ code: 'SLIP_USED' });
    expect((await t.operator(statementPath, { transRef: 'a b', fromBank: 'SCB', fromAccount: '4071234567', amount: '300.00' })).statusCode).toBe(400);
    expect((await t.operator(statementPath, { fromBank: 'SCB', fromAccount: '4071234567', amount: '300.00' })).statusCode).toBe(400);
  });
});

describe('one transfer, a statement line and a slip', () => {
  it('refuses the slip of a transfer the statement line credited (SLIP_USED), crediting nothing', async () => {
    const t = await transferTest();
    const request = await t.open('1000');
    const transRef = freshRef();
    await t.operator(statementPath, { transRef, fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: request.payAmount });
    const after = await t.balanced();

    const slip = await t.post(slipPath, { reference: slipOf(t, transRef, satangOf(request.payAmount), t.nowSeconds()) });
    expect(slip.statusCode).toBe(409);
    expect(slip.json()).toEqual({ code: 'SLIP_USED', message: 'สลิปนี้ถูกใช้งานไปแล้ว' });
    expect(await t.balanced()).toEqual(after);
    expect(await depositCount(t)).toEqual({ n: 1 });
  });

  it('settles the open request with a slip of its exact amount; the statement line and the auto-credit then credit nothing', async () => {
    const t = await transferTest();
    const request = await t.open('1000');
    const transRef = freshRef();
    const slip = await t.post(slipPath, { reference: slipOf(t, transRef, satangOf(request.payAmount), t.nowSeconds()) });
    expect(slip.statusCode).toBe(201);
    expect(slip.json()).toMatchObject({ id: request.id, method: 'promptpay', status: 'credited', creditedAmount: request.payAmount });
    expect(await depositCount(t)).toEqual({ n: 1 });
    const credited = 150_000 + satangOf(request.payAmount);
    expect(await t.balanced()).toEqual({ credit: credited, sum: credited });
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.openRequest).toBeNull();

    const line = await t.operator(statementPath, { transRef, fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: request.payAmount });
    expect(line.json()).toEqual({ matched: false, reason: 'alreadyCredited', deposit: null, held: null });
    // The operator's credit of that request answers it as it is.
    const credit = await t.operator(`/api/operator/deposits/${request.id}/credit`);
    expect((credit.json() as DepositRecord).status).toBe('credited');
    expect(await t.balanced()).toEqual({ credit: credited, sum: credited });
  });

  it('refuses the slip of a request the operator (or the demo auto-credit) credited without a reference', async () => {
    const t = await transferTest();
    const request = await t.open('800');
    await t.operator(`/api/operator/deposits/${request.id}/credit`);
    const after = await t.balanced();
    t.advance(120);
    const transRef = freshRef();
    const reference = slipOf(t, transRef, satangOf(request.payAmount), t.nowSeconds());
    const slip = await t.post(slipPath, { reference });
    expect(slip.json()).toEqual({ code: 'SLIP_USED', message: 'สลิปนี้ถูกใช้งานไปแล้ว' });
    expect(await t.balanced()).toEqual(after);
    // The reference is tied to that request now: its statement line credits nothing either.
    const line = await t.operator(statementPath, { transRef, fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: request.payAmount });
    expect(line.json()).toMatchObject({ matched: false, reason: 'alreadyCredited' });
    expect(await depositCount(t)).toEqual({ n: 1 });
  });

  it('credits a slip of another amount as its own deposit and leaves the open request open', async () => {
    const t = await transferTest();
    const request = await t.open('1000');
    const slip = await t.post(slipPath, { reference: slipOf(t, freshRef(), 20_000, t.nowSeconds()) });
    expect(slip.json()).toMatchObject({ method: 'slip', status: 'credited', creditedAmount: '200.00' });
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.openRequest).toMatchObject({ id: request.id, status: 'pending' });
  });
});

describe('credited transfers table', () => {
  it('keeps the slips used before it replaced used_slips', async () => {
    const db = openDatabase(':memory:');
    await migrate(db, 5);
    await run(db, sql`INSERT INTO members (username, password_hash, sportsbook_password, created_at) VALUES ('0811111111', 'x', 'x', 0)`);
    await run(db, sql`INSERT INTO used_slips (trans_ref, member_id, deposit_id, created_at) VALUES ('OLD00000000000000001', 1, 'dep_old', 5)`);
    await migrate(db);
    await migrate(db);
    expect(await all(db, sql`SELECT trans_ref, member_id, deposit_id FROM credited_transfers`)).toEqual([
      { trans_ref: 'OLD00000000000000001', member_id: 1, deposit_id: 'dep_old' },
    ]);
    // This history is SQLite's (PostgreSQL starts from a baseline without used_slips).
    expect(await one(db, sql`SELECT name FROM sqlite_master WHERE name = 'used_slips'`)).toBeUndefined();
    await db.destroy();
  });
});

describe('transfers that cannot be credited now wait for the operator (issue 22)', () => {
  const heldPath = '/api/operator/held-transfers';
  const operatorGet = (t: WalletTest, url: string) => t.app.inject({ url, headers: { 'x-operator-key': operatorKey } });
  const recent = async (t: WalletTest) => ((await t.get('/api/v1/wallet/deposit')).json() as DepositOptions).recent;

  it('holds a transfer that arrives during a break; the member sees it held, then returned', async () => {
    const t = await transferTest();
    expect((await t.post('/api/v1/account/safer-play/break', { length: '24h' })).statusCode).toBe(200);
    const line = { transRef: freshRef(), fromBank: 'SCB', fromAccount: '4071234567', amount: '800.00' };
    const answer = (await t.operator(statementPath, line)).json() as { reason: string; held: { id: string; depositId: string } };
    expect(answer).toMatchObject({ matched: false, reason: 'restricted', held: { status: 'held', member: '0812345678' } });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect((await recent(t))[0]).toMatchObject({
      id: answer.held.depositId,
      method: 'transfer',
      status: 'held',
      amount: '800.00',
      reason: 'โอนเข้ามาระหว่างพักการเล่น รอเจ้าหน้าที่ตรวจสอบ',
    });
    expect((await operatorGet(t, `${heldPath}?status=held`)).json()).toMatchObject({ items: [{ id: answer.held.id, reason: 'restricted' }] });

    const returned = await t.operator(`${heldPath}/${answer.held.id}/return`, { note: 'returned to SCB 407-1-23456-7' });
    expect(returned.json()).toMatchObject({ status: 'returned', note: 'returned to SCB 407-1-23456-7' });
    expect((await recent(t))[0]).toMatchObject({ status: 'rejected', reason: 'เจ้าหน้าที่คืนเงินรายการนี้ไปยังบัญชีต้นทางแล้ว' });
    expect((await t.operator(`${heldPath}/${answer.held.id}/credit`, {})).statusCode).toBe(409);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect((await operatorGet(t, `${heldPath}?status=held`)).json()).toEqual({ items: [] });
  });

  it("assigns a transfer from no member's account, or from several members' masked accounts, to the member the operator names", async () => {
    const t = await transferTest();
    const unknown = (await t.operator(statementPath, { transRef: freshRef(), fromBank: 'BBL', fromAccount: '5550001111', amount: '250.00' })).json() as {
      held: { id: string };
    };
    expect(unknown).toMatchObject({ reason: 'noMember', held: { member: null, depositId: null } });
    expect((await t.operator(`${heldPath}/${unknown.held.id}/credit`, {})).statusCode).toBe(400);
    expect((await t.operator(`${heldPath}/${unknown.held.id}/credit`, { username: '0800000099' })).statusCode).toBe(400);
    const assigned = await t.operator(`${heldPath}/${unknown.held.id}/credit`, { username: '0812345678', note: 'slip sent to support' });
    expect(assigned.json()).toMatchObject({
      held: { status: 'credited', member: '0812345678' },
      deposit: { method: 'transfer', status: 'credited', creditedAmount: '250.00' },
    });
    expect(await t.balanced()).toEqual({ credit: 175_000, sum: 175_000 });

    // Another member whose SCB account shows the same masked digits (xxx-x-x3456-x).
    const other = (await one<{ id: number }>(t.db, sql`SELECT id FROM members WHERE username <> '0812345678' ORDER BY id LIMIT 1`)) as { id: number };
    await run(t.db, sql`UPDATE members SET bank_code = 'SCB', bank_account = '1111134561' WHERE id = ${other.id}`);
    const both = (await t.operator(statementPath, { transRef: freshRef(), fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: '120.00' })).json() as {
      held: { id: string };
    };
    expect(both).toMatchObject({ matched: false, reason: 'ambiguous', held: { member: null } });
    expect(await t.balanced()).toEqual({ credit: 175_000, sum: 175_000 });
    expect((await t.operator(`${heldPath}/${both.held.id}/credit`, { username: '0812345678' })).json()).toMatchObject({ held: { status: 'credited' } });
    expect(await t.balanced()).toEqual({ credit: 187_000, sum: 187_000 });
    // The full number names one of them: credited at once.
    expect((await t.operator(statementPath, { transRef: freshRef(), fromBank: 'SCB', fromAccount: '4071234567', amount: '10.00' })).json()).toMatchObject({
      matched: true,
    });
  });
});

describe('deposit griefing (issue 22)', () => {
  it("lets no group of new accounts block another member's PromptPay deposit of the same amount", async () => {
    const t = await transferTest();
    // 120 accounts, each with an open request of 500 (more than the 99 satang tails an amount has).
    for (let i = 0; i < 120; i += 1) {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: {
          phone: `09${String(50_000_000 + i)}`,
          password: 'Secret1234',
          bankCode: 'KBANK',
          bankAccount: `20${String(10_000_000 + i)}`,
          accountName: 'ทดสอบ',
          acceptAge: true,
        },
      });
      expect(registered.statusCode).toBe(201);
      const { accessToken } = registered.json() as { accessToken: string };
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/deposit/promptpay',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { amount: '500' },
      });
      expect(opened.statusCode).toBe(201);
    }
    const mine = await t.open('500');
    expect(mine.status).toBe('pending');
    // The member pays; the sending account names the request, whatever others share its amount.
    const hit = await t.operator(statementPath, { transRef: freshRef(), fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: mine.payAmount });
    expect(hit.json()).toMatchObject({ matched: true, deposit: { id: mine.id, status: 'credited' } });
  }, 60_000);
});

import type { PromptPayRequest, StaffDeposit, StaffDepositPage, StaffHeldList, StaffHeldTransfer, StatementLineResult } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { moneyTest } from '../app/testing/staff-money';
import { one } from '../base/db';

// Deposits, held transfers and statement lines by hand (issue 35): the wallet's one path for each
// (creditDeposit, the held transfers, creditStatementLine), with who did it and an audit row.

describe('deposits', () => {
  it('lists pending requests oldest first with their member, and credits one once with who did it', async () => {
    const t = await moneyTest();
    const other = await t.addMember({ username: '0861111111', bankCode: 'KBANK', bankAccount: '1234503360', accountName: 'สมศักดิ์ ใจดี' });
    expect(other).toBeGreaterThan(0);
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '300' })).json() as PromptPayRequest;
    const cashier = await t.staff('cashier1', ['cashier']);

    const page = (await cashier.get('/api/staff/deposits')).json() as StaffDepositPage;
    expect(page).toMatchObject({
      total: 1,
      data: [{ id: request.id, method: 'promptpay', status: 'pending', amount: '300.00', payAmount: request.payAmount, member: { username: '0812345678' } }],
    });
    expect((await cashier.get('/api/staff/deposits?q=0861')).json()).toMatchObject({ total: 0 });

    const credited = await cashier.post(`/api/staff/deposits/${request.id}/credit`);
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({ id: request.id, status: 'credited', creditedAmount: request.payAmount });
    expect(await one(t.db, sql`SELECT settled_by FROM deposits WHERE id = ${request.id}`)).toEqual({ settled_by: 'cashier1' });
    const expected = 150_000 + Math.round(Number(request.payAmount) * 100);
    expect(await t.balanced()).toEqual({ credit: expected, sum: expected });
    // Again: the same answer, nothing more credited or recorded.
    expect(((await cashier.post(`/api/staff/deposits/${request.id}/credit`)).json() as StaffDeposit).status).toBe('credited');
    expect((await t.balanced()).credit).toBe(expected);
    expect(await t.auditRows('deposit.credit')).toHaveLength(1);
    expect(JSON.parse((await t.auditRows('deposit.credit'))[0]?.before_json ?? '{}')).toMatchObject({ status: 'pending' });
    expect(await t.auditRows('deposit.list')).toHaveLength(2);
    expect(((await cashier.get('/api/staff/deposits?status=credited')).json() as StaffDepositPage).data[0]).toMatchObject({ id: request.id });
  });

  it('refuses to credit an expired request, and answers 404 for an unknown one', async () => {
    const t = await moneyTest({ walletSettings: { promptPayExpiresSeconds: 60 } });
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '300' })).json() as PromptPayRequest;
    const cashier = await t.staff('cashier1', ['cashier']);
    t.advance(61);
    expect((await cashier.post(`/api/staff/deposits/${request.id}/credit`)).json()).toMatchObject({ code: 'DEPOSIT_CLOSED' });
    expect((await cashier.get('/api/staff/deposits?status=expired')).json()).toMatchObject({ total: 1 });
    expect((await cashier.post('/api/staff/deposits/dep_nothing/credit')).statusCode).toBe(404);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });
});

describe('held transfers', () => {
  it('credits one that names no member to the member staff name, and returns another; each with its audit row', async () => {
    const t = await moneyTest();
    const cashier = await t.staff('cashier1', ['cashier']);
    await t.operator('/api/operator/bank-statement', { transRef: 'KTB2611210001', fromBank: 'KTB', fromAccount: 'xxx-x-x0000-x', amount: '700' });
    await t.operator('/api/operator/bank-statement', { transRef: 'KTB2611210002', fromBank: 'KTB', fromAccount: 'xxx-x-x0001-x', amount: '900' });
    const list = (await cashier.get('/api/staff/held-transfers?status=held')).json() as StaffHeldList;
    expect(list.data.map((h) => [h.transRef, h.reason, h.member])).toEqual([
      ['KTB2611210001', 'noMember', null],
      ['KTB2611210002', 'noMember', null],
    ]);
    const [first, second] = list.data as [StaffHeldTransfer, StaffHeldTransfer];

    expect((await cashier.post(`/api/staff/held-transfers/${first.id}/credit`, {})).statusCode).toBe(400);
    const credited = await cashier.post(`/api/staff/held-transfers/${first.id}/credit`, { username: '0812345678', note: 'สมาชิกแจ้งโอนจากบัญชีภรรยา ตรวจสลิปแล้ว' });
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({ status: 'credited', member: { username: '0812345678' }, note: 'สมาชิกแจ้งโอนจากบัญชีภรรยา ตรวจสลิปแล้ว' });
    expect(await t.balanced()).toEqual({ credit: 220_000, sum: 220_000 });
    expect(await one(t.db, sql`SELECT settled_by FROM deposits WHERE id = ${(credited.json() as StaffHeldTransfer).depositId}`)).toEqual({
      settled_by: 'cashier1',
    });

    const returned = await cashier.post(`/api/staff/held-transfers/${second.id}/return`, { note: 'โอนคืนต้นทางแล้ว' });
    expect(returned.json()).toMatchObject({ status: 'returned', note: 'โอนคืนต้นทางแล้ว' });
    expect((await cashier.post(`/api/staff/held-transfers/${second.id}/credit`, { username: '0812345678' })).statusCode).toBe(409);
    // Again: the same answers, no second row.
    expect((await cashier.post(`/api/staff/held-transfers/${first.id}/credit`, { username: '0812345678' })).json()).toMatchObject({ status: 'credited' });
    expect(await t.balanced()).toEqual({ credit: 220_000, sum: 220_000 });
    expect((await t.auditRows('held.')).map((row) => row.action)).toEqual(['held.list', 'held.credit', 'held.return']);
    expect(JSON.parse((await t.auditRows('held.credit'))[0]?.before_json ?? '{}')).toMatchObject({ status: 'held', memberId: null });
    expect(await t.everyoneBalanced()).toBe(true);
  });
});

describe('POST /api/staff/statements/lines', () => {
  it("credits a line from a member's registered account once, as the operator's route does", async () => {
    const t = await moneyTest();
    const cashier = await t.staff('cashier1', ['cashier']);
    const line = { transRef: '014261121094000012', fromBank: 'scb', fromAccount: 'xxx-x-x3456-x', amount: '1000' };
    const first = await cashier.post('/api/staff/statements/lines', line);
    expect(first.statusCode).toBe(200);
    const result = first.json() as StatementLineResult;
    expect(result).toMatchObject({
      transRef: line.transRef,
      amount: '1000.00',
      outcome: 'credited',
      reason: null,
      member: { username: '0812345678' },
      heldId: null,
    });
    expect(await t.balanced()).toEqual({ credit: 250_000, sum: 250_000 });
    const again = (await cashier.post('/api/staff/statements/lines', line)).json() as StatementLineResult;
    expect(again).toMatchObject({ outcome: 'alreadyCredited', depositId: result.depositId, member: { username: '0812345678' } });
    // The operator's feed sending it too changes nothing.
    expect((await t.operator('/api/operator/bank-statement', { ...line, fromBank: 'SCB' })).json()).toMatchObject({ reason: 'alreadyCredited' });
    expect(await t.balanced()).toEqual({ credit: 250_000, sum: 250_000 });

    const stranger = (
      await cashier.post('/api/staff/statements/lines', { ...line, transRef: '014261121094000013', fromAccount: 'xxx-x-x9999-x' })
    ).json() as StatementLineResult;
    expect(stranger).toMatchObject({ outcome: 'held', reason: 'noMember', member: null });
    expect(stranger.heldId).not.toBeNull();
    expect((await cashier.post('/api/staff/statements/lines', { ...line, transRef: 'bad ref!' })).statusCode).toBe(400);
    expect((await cashier.post('/api/staff/statements/lines', { ...line, amount: '0' })).json()).toMatchObject({ code: 'AMOUNT_INVALID' });
    expect((await t.auditRows('statement.line')).map((row) => [row.actor, JSON.parse(row.after_json ?? '{}').outcome])).toEqual([
      ['cashier1', 'credited'],
      ['cashier1', 'alreadyCredited'],
      ['operator-key', 'alreadyCredited'],
      ['cashier1', 'held'],
    ]);
  });
});

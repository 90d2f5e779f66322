import type { DepositLimits, DepositOptions, PromptPayRequest } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one } from '../base/db';
import { defaultWalletSettings } from '../wallet/settings';
import { depositLimitSchema } from './schema';
import { createDemoSlipVerifier, type DemoSlipVerifier } from '../wallet/slip-verifier';
import { morning, walletTest, type WalletTest } from '../app/testing/wallet';
import { testDialect } from '../app/test-app';

// Deposit limits (ADR 0017): rolling 24 h / 7 d / 30 d windows, the lowest binds, lower at once,
// raise or removal after 24 hours, enforced on every deposit way.

const limitsPath = '/api/v1/account/deposit-limits';
const hour = 60 * 60;
const day = 24 * hour;
const site = defaultWalletSettings.siteAccounts[0] as { bankCode: string; accountNumber: string };
const memberAccount = { bankCode: 'SCB', accountNumber: '407-1-23456-7' };

type Wanted = { day?: string | null; week?: string | null; month?: string | null };

async function limitTest(verifier?: DemoSlipVerifier) {
  // Sessions outlive the month window, so the clock can cross it.
  const t = await walletTest({ tokenTtlSeconds: 60 * 24 * 60 * 60, ...(verifier ? { slipVerifier: verifier } : {}) });
  const set = (wanted: Wanted) => t.post(limitsPath, { day: null, week: null, month: null, ...wanted });
  const limits = async () => (await t.get(limitsPath)).json() as DepositLimits;
  /** A PromptPay request of `amount`, credited by the operator; the request. */
  const deposit = async (amount: string): Promise<PromptPayRequest> => {
    const created = await t.post('/api/v1/wallet/deposit/promptpay', { amount });
    expect(created.statusCode).toBe(201);
    const request = created.json() as PromptPayRequest;
    await t.operator(`/api/operator/deposits/${request.id}/credit`);
    return request;
  };
  return { ...t, set, limits, deposit };
}

const changes = (t: WalletTest) =>
  all<{ period: string; old_satang: number; new_satang: number; requested_at: number; effective_at: number; cancelled_at: number | null }>(
    t.db,
    sql`SELECT period, old_satang, new_satang, requested_at, effective_at, cancelled_at FROM deposit_limit_changes WHERE member_id = ${t.memberId} ORDER BY id`,
  );

describe('deposit limits: windows and what is left', () => {
  it('counts a deposit in the 24-hour window until exactly 24 hours have passed', async () => {
    const t = await limitTest();
    expect((await t.set({ day: '1000' })).statusCode).toBe(200);
    await t.deposit('300');
    expect(await t.limits()).toMatchObject({ day: { limit: '1000.00', used: '300.00' }, left: '700.00' });
    t.advance(day - 1);
    expect((await t.limits()).left).toBe('700.00');
    t.advance(1);
    expect(await t.limits()).toMatchObject({ day: { used: '0.00' }, left: '1000.00' });
  });

  it('keeps a deposit in the 7-day window for 7 days and in the month window for 30 days', async () => {
    const t = await limitTest();
    await t.set({ week: '2000', month: '5000' });
    await t.deposit('400');
    t.advance(7 * day - 1);
    expect(await t.limits()).toMatchObject({ week: { used: '400.00' }, month: { used: '400.00' } });
    t.advance(1);
    expect(await t.limits()).toMatchObject({ week: { used: '0.00' }, month: { used: '400.00' } });
    t.advance(23 * day);
    expect(await t.limits()).toMatchObject({ month: { used: '0.00' }, left: '2000.00' });
  });

  it('lets the lowest applicable limit bind', async () => {
    const t = await limitTest();
    await t.set({ day: '1000', week: '1200', month: '5000' });
    await t.deposit('500');
    t.advance(2 * day);
    // The day window is empty again (1000 left) but the week has only 700 left.
    expect((await t.limits()).left).toBe('700.00');
    expect(((await t.get('/api/v1/wallet/deposit')).json() as DepositOptions).depositLimitLeft).toBe('700.00');
  });

  it('counts what the member asked for, not the satang the site adds to name the transfer', async () => {
    const t = await limitTest();
    await t.set({ day: '500' });
    const request = await t.deposit('300');
    expect(request.payAmount).not.toBe('300.00');
    expect((await t.limits()).left).toBe('200.00');
  });

  it('says no limit (null) until one is set, and whether the member ever deposited', async () => {
    const t = await limitTest();
    const before = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(before).toMatchObject({ depositLimitLeft: null, hasDeposited: false });
    await t.deposit('100');
    expect(((await t.get('/api/v1/wallet/deposit')).json() as DepositOptions).hasDeposited).toBe(true);
  });
});

describe('deposit limits: changes', () => {
  it('applies a lower limit at once and records it', async () => {
    const t = await limitTest();
    await t.set({ day: '1000' });
    const lowered = (await t.set({ day: '600' })).json() as DepositLimits;
    expect(lowered.day).toEqual({ limit: '600.00', used: '0.00', pending: null });
    const now = t.nowSeconds();
    expect(await changes(t)).toEqual([
      { period: 'day', old_satang: null, new_satang: 100_000, requested_at: now, effective_at: now, cancelled_at: null },
      { period: 'day', old_satang: 100_000, new_satang: 60_000, requested_at: now, effective_at: now, cancelled_at: null },
    ]);
  });

  it('holds a raise for 24 hours, shows when it applies, then applies it', async () => {
    const t = await limitTest();
    await t.set({ day: '500' });
    const raised = (await t.set({ day: '2000' })).json() as DepositLimits;
    const applies = new Date(morning + day * 1000).toISOString();
    expect(raised.day).toEqual({ limit: '500.00', used: '0.00', pending: { limit: '2000.00', effectiveAt: applies } });
    // Sending the same wish again does not restart the clock.
    t.advance(hour);
    await t.set({ day: '2000' });
    t.advance(day - hour - 1);
    expect((await t.limits()).day.limit).toBe('500.00');
    t.advance(1);
    expect((await t.limits()).day).toEqual({ limit: '2000.00', used: '0.00', pending: null });
    expect(await changes(t)).toHaveLength(2);
  });

  it('holds a removal for 24 hours too', async () => {
    const t = await limitTest();
    await t.set({ week: '3000' });
    const removed = (await t.set({ week: null })).json() as DepositLimits;
    expect(removed.week.limit).toBe('3000.00');
    expect(removed.week.pending?.limit).toBeNull();
    expect(removed.left).toBe('3000.00');
    t.advance(day);
    expect(await t.limits()).toMatchObject({ week: { limit: null, pending: null }, left: null });
  });

  it('cancels a waiting raise: the old limit stays and the change is marked cancelled', async () => {
    const t = await limitTest();
    await t.set({ day: '500' });
    await t.set({ day: '900' });
    t.advance(hour);
    const cancelled = await t.post(`${limitsPath}/cancel`, { period: 'day' });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as DepositLimits).day).toMatchObject({ limit: '500.00', pending: null });
    t.advance(day);
    expect((await t.limits()).day.limit).toBe('500.00');
    expect((await changes(t))[1]).toMatchObject({ new_satang: 90_000, cancelled_at: t.nowSeconds() - day });
    expect((await t.post(`${limitsPath}/cancel`, { period: 'day' })).statusCode).toBe(404);
  });

  it('lowers at once while a raise waits, and that drops the raise', async () => {
    const t = await limitTest();
    await t.set({ day: '500' });
    await t.set({ day: '900' });
    const lowered = (await t.set({ day: '300' })).json() as DepositLimits;
    expect(lowered.day).toMatchObject({ limit: '300.00', pending: null });
    expect((await changes(t))[1]?.cancelled_at).toBe(t.nowSeconds());
  });

  it.each([
    ['-100', 'จำนวนเต็มบาท'],
    ['0', 'ไม่ต่ำกว่ายอดฝากขั้นต่ำ 100.00 บาท'],
    ['99', 'ไม่ต่ำกว่ายอดฝากขั้นต่ำ'],
    ['500.50', 'จำนวนเต็มบาท'],
    ['1e5', 'จำนวนเต็มบาท'],
    ['<b>500</b>', 'จำนวนเต็มบาท'],
    ["' OR 1=1 --", 'จำนวนเต็มบาท'],
    ['５００', 'จำนวนเต็มบาท'],
    ['', 'จำนวนเต็มบาท'],
  ])('refuses %j with a Thai message and changes nothing', async (typed, message) => {
    const t = await limitTest();
    const answer = await t.set({ day: '1000', week: typed });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'LIMIT_INVALID' });
    expect((answer.json() as { message: string }).message).toContain(message);
    expect((await t.limits()).day.limit).toBeNull();
  });

  it('refuses an overlong or unknown field before reading it', async () => {
    const t = await limitTest();
    expect((await t.set({ day: '1'.repeat(30) })).statusCode).toBe(400);
    expect((await t.post(limitsPath, { day: '500', week: null, month: null, year: '1' })).statusCode).toBe(400);
    expect((await t.post(`${limitsPath}/cancel`, { period: 'year' })).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const t = await limitTest();
    expect((await t.app.inject({ url: limitsPath })).statusCode).toBe(401);
  });
});

describe('deposit limits on every deposit way', () => {
  it('refuses a PromptPay request over what is left, naming it in Thai', async () => {
    const t = await limitTest();
    await t.set({ day: '500' });
    await t.deposit('300');
    const refused = await t.post('/api/v1/wallet/deposit/promptpay', { amount: '300' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DEPOSIT_LIMIT', message: 'ยอดฝากเกินวงเงินฝากที่คุณตั้งไว้ ตอนนี้ฝากได้อีก 200.00 บาท' });
    expect((await t.post('/api/v1/wallet/deposit/promptpay', { amount: '200' })).statusCode).toBe(201);
  });

  it('holds a statement line over the limit (depositLimit): the member sees it held with the reason, the operator credits it', async () => {
    const verifier = createDemoSlipVerifier();
    const t = await limitTest(verifier);
    await t.set({ day: '500' });
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '400' })).json() as PromptPayRequest;
    // A slip of 200 arrives first: now only 300 is left, less than the open request's 400.
    const slip = verifier.add({
      transRef: 'LIMIT000000000000001',
      amountSatang: 20_000,
      receiverAccount: site,
      senderAccount: memberAccount,
      sentAt: t.nowSeconds(),
    });
    expect((await t.post('/api/v1/wallet/deposit/slip', { reference: slip })).statusCode).toBe(201);
    const line = { transRef: 'LIMITLINE0001', fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: request.payAmount };
    const answer = await t.operator('/api/operator/bank-statement', line);
    expect(answer.json()).toMatchObject({
      matched: false,
      deposit: null,
      reason: 'depositLimit',
      held: { status: 'held', depositId: request.id, member: '0812345678' },
    });
    expect((await t.balanced()).credit).toBe(150_000 + 20_000);
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.openRequest).toBeNull();
    expect(options.recent.find((d) => d.id === request.id)).toMatchObject({ status: 'held', reason: 'ยอดโอนนี้เกินวงเงินฝากที่คุณตั้งไว้ รอเจ้าหน้าที่ตรวจสอบ' });

    const { held } = answer.json() as { held: { id: string } };
    const credited = await t.operator(`/api/operator/held-transfers/${held.id}/credit`, { note: 'member asked by phone' });
    expect(credited.json()).toMatchObject({
      held: { status: 'credited', note: 'member asked by phone' },
      deposit: { id: request.id, status: 'credited', creditedAmount: request.payAmount },
    });
    expect(await t.balanced()).toEqual({
      credit: 170_000 + Number(request.payAmount.replace('.', '')),
      sum: 170_000 + Number(request.payAmount.replace('.', '')),
    });
    // Its transfer credits once: the line again, or crediting again, adds nothing.
    expect((await t.operator('/api/operator/bank-statement', line)).json()).toMatchObject({ reason: 'alreadyCredited' });
    expect((await t.operator(`/api/operator/held-transfers/${held.id}/credit`, {})).json()).toMatchObject({ held: { status: 'credited' } });
    expect((await t.balanced()).credit).toBe(170_000 + Number(request.payAmount.replace('.', '')));
  });

  it('refuses a slip over the limit with what is left and where the money goes, crediting nothing', async () => {
    const verifier = createDemoSlipVerifier();
    const t = await limitTest(verifier);
    await t.set({ day: '500' });
    const slip = { transRef: 'LIMIT000000000000002', amountSatang: 60_000, receiverAccount: site, senderAccount: memberAccount, sentAt: t.nowSeconds() };
    const refused = await t.post('/api/v1/wallet/deposit/slip', { reference: verifier.add(slip) });
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as { code: string; message: string };
    expect(body.code).toBe('DEPOSIT_LIMIT');
    expect(body.message).toContain('ฝากได้อีก 500.00 บาท');
    expect(body.message).toContain('เงินที่โอนแล้วไม่หาย');
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM credited_transfers`)).toEqual({ n: 0 });
    expect((await t.balanced()).credit).toBe(150_000);
    // Raised later (after the cooling-off), the same slip credits.
    await t.set({ day: '1000' });
    t.advance(day);
    expect((await t.post('/api/v1/wallet/deposit/slip', { reference: verifier.add(slip) })).statusCode).toBe(201);
  });

  it('refuses a slip that pays the open request when the limit has meanwhile been lowered', async () => {
    const verifier = createDemoSlipVerifier();
    const t = await limitTest(verifier);
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '400' })).json() as PromptPayRequest;
    await t.set({ day: '300' });
    const payAmount = Number(request.payAmount.replace('.', ''));
    const slip = { transRef: 'LIMIT000000000000003', amountSatang: payAmount, receiverAccount: site, senderAccount: memberAccount, sentAt: t.nowSeconds() };
    const refused = await t.post('/api/v1/wallet/deposit/slip', { reference: verifier.add(slip) });
    expect(refused.json()).toMatchObject({ code: 'DEPOSIT_LIMIT' });
    expect(((await t.get('/api/v1/wallet/deposit')).json() as DepositOptions).openRequest?.id).toBe(request.id);
  });
});

describe('deposit limits migration', () => {
  it('runs again without harm and keeps the limits set', async () => {
    const t = await limitTest();
    await t.set({ day: '700' });
    // SQLite's step (its DDL is SQLite's): PostgreSQL starts from its baseline and never runs it.
    if (testDialect === 'sqlite') await depositLimitSchema(t.db);
    expect((await t.limits()).day.limit).toBe('700.00');
  });
});

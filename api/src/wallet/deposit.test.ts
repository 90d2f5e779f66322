import type { DepositOptions, DepositPage, DepositRecord, PromptPayRequest } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { parse } from 'promptparse';
import { one, run } from '../base/db';
import { createPromptPay } from './deposits';
import { defaultWalletSettings } from './settings';
import { walletTest } from '../app/testing/wallet';

const create = (t: Awaited<ReturnType<typeof walletTest>>, amount: string) => t.post('/api/v1/wallet/deposit/promptpay', { amount });

describe('deposit options', () => {
  it('needs a bearer token', async () => {
    const t = await walletTest();
    expect((await t.app.inject({ url: '/api/v1/wallet/deposit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/wallet/deposit/promptpay', payload: { amount: '100' } })).statusCode).toBe(401);
  });

  it('shows the limits, quick amounts, the site account and the member account masked', async () => {
    const t = await walletTest();
    const answer = await t.get('/api/v1/wallet/deposit');
    expect(answer.statusCode).toBe(200);
    const options = answer.json() as DepositOptions;
    expect(options).toMatchObject({
      minAmount: '100.00',
      maxAmount: '50000.00',
      quickAmounts: ['100.00', '300.00', '500.00', '1000.00', '5000.00'],
      memberAccount: { bankCode: 'SCB', bankName: 'ธนาคารไทยพาณิชย์', accountNumberMasked: 'xxx-x-x3456-x', accountName: 'สมชาย ทดลองเล่น' },
      promptPay: { enabled: true, expiresInSeconds: 900 },
      openRequest: null,
      recent: [],
    });
    expect(options.siteAccounts.length).toBeGreaterThan(0);
    expect(answer.body).not.toContain('4071234567');
  });
});

describe('PromptPay request', () => {
  it('answers 201 with payAmount = amount + 1–99 satang and a payload for exactly that amount', async () => {
    const t = await walletTest();
    const answer = await create(t, '500');
    expect(answer.statusCode).toBe(201);
    const request = answer.json() as PromptPayRequest;
    expect(request.status).toBe('pending');
    expect(request.amount).toBe('500.00');
    expect(request.payAmount).toMatch(/^500\.(0[1-9]|[1-9][0-9])$/);
    expect(parse(request.payload, true)?.getTagValue('54')).toBe(request.payAmount);
    expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(900_000);
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.openRequest).toEqual(request);
    expect(options.recent.map((d) => d.status)).toEqual(['pending']);
  });

  it('refuses a second open request with 409 DEPOSIT_PENDING', async () => {
    const t = await walletTest();
    expect((await create(t, '100')).statusCode).toBe(201);
    const second = await create(t, '200');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'DEPOSIT_PENDING', message: expect.stringContaining('รอชำระ') });
  });

  it('never gives two open requests the same payAmount', async () => {
    const t = await walletTest();
    const payAmounts = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const phone = `08${String(10_000_000 + i)}`;
      await run(t.db, sql`INSERT INTO members (username, password_hash, sportsbook_password, created_at) VALUES (${phone}, 'h', 'sb', 1)`);
      const memberId = (await one<{ id: number }>(t.db, sql`SELECT id FROM members WHERE username = ${phone}`))?.id as number;
      payAmounts.add(String((await createPromptPay(t.db, defaultWalletSettings, memberId, '100', 1)).pay_amount_satang));
    }
    expect(payAmounts.size).toBe(60);
  });

  it.each([
    ['99.99', 'AMOUNT_BELOW_MIN'],
    ['50000.01', 'AMOUNT_ABOVE_MAX'],
    ['0', 'AMOUNT_INVALID'],
    ['0.00', 'AMOUNT_INVALID'],
  ])('refuses %s with %s', async (amount, code) => {
    const t = await walletTest();
    const answer = await create(t, amount);
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { code: string }).code).toBe(code);
  });

  it.each(['-100', '1e3', '100.123', 'abc', '', ' 100', '1,000', '<script>', '100.5.5', '9999999999'])('refuses "%s" with 400', async (amount) => {
    const t = await walletTest();
    const answer = await create(t, amount);
    expect(answer.statusCode).toBe(400);
  });

  it('refuses a number instead of a string, and extra fields', async () => {
    const t = await walletTest();
    expect((await t.post('/api/v1/wallet/deposit/promptpay', { amount: 100 })).statusCode).toBe(400);
    expect((await t.post('/api/v1/wallet/deposit/promptpay', { amount: '100', memberId: 2 })).statusCode).toBe(400);
  });

  it('expires after 15 minutes and then a new one may be made', async () => {
    const t = await walletTest();
    const first = (await create(t, '100')).json() as PromptPayRequest;
    t.advance(900);
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.openRequest).toBeNull();
    expect(options.recent[0]).toMatchObject({ id: first.id, status: 'expired', settledAt: first.expiresAt });
    expect((await create(t, '100')).statusCode).toBe(201);
  });

  it('cancels the open request; cancelling again answers the same; another member cannot cancel it', async () => {
    const t = await walletTest();
    const request = (await create(t, '100')).json() as PromptPayRequest;
    const cancelled = await t.post('/api/v1/wallet/deposit/cancel', { id: request.id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: request.id, status: 'cancelled', creditedAmount: null, method: 'promptpay' });
    expect(((await t.post('/api/v1/wallet/deposit/cancel', { id: request.id })).json() as DepositRecord).status).toBe('cancelled');
    expect((await t.post('/api/v1/wallet/deposit/cancel', { id: 'dep_unknown' })).statusCode).toBe(404);
  });

  it('the options the page polls carry the credit: once the request is credited, what /credit answers right after', async () => {
    const t = await walletTest();
    const request = (await create(t, '100')).json() as PromptPayRequest;
    expect(((await t.get('/api/v1/wallet/deposit')).json() as DepositOptions).credit).toBe('1500.00');
    expect((await t.operator(`/api/operator/deposits/${request.id}/credit`)).statusCode).toBe(200);
    const options = (await t.get('/api/v1/wallet/deposit')).json() as DepositOptions;
    expect(options.recent[0]).toMatchObject({ id: request.id, status: 'credited', creditedAmount: request.payAmount });
    expect(options.credit).toBe(`1600.${request.payAmount.slice(-2)}`);
    expect((await t.get('/api/v1/credit')).json()).toMatchObject({ credit: options.credit });
  });

  it('cannot cancel a credited request', async () => {
    const t = await walletTest();
    const request = (await create(t, '100')).json() as PromptPayRequest;
    await t.operator(`/api/operator/deposits/${request.id}/credit`);
    const answer = await t.post('/api/v1/wallet/deposit/cancel', { id: request.id });
    expect(answer.statusCode).toBe(409);
    expect((answer.json() as { code: string }).code).toBe('DEPOSIT_CLOSED');
  });
});

describe('deposit history', () => {
  it('pages by 20, newest first', async () => {
    const t = await walletTest();
    for (let i = 0; i < 23; i += 1) {
      const request = (await create(t, String(100 + i))).json() as PromptPayRequest;
      await t.post('/api/v1/wallet/deposit/cancel', { id: request.id });
      t.advance(1);
    }
    const first = (await t.get('/api/v1/wallet/deposits')).json() as DepositPage;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]?.amount).toBe('122.00');
    const second = (await t.get('/api/v1/wallet/deposits?page=2')).json() as DepositPage;
    expect(second.data.map((d) => d.amount)).toEqual(['102.00', '101.00', '100.00']);
    expect((await t.get('/api/v1/wallet/deposits?page=0')).statusCode).toBe(400);
    expect((await t.get('/api/v1/wallet/deposits?page=abc')).statusCode).toBe(400);
  });
});

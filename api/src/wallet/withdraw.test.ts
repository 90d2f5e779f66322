import type { WithdrawalCreated, WithdrawalPage, WithdrawalRecord, WithdrawOptions } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { run } from '../base/db';
import { postLedger } from '../ledger/ledger';
import { freshKey, walletTest, type WalletTest } from '../app/testing/wallet';

const withdraw = (t: WalletTest, amount: string, idempotencyKey = freshKey()) => t.post('/api/v1/wallet/withdraw', { amount, idempotencyKey });

const codeOf = (body: unknown): string => (body as { code: string }).code;

async function give(t: WalletTest, satang: number): Promise<void> {
  await postLedger(t.db, { memberId: t.memberId, kind: 'adjustment', amountSatang: satang, description: 'ทดสอบ', nowSeconds: 1 });
}

describe('withdraw options', () => {
  it('shows withdrawable = credit, limits, fee, no turnover and the masked account', async () => {
    const t = await walletTest();
    const options = (await t.get('/api/v1/wallet/withdraw')).json() as WithdrawOptions;
    expect(options).toMatchObject({
      withdrawable: '1500.00',
      minAmount: '100.00',
      maxAmount: '50000.00',
      dailyLimit: '100000.00',
      dailyLeft: '100000.00',
      fee: '0.00',
      turnoverLeft: '0.00',
      account: { bankCode: 'SCB', accountNumberMasked: 'xxx-x-x3456-x' },
      pending: null,
      recent: [],
    });
  });
});

describe('withdraw', () => {
  it('debits at once (ledger "withdrawal") and answers 201 with the record, the credit after it and the page options', async () => {
    const t = await walletTest();
    const answer = await withdraw(t, '300.50');
    expect(answer.statusCode).toBe(201);
    const { credit, options: carried, ...record } = answer.json() as WithdrawalCreated;
    expect(record).toMatchObject({ status: 'pending', amount: '300.50', fee: '0.00', netAmount: '300.50', settledAt: null, reason: null });
    expect(record.account.accountNumberMasked).toBe('xxx-x-x3456-x');
    expect(await t.balanced()).toEqual({ credit: 119_950, sum: 119_950 });
    // The page needs no other request: the credit is /credit's, the options are GET's.
    expect(credit).toBe('1199.50');
    expect((await t.get('/api/v1/credit')).json()).toMatchObject({ credit: '1199.50' });
    const options = (await t.get('/api/v1/wallet/withdraw')).json() as WithdrawOptions;
    expect(options).toMatchObject({ withdrawable: '1199.50', dailyLeft: '99699.50', pending: record, recent: [record] });
    expect(carried).toEqual(options);
  });

  it('takes a fee from what reaches the account', async () => {
    const t = await walletTest({ walletSettings: { withdrawFeeSatang: 1_000 } });
    const record = (await withdraw(t, '200')).json() as WithdrawalRecord;
    expect(record).toMatchObject({ amount: '200.00', fee: '10.00', netAmount: '190.00' });
  });

  it('the same idempotency key twice makes one withdrawal', async () => {
    const t = await walletTest();
    const key = freshKey();
    const first = await withdraw(t, '100', key);
    const second = await withdraw(t, '100', key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(((await t.get('/api/v1/wallet/withdrawals')).json() as WithdrawalPage).total).toBe(1);
    expect(await t.balanced()).toEqual({ credit: 140_000, sum: 140_000 });
  });

  it('20 concurrent withdrawals over the balance never debit more than it', async () => {
    const t = await walletTest();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(t, '1000')));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBeLessThan(500);
      expect(['WITHDRAWAL_PENDING', 'INSUFFICIENT_BALANCE']).toContain(codeOf(a.json()));
    }
    const { credit, sum } = await t.balanced();
    expect(credit).toBe(sum);
    expect(credit).toBe(50_000);
  });

  it('20 concurrent withdrawals, paid as they come, stop at the balance', async () => {
    const t = await walletTest();
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const answer = await withdraw(t, '200');
        if (answer.statusCode === 201) {
          const { id } = answer.json() as WithdrawalRecord;
          ids.push(id);
          await t.operator(`/api/operator/withdrawals/${id}/pay`);
        }
      }),
    );
    const { credit, sum } = await t.balanced();
    expect(credit).toBe(sum);
    expect(credit).toBeGreaterThanOrEqual(0);
    expect(ids.length * 20_000).toBeLessThanOrEqual(150_000);
  });

  it.each([
    ['99.99', 400, 'AMOUNT_BELOW_MIN', 'ขั้นต่ำ 100.00'],
    ['50000.01', 400, 'AMOUNT_ABOVE_MAX', 'สูงสุด 50,000.00'],
    ['0', 400, 'AMOUNT_INVALID', 'มากกว่า 0'],
    ['1500.01', 400, 'INSUFFICIENT_BALANCE', 'ยอดเงินที่ถอนได้ไม่พอ'],
  ])('refuses %s: %i %s', async (amount, status, code, text) => {
    const t = await walletTest();
    const answer = await withdraw(t, amount);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ code, message: expect.stringContaining(text) });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('refuses a second while one is pending (409 WITHDRAWAL_PENDING)', async () => {
    const t = await walletTest();
    await withdraw(t, '100');
    const answer = await withdraw(t, '100');
    expect(answer.statusCode).toBe(409);
    expect(codeOf(answer.json())).toBe('WITHDRAWAL_PENDING');
  });

  it('refuses over the daily limit (Bangkok day) and allows again the next day', async () => {
    const t = await walletTest();
    await give(t, 20_000_000);
    for (let i = 0; i < 2; i += 1) {
      const record = (await withdraw(t, '50000')).json() as WithdrawalRecord;
      await t.operator(`/api/operator/withdrawals/${record.id}/pay`);
    }
    const over = await withdraw(t, '100');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 'DAILY_LIMIT', message: expect.stringContaining('0.00') });
    t.advance(14 * 60 * 60); // 00:00 Bangkok next day
    expect((await withdraw(t, '100')).statusCode).toBe(201);
  });

  it('does not count rejected withdrawals toward the daily limit', async () => {
    const t = await walletTest();
    await give(t, 20_000_000);
    const record = (await withdraw(t, '50000')).json() as WithdrawalRecord;
    await t.operator(`/api/operator/withdrawals/${record.id}/reject`, { reason: 'บัญชีไม่ตรง' });
    expect(((await t.get('/api/v1/wallet/withdraw')).json() as WithdrawOptions).dailyLeft).toBe('100000.00');
  });

  it('refuses a member with no registered account (409 NO_BANK_ACCOUNT)', async () => {
    const t = await walletTest();
    await run(t.db, sql`UPDATE members SET bank_code = NULL, bank_account = NULL WHERE id = ${t.memberId}`);
    const answer = await withdraw(t, '100');
    expect(answer.statusCode).toBe(409);
    expect(codeOf(answer.json())).toBe('NO_BANK_ACCOUNT');
  });

  it.each([
    { amount: '-100' },
    { amount: '100.001' },
    { amount: 'abc' },
    { amount: '1e5' },
    { amount: "100'; DROP TABLE ledger;--" },
    { amount: 100 },
    { amount: '100', idempotencyKey: 'short' },
    { amount: '100', idempotencyKey: 'has spaces in it here!' },
    { amount: '100', idempotencyKey: undefined },
    { amount: '100', idempotencyKey: 'a'.repeat(16), account: '123' },
  ])('refuses bad input %j with 400, never 500', async (body) => {
    const t = await walletTest();
    const answer = await t.post('/api/v1/wallet/withdraw', { idempotencyKey: freshKey(), ...body });
    expect(answer.statusCode).toBe(400);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('needs a bearer token', async () => {
    const t = await walletTest();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/wallet/withdraw', payload: { amount: '100', idempotencyKey: freshKey() } })).statusCode).toBe(
      401,
    );
  });
});

describe('withdrawal history', () => {
  it('pages by 20, newest first', async () => {
    const t = await walletTest();
    for (let i = 0; i < 21; i += 1) {
      const record = (await withdraw(t, '100')).json() as WithdrawalRecord;
      await t.operator(`/api/operator/withdrawals/${record.id}/reject`, { reason: `ครั้งที่ ${i}` });
      t.advance(1);
    }
    const first = (await t.get('/api/v1/wallet/withdrawals')).json() as WithdrawalPage;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 21 });
    expect(first.data[0]?.reason).toBe('ครั้งที่ 20');
    const second = (await t.get('/api/v1/wallet/withdrawals?page=2')).json() as WithdrawalPage;
    expect(second.data.map((w) => w.reason)).toEqual(['ครั้งที่ 0']);
  });
});

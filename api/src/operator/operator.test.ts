import type { DepositRecord, PromptPayRequest, WithdrawalRecord } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { readConfig } from '../app/config';
import { all, one } from '../base/db';
import { operatorKeyMatches } from './auth';
import { freshKey, operatorKey, walletTest } from '../app/testing/wallet';

describe('operator routes', () => {
  it('are not there without API_OPERATOR_KEY', async () => {
    const t = await walletTest({ operatorKey: null });
    expect((await t.operator('/api/operator/withdrawals/x/pay')).statusCode).toBe(404);
  });

  it('refuse a missing or wrong key with 401', async () => {
    const t = await walletTest();
    const url = '/api/operator/withdrawals/x/pay';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: { 'x-operator-key': `${operatorKey}x` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: { 'x-operator-key': 'short' } })).statusCode).toBe(401);
    // A member's bearer token is no operator key.
    expect((await t.post(url)).statusCode).toBe(401);
  });

  it('compares keys whatever their length', () => {
    expect(operatorKeyMatches(operatorKey, operatorKey)).toBe(true);
    expect(operatorKeyMatches('', operatorKey)).toBe(false);
    expect(operatorKeyMatches(['a'], operatorKey)).toBe(false);
    expect(operatorKeyMatches(undefined, operatorKey)).toBe(false);
  });

  it('credits a deposit once: ledger "deposit" of the transferred amount; a second credit changes nothing', async () => {
    const t = await walletTest();
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '100' })).json() as PromptPayRequest;
    const first = await t.operator(`/api/operator/deposits/${request.id}/credit`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: request.id, status: 'credited', creditedAmount: request.payAmount });
    const second = await t.operator(`/api/operator/deposits/${request.id}/credit`);
    expect(second.json()).toEqual(first.json());
    const rows = await all(t.db, sql`SELECT amount_satang FROM ledger WHERE kind = 'deposit' AND reference = ${request.id}`);
    expect(rows).toHaveLength(1);
    const { credit, sum } = await t.balanced();
    expect(credit).toBe(sum);
    expect(((await t.get('/api/v1/credit')).json() as { credit: string }).credit).not.toBe('1500.00');
  });

  it('cannot credit an expired or cancelled request', async () => {
    const t = await walletTest();
    const expired = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '100' })).json() as PromptPayRequest;
    t.advance(901);
    const answer = await t.operator(`/api/operator/deposits/${expired.id}/credit`);
    expect(answer.statusCode).toBe(409);
    expect((answer.json() as { code: string }).code).toBe('DEPOSIT_CLOSED');
    const cancelled = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '100' })).json() as PromptPayRequest;
    await t.post('/api/v1/wallet/deposit/cancel', { id: cancelled.id });
    expect((await t.operator(`/api/operator/deposits/${cancelled.id}/credit`)).statusCode).toBe(409);
    expect((await t.operator('/api/operator/deposits/dep_none/credit')).statusCode).toBe(404);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('pays a withdrawal (idempotent); a paid one cannot be rejected', async () => {
    const t = await walletTest();
    const w = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as WithdrawalRecord;
    const paid = await t.operator(`/api/operator/withdrawals/${w.id}/pay`);
    expect(paid.json()).toMatchObject({ status: 'paid', settledAt: expect.any(String) });
    expect((await t.operator(`/api/operator/withdrawals/${w.id}/pay`)).json()).toEqual(paid.json());
    const reject = await t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'x' });
    expect(reject.statusCode).toBe(409);
    expect((reject.json() as { code: string }).code).toBe('WITHDRAWAL_CLOSED');
    expect(await t.balanced()).toEqual({ credit: 140_000, sum: 140_000 });
  });

  it('rejects a withdrawal with a Thai reason and refunds it once; a rejected one cannot be paid', async () => {
    const t = await walletTest();
    const w = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as WithdrawalRecord;
    const rejected = await t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'ชื่อบัญชีไม่ตรงกับผู้สมัคร' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'ชื่อบัญชีไม่ตรงกับผู้สมัคร' });
    await t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'again' });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect((await t.operator(`/api/operator/withdrawals/${w.id}/pay`)).statusCode).toBe(409);
    expect((await t.operator(`/api/operator/withdrawals/${w.id}/reject`, {})).statusCode).toBe(400);
  });

  it('matches a bank-statement line to the open request by its exact amount', async () => {
    const t = await walletTest();
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '300' })).json() as PromptPayRequest;
    const line = { transRef: 'STMT0000000000000001', fromBank: 'SCB', fromAccount: '4071234567' };
    const hit = await t.operator('/api/operator/bank-statement', { ...line, amount: request.payAmount });
    expect(hit.json()).toMatchObject({ matched: true, deposit: { id: request.id, status: 'credited' } });
    expect((hit.json() as { deposit: DepositRecord }).deposit.creditedAmount).toBe(request.payAmount);
    expect((await t.operator('/api/operator/bank-statement', { ...line, amount: '-1' })).statusCode).toBe(400);
  });

  it('the demo auto-credit credits a pending request after the given seconds (checked every second)', async () => {
    const t = await walletTest({ demoAutoCreditSeconds: 5 });
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '100' })).json() as PromptPayRequest;
    const status = async () => ((await t.get('/api/v1/wallet/deposits')).json() as { data: DepositRecord[] }).data[0]?.status;
    t.advance(4);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await status()).toBe('pending');
    t.advance(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await status()).toBe('credited');
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM ledger WHERE reference = ${request.id}`)).toEqual({ n: 1 });
    await t.app.close();
  });
});

describe('wallet configuration', () => {
  const read = (env: Record<string, string>) => readConfig(env, '/tmp/api');

  it('has demo defaults and no operator key', () => {
    const { wallet } = read({});
    expect(wallet.operatorKey).toBeNull();
    expect(wallet.demoAutoCreditSeconds).toBeNull();
    expect(wallet.settings).toMatchObject({ promptPayId: '0612345678', withdrawFeeSatang: 0, promptPayExpiresSeconds: 900 });
  });

  it('reads accounts, PromptPay, fee, operator key and auto-credit', () => {
    const { wallet } = read({
      API_SITE_ACCOUNTS: 'KBANK:111-1-11111-1:บจก. ทดสอบ;SCB:222-2-22222-2:บจก. ทดสอบ',
      API_PROMPTPAY_ID: '1234567890123',
      API_PROMPTPAY_NAME: 'บจก. ทดสอบ',
      API_PROMPTPAY_EXPIRES_SECONDS: '600',
      API_WITHDRAW_FEE: '10.00',
      API_OPERATOR_KEY: operatorKey,
      API_DEMO_AUTO_CREDIT_SECONDS: '5',
    });
    expect(wallet.settings.siteAccounts).toHaveLength(2);
    expect(wallet.settings.siteAccounts[1]).toMatchObject({ bankCode: 'SCB', bankName: 'ธนาคารไทยพาณิชย์' });
    expect(wallet.settings).toMatchObject({ promptPayId: '1234567890123', promptPayName: 'บจก. ทดสอบ', promptPayExpiresSeconds: 600, withdrawFeeSatang: 1000 });
    expect(wallet).toMatchObject({ operatorKey, demoAutoCreditSeconds: 5 });
  });

  it('reads the deposit and withdrawal limits, quick amounts and the slip age', () => {
    const { settings } = read({
      API_DEPOSIT_MIN: '50',
      API_DEPOSIT_MAX: '20000.50',
      API_DEPOSIT_QUICK_AMOUNTS: '50, 100,1000',
      API_WITHDRAW_MIN: '300',
      API_WITHDRAW_MAX: '10000',
      API_WITHDRAW_DAILY_LIMIT: '30000',
      API_WITHDRAW_QUICK_AMOUNTS: '300,500',
      API_WITHDRAW_FEE: '150',
      API_SLIP_MAX_AGE_HOURS: '6',
    }).wallet;
    expect(settings).toMatchObject({
      depositMinSatang: 5_000,
      depositMaxSatang: 2_000_050,
      depositQuickSatang: [5_000, 10_000, 100_000],
      withdrawMinSatang: 30_000,
      withdrawMaxSatang: 1_000_000,
      withdrawDailyLimitSatang: 3_000_000,
      withdrawQuickSatang: [30_000, 50_000],
      withdrawFeeSatang: 15_000,
      slipMaxAgeSeconds: 6 * 3600,
    });
    // docker-compose passes every variable, empty when the operator set none: the defaults.
    const empty = Object.fromEntries(
      [
        'API_DEPOSIT_MIN',
        'API_DEPOSIT_MAX',
        'API_DEPOSIT_QUICK_AMOUNTS',
        'API_WITHDRAW_MIN',
        'API_WITHDRAW_MAX',
        'API_WITHDRAW_DAILY_LIMIT',
        'API_WITHDRAW_QUICK_AMOUNTS',
        'API_WITHDRAW_FEE',
        'API_PROMPTPAY_EXPIRES_SECONDS',
        'API_SLIP_VERIFIER',
        'API_SLIP_VERIFIER_KEY',
        'API_SLIP_VERIFIER_URL',
        'API_SLIP_MAX_AGE_HOURS',
      ].map((name) => [name, '']),
    );
    expect(read(empty).wallet).toEqual(read({}).wallet);
    expect(read({}).wallet.settings).toMatchObject({ depositMinSatang: 10_000, withdrawDailyLimitSatang: 10_000_000, slipMaxAgeSeconds: 24 * 3600 });
    // Limits without quick amounts keep the default buttons that fit (or the minimum).
    expect(read({ API_DEPOSIT_MIN: '1000' }).wallet.settings.depositQuickSatang).toEqual([100_000, 500_000]);
    expect(read({ API_WITHDRAW_MIN: '20000', API_WITHDRAW_MAX: '30000' }).wallet.settings.withdrawQuickSatang).toEqual([2_000_000]);
  });

  it.each([
    [{ API_DEPOSIT_MIN: '0' }, /API_DEPOSIT_MIN/],
    [{ API_DEPOSIT_MIN: '100.001' }, /API_DEPOSIT_MIN/],
    [{ API_DEPOSIT_MIN: '1000', API_DEPOSIT_MAX: '500' }, /API_DEPOSIT_MIN .* API_DEPOSIT_MAX/],
    [{ API_DEPOSIT_QUICK_AMOUNTS: '100,abc' }, /API_DEPOSIT_QUICK_AMOUNTS/],
    [{ API_DEPOSIT_QUICK_AMOUNTS: '50' }, /API_DEPOSIT_QUICK_AMOUNTS/],
    [{ API_WITHDRAW_MAX: '50' }, /API_WITHDRAW_MIN .* API_WITHDRAW_MAX/],
    [{ API_WITHDRAW_MAX: '200000' }, /API_WITHDRAW_MAX .* API_WITHDRAW_DAILY_LIMIT/],
    [{ API_WITHDRAW_MIN: '10', API_WITHDRAW_FEE: '10' }, /API_WITHDRAW_FEE/],
    [{ API_WITHDRAW_QUICK_AMOUNTS: '' + '100,'.repeat(9) + '100' }, /API_WITHDRAW_QUICK_AMOUNTS/],
    [{ API_SLIP_MAX_AGE_HOURS: '0' }, /API_SLIP_MAX_AGE_HOURS/],
  ])('refuses %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
    expect(() => read(env)).toThrow(/\[api\] E2/);
  });

  it('has slip upload off unless API_SLIP_VERIFIER names a verifier', () => {
    expect(read({}).wallet.slipVerifier).toBeNull();
    expect(read({ API_SLIP_VERIFIER: 'demo' }).wallet.slipVerifier).toBe('demo');
    expect(() => read({ API_SLIP_VERIFIER: 'demo', API_HOST: '0.0.0.0' })).toThrow(/API_SLIP_VERIFIER=demo .*loopback only/);
    expect(() => read({ API_SLIP_VERIFIER: 'easyslip' })).toThrow(/API_SLIP_VERIFIER_KEY/);
    expect(() => read({ API_SLIP_VERIFIER: 'easyslip', API_SLIP_VERIFIER_KEY: 'k', API_SLIP_VERIFIER_URL: 'http://slips.example.com/verify' })).toThrow(
      /API_SLIP_VERIFIER_URL/,
    );
    expect(() => read({ API_SLIP_VERIFIER: 'slipok' })).toThrow(/API_SLIP_VERIFIER must be/);
    const easy = read({ API_SLIP_VERIFIER: 'easyslip', API_SLIP_VERIFIER_KEY: 'secret-key', API_HOST: '0.0.0.0' }).wallet.slipVerifier;
    expect(typeof easy === 'object' && easy !== null && typeof easy.verify).toBe('function');
    // The key is the verifier's alone: not in anything the configuration prints.
    expect(JSON.stringify(read({ API_SLIP_VERIFIER: 'easyslip', API_SLIP_VERIFIER_KEY: 'secret-key' }))).not.toContain('secret-key');
  });

  it('refuses bad values, a short operator key and auto-credit on a public address', () => {
    expect(() => read({ API_PROMPTPAY_ID: '12345' })).toThrow(/\[api\] E2 API_PROMPTPAY_ID/);
    expect(() => read({ API_WITHDRAW_FEE: '1.5.0' })).toThrow(/API_WITHDRAW_FEE/);
    expect(() => read({ API_WITHDRAW_FEE: '100.00' })).toThrow(/API_WITHDRAW_FEE/);
    expect(() => read({ API_OPERATOR_KEY: 'short' })).toThrow(/API_OPERATOR_KEY/);
    expect(() => read({ API_SITE_ACCOUNTS: 'KBANK' })).toThrow(/API_SITE_ACCOUNTS/);
    expect(() => read({ API_DEMO_AUTO_CREDIT_SECONDS: '5', API_HOST: '0.0.0.0' })).toThrow(/loopback only/);
  });
});

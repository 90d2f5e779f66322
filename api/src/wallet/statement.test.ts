import type { PromptPayRequest, StatementPage } from '@member-site/shared/contract';
import { formatSatang, parseBaht } from '../base/money';
import { freshKey, walletTest } from '../app/testing/wallet';

describe('statement', () => {
  it('lists every movement newest first with signed amounts and the running balance', async () => {
    const t = await walletTest();
    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '200' })).json() as PromptPayRequest;
    await t.operator(`/api/operator/deposits/${request.id}/credit`);
    const withdrawal = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as { id: string };
    await t.operator(`/api/operator/withdrawals/${withdrawal.id}/reject`, { reason: 'ทดสอบ' });

    const page = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    const deposit = request.payAmount;
    const afterDeposit = 150_000 + (parseBaht(deposit) ?? Number.NaN);
    expect(page.data.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'withdrawal-refund', amount: '100.00', balanceAfter: formatSatang(afterDeposit) },
      { kind: 'withdrawal', amount: '-100.00', balanceAfter: formatSatang(afterDeposit - 10_000) },
      { kind: 'deposit', amount: deposit, balanceAfter: formatSatang(afterDeposit) },
      { kind: 'adjustment', amount: '1500.00', balanceAfter: '1500.00' },
    ]);
    expect(page.data[2]?.description).toBe('ฝากเงินผ่าน PromptPay');
  });

  it('filters by Bangkok days, inclusive', async () => {
    const t = await walletTest();
    const spin = async () => {
      const w = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as { id: string };
      await t.operator(`/api/operator/withdrawals/${w.id}/pay`);
    };
    await spin(); // 21 Nov 10:00 Bangkok
    t.advance(14 * 60 * 60 - 1); // 21 Nov 23:59:59
    await spin();
    t.advance(1); // 22 Nov 00:00:00
    await spin();
    const day = async (q: string) => ((await t.get(`/api/v1/wallet/statement?${q}`)).json() as StatementPage).total;
    // The seed's opening row is from 21 Nov 10:00 too.
    expect(await day('from=2026-11-21&to=2026-11-21')).toBe(3);
    expect(await day('from=2026-11-22')).toBe(1);
    expect(await day('to=2026-11-20')).toBe(0);
    expect(await day('from=2026-11-23')).toBe(0);
  });

  it('pages by 20', async () => {
    const t = await walletTest();
    for (let i = 0; i < 25; i += 1) {
      const w = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as { id: string };
      await t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'x' });
    }
    const second = (await t.get('/api/v1/wallet/statement?page=3')).json() as StatementPage;
    expect(second).toMatchObject({ page: 3, total: 51 });
    expect(second.data).toHaveLength(11);
    expect(second.data.at(-1)?.kind).toBe('adjustment');
  });

  it.each(['from=2026-02-30', 'from=21-11-2026', 'to=2026-13-01', 'page=-1', 'other=1'])('refuses %s with 400', async (q) => {
    const t = await walletTest();
    expect((await t.get(`/api/v1/wallet/statement?${q}`)).statusCode).toBe(400);
  });
});

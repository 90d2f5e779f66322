import type { BalanceChange } from '@member-site/shared/contract';
import { walletTest } from '../app/testing/wallet';

// Capability balance-changes (issue 22): the balance's version, which a member page reads every 2 s
// to follow a deposit within seconds, not at the next 60 s credit check.

const path = '/api/v1/wallet/balance-changes';

describe('GET /api/v1/wallet/balance-changes', () => {
  it('answers the balance and its version; a credit moves both', async () => {
    const t = await walletTest();
    const before = (await t.get(path)).json() as BalanceChange;
    expect(before).toEqual({ version: expect.stringMatching(/^[0-9]+$/), credit: '1500.00' });
    expect((await t.get(path)).json()).toEqual(before);
    await t.operator('/api/operator/bank-statement', { transRef: 'VERSION0000000001', fromBank: 'SCB', fromAccount: '4071234567', amount: '200.00' });
    const after = (await t.get(path)).json() as BalanceChange;
    expect(after.credit).toBe('1700.00');
    expect(after.version).not.toBe(before.version);
  });

  it('refuses a stranger, and is offered in the website answer', async () => {
    const t = await walletTest();
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    expect(((await t.app.inject({ url: '/api/v1/website' })).json() as { capabilities: string[] }).capabilities).toContain('balance-changes');
  });
});

import type { BalanceChange } from '@member-site/shared/contract';
import { walletTest } from './testing';

// Capability balance-changes (issue 22): a long poll that answers as soon as the member's balance
// changes, so every member page follows a deposit within seconds, not at the next 60 s credit check.

const path = '/api/v1/wallet/balance-changes';

describe('GET /api/v1/wallet/balance-changes', () => {
  it('answers at once without a version, or with another one', async () => {
    const t = await walletTest({ balanceWaitMs: 5_000 });
    const first = (await t.get(path)).json() as BalanceChange;
    expect(first).toEqual({ version: expect.stringMatching(/^[0-9]+$/), credit: '1500.00' });
    const started = Date.now();
    expect((await t.get(`${path}?after=0`)).json()).toEqual(first);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits while nothing changes, and answers within a second of a credit', async () => {
    const t = await walletTest({ balanceWaitMs: 8_000 });
    const { version } = (await t.get(path)).json() as BalanceChange;
    const started = Date.now();
    const waiting = t.get(`${path}?after=${version}`);
    let creditedAt = 0;
    setTimeout(() => {
      void t
        .operator('/api/operator/bank-statement', { transRef: 'LONGPOLL00000001', fromBank: 'SCB', fromAccount: '4071234567', amount: '200.00' })
        .then(() => {
          creditedAt = Date.now();
        });
    }, 700);
    const answer = (await waiting).json() as BalanceChange;
    expect(answer.credit).toBe('1700.00');
    expect(answer.version).not.toBe(version);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(Date.now() - creditedAt).toBeLessThan(1_000);
  });

  it('answers with the same version when nothing changed in its wait; refuses a stranger and a bad version', async () => {
    const t = await walletTest({ balanceWaitMs: 600 });
    const { version } = (await t.get(path)).json() as BalanceChange;
    const started = Date.now();
    expect(((await t.get(`${path}?after=${version}`)).json() as BalanceChange).version).toBe(version);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    expect((await t.get(`${path}?after=abc`)).statusCode).toBe(400);
  });

  it('is offered in the website answer', async () => {
    const t = await walletTest();
    expect(((await t.app.inject({ url: '/api/v1/website' })).json() as { capabilities: string[] }).capabilities).toContain('balance-changes');
  });
});

import type { StatementPage } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one } from '../base/db';
import { parseAmountInput } from '../base/money';
import { testApp } from '../app/test-app';
import { creditOf, ledgerSum, postLedger } from './ledger';
import { walletTest } from '../app/testing/wallet';

describe('parseAmountInput', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['100.05', 10_005],
    ['0.01', 1],
    ['999999999.99', 99_999_999_999],
    ['0', 0],
  ])('%s → %i satang', (text, satang) => expect(parseAmountInput(text)).toBe(satang));

  it.each(['', '-1', '+1', '1.', '.5', '1.234', '1e3', '1,000', ' 1', '1 ', '0x10', '１００', '1000000000'])('refuses "%s"', (text) =>
    expect(parseAmountInput(text)).toBeNull(),
  );
});

describe('ledger', () => {
  it('changes the balance and writes the row together; refuses to go below zero and writes nothing', async () => {
    const { app, db } = testApp();
    await app.ready();
    const memberId = (await one<{ id: number }>(db, sql`SELECT id FROM members WHERE username = '0899999999'`))?.id as number;
    expect(await postLedger(db, { memberId, kind: 'adjustment', amountSatang: 500, description: 'x', nowSeconds: 1 })).toBe(500);
    await expect(postLedger(db, { memberId, kind: 'withdrawal', amountSatang: -501, description: 'x', nowSeconds: 1 })).rejects.toThrow(/INSUFFICIENT_BALANCE/);
    await expect(postLedger(db, { memberId, kind: 'adjustment', amountSatang: 0.5, description: 'x', nowSeconds: 1 })).rejects.toThrow(/E4/);
    expect(await creditOf(db, memberId)).toBe(500);
    expect(await ledgerSum(db, memberId)).toBe(500);
  });

  it('the demo member starts with an opening row, so balance == sum(ledger)', async () => {
    const t = await walletTest();
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    const page = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(page.data).toEqual([expect.objectContaining({ kind: 'adjustment', amount: '1500.00', balanceAfter: '1500.00', description: 'ยอดยกมา' })]);
  });

  it('pays the lucky-wheel prize as a "prize" row', async () => {
    const t = await walletTest({ enableTestRoutes: true });
    await t.app.inject({ method: 'POST', url: '/api/test/members/0812345678/spins', payload: { spins: 1, nextSegment: 2 } });
    expect((await t.post('/api/v1/luckywheel/spin')).statusCode).toBe(200);
    const page = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(page.data[0]).toMatchObject({ kind: 'prize', amount: '10.00', balanceAfter: '1510.00', description: 'รางวัลวงล้อนำโชค เครดิต 10' });
    expect(await t.balanced()).toEqual({ credit: 151_000, sum: 151_000 });
  });

  it('the test route that sets credit writes the difference as an "adjustment"', async () => {
    const t = await walletTest({ enableTestRoutes: true });
    const set = (credit: string) => t.app.inject({ method: 'POST', url: '/api/test/members/0812345678/credit', payload: { credit } });
    expect((await set('2500.00')).statusCode).toBe(200);
    expect((await set('0')).statusCode).toBe(200);
    expect((await set('0')).statusCode).toBe(200);
    const page = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(page.data.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['adjustment', '-2500.00', '0.00'],
      ['adjustment', '1000.00', '2500.00'],
      ['adjustment', '1500.00', '1500.00'],
    ]);
    expect(await t.balanced()).toEqual({ credit: 0, sum: 0 });
  });
});

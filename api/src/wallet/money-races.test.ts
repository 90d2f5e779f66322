import { sql } from 'kysely';
import type { WithdrawalRecord } from '@member-site/shared/contract';
import { all, one } from '../base/db';
import { parseAmountInput } from '../base/money';
import { testDialect } from '../app/test-app';
import { freshKey, walletTest, type WalletTest } from '../app/testing/wallet';
import { demoMember } from '../member/demo';

// Money when requests arrive at once (issue 38, part 4): each race settles one way, and after
// each the balance equals the sum of the ledger. `npm test` runs this file on SQLite and again on
// PostgreSQL (ADR 0064), where the transactions are SERIALIZABLE and run again when they collide.
// (Also at once, in their own files: 20 withdrawals over the balance and 20 paid as they come,
// withdraw.test.ts; one slip sent twice, slip.test.ts; a promotion code redeemed twice,
// promotion-codes.test.ts; two approvers, staff-approvals.test.ts; two cashiers, staff-withdrawals.test.ts.)

const withdraw = (t: WalletTest, amount: string, idempotencyKey = freshKey()) => t.post('/api/v1/wallet/withdraw', { amount, idempotencyKey });
const codeOf = (body: unknown) => (body as { code?: string }).code;

describe(`money at once on ${testDialect}`, () => {
  it('one idempotency key sent ten times at once makes one withdrawal and one debit', async () => {
    const t = await walletTest();
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(t, '100', key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as WithdrawalRecord).id)).size).toBe(1);
    expect(await all(t.db, sql`SELECT kind, amount_satang FROM ledger WHERE member_id = ${t.memberId} AND kind = 'withdrawal'`)).toEqual([
      { kind: 'withdrawal', amount_satang: -10_000 },
    ]);
    expect(await t.balanced()).toEqual({ credit: 140_000, sum: 140_000 });
  });

  it('a payment and a rejection of one withdrawal at once: exactly one settles it, and the refund follows only a rejection', async () => {
    const t = await walletTest();
    let expected = 150_000;
    for (let round = 0; round < 6; round += 1) {
      const w = (await withdraw(t, '100')).json() as WithdrawalRecord;
      expected -= 10_000;
      const pay = () => t.operator(`/api/operator/withdrawals/${w.id}/pay`);
      const reject = () => t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'ชื่อบัญชีไม่ตรง' });
      // Half the rounds send the rejection first.
      const [paid, rejected] = round % 2 ? await Promise.all([pay(), reject()]) : (await Promise.all([reject(), pay()])).reverse();
      expect([paid?.statusCode, rejected?.statusCode].sort()).toEqual([200, 409]);
      const loser = paid?.statusCode === 409 ? paid : rejected;
      expect(codeOf(loser?.json())).toBe('WITHDRAWAL_CLOSED');
      const status = (await one<{ status: string }>(t.db, sql`SELECT status FROM withdrawals WHERE id = ${w.id}`))?.status;
      expect(status).toBe(paid?.statusCode === 200 ? 'paid' : 'rejected');
      if (status === 'rejected') expected += 10_000;
      const refunds = await one<{ n: number }>(t.db, sql`SELECT COUNT(*) AS n FROM ledger WHERE reference = ${w.id} AND kind = 'withdrawal-refund'`);
      expect(refunds?.n).toBe(status === 'rejected' ? 1 : 0);
      expect(await t.balanced()).toEqual({ credit: expected, sum: expected });
    }
  });

  it('the same bank-statement line sent five times at once credits once', async () => {
    const t = await walletTest();
    const line = { transRef: 'RACE0000000000000001', fromBank: 'SCB', fromAccount: '4071234567', amount: '250.00' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.operator('/api/operator/bank-statement', line)));
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM credited_transfers WHERE trans_ref = ${line.transRef}`)).toEqual({ n: 1 });
    expect(await t.balanced()).toEqual({ credit: 175_000, sum: 175_000 });
  });

  it('five spins of the wheel at once with one spin left pay one prize', async () => {
    const t = await walletTest({ enableTestRoutes: true });
    expect((await t.app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: { spins: 1 } })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.post('/api/v1/luckywheel/spin')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.statusCode).toBeLessThan(500);
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM lucky_wheel_spins WHERE member_id = ${t.memberId}`)).toEqual({ n: 1 });
    const { credit, sum } = await t.balanced();
    expect(credit).toBe(sum);
  });

  it('a spin, a code, a withdrawal and a credited transfer at once each happen once, and the balance is the ledger', async () => {
    const t = await walletTest();
    const answers = await Promise.all([
      t.post('/api/v1/luckywheel/spin'),
      t.post('/api/v1/account/promotion-code', { code: 'WELCOME50' }),
      t.post('/api/v1/account/promotion-code', { code: 'WELCOME50' }),
      withdraw(t, '100'),
      t.operator('/api/operator/bank-statement', { transRef: 'RACE0000000000000002', fromBank: 'SCB', fromAccount: '4071234567', amount: '50.00' }),
    ]);
    const [spin, code, again, withdrawal, transfer] = answers.map((answer) => answer.statusCode);
    expect({ spin, withdrawal, transfer }).toEqual({ spin: 200, withdrawal: 201, transfer: 200 });
    expect([code, again].sort()).toEqual([201, 409]);
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM promotion_code_redemptions WHERE member_id = ${t.memberId}`)).toEqual({ n: 1 });
    const { credit, sum } = await t.balanced();
    expect(credit).toBe(sum);
    const prize = parseAmountInput((answers[0]?.json() as { prize: string }).prize) ?? NaN;
    expect(credit).toBe(150_000 - 10_000 + 5_000 + prize);
  });
});

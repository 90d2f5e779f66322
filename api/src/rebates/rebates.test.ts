import type { RebateClaimed } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one, run } from '../base/db';
import { demoMember } from '../member/demo';
import { ledgerSum } from '../ledger/ledger';
import { walletTest, type WalletTest } from '../app/testing/wallet';
import { defaultRebateSettings, rateText, rebateAmount, rebatePeriod } from './rules';

// The fake clock of walletTest: Saturday 21 November 2026, 10:00 in Bangkok. The previous Bangkok
// week is Mon 9 – Sun 15 November; the previous Bangkok day is Friday 20 November.

interface Bet {
  stake: string;
  payout: string;
  at: string;
  game?: string;
}

async function addBets(t: WalletTest, bets: Bet[], username: string = demoMember.username) {
  return t.app.inject({
    method: 'POST',
    url: `/api/test/members/${username}/bets`,
    payload: { bets: bets.map((b) => ({ game: b.game ?? 'Sweet Bonanza', provider: 'Pragmatic Play', ...b })) },
  });
}

const setUp = () => walletTest({ enableTestRoutes: true, seedDemoBets: false });

interface Offer {
  periodFrom: string;
  periodTo: string;
  base: string;
  rate: string;
  cap: string;
  minimum: string;
  claimable: string;
  claimed: boolean;
  creditedTo: string;
}

async function rebates(
  t: WalletTest,
  query = '',
): Promise<{ cashback: Offer; payback: Offer; history: { data: { kind: string; amount: string; base: string; periodFrom: string }[]; total: number } }> {
  const res = await t.get(`/api/v1/wallet/rebates${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('rebate rules (integer satang, basis points)', () => {
  const cashback = defaultRebateSettings.cashback;
  it('floors to the satang, caps, and pays nothing under the minimum', () => {
    expect(rebateAmount(12_345, cashback)).toBe(617); // 5 % of 123.45 = 6.1725 → 6.17
    expect(rebateAmount(1_999, cashback)).toBe(0); // 0.99 < 1.00
    expect(rebateAmount(2_000, cashback)).toBe(100); // exactly the minimum
    expect(rebateAmount(30_000_000, cashback)).toBe(1_000_000); // 15,000.00 capped at 10,000.00
    expect(rebateAmount(0, cashback)).toBe(0);
    expect(rebateAmount(-5_000, cashback)).toBe(0);
    expect(rebateAmount(123_456, defaultRebateSettings.payback)).toBe(617); // 0.5 % of 1,234.56 = 6.1728 → 6.17
  });

  it('writes rates as text without floats', () => {
    expect(rateText(500)).toBe('5%');
    expect(rateText(50)).toBe('0.5%');
    expect(rateText(125)).toBe('1.25%');
    expect(rateText(1000)).toBe('10%');
    expect(rateText(5)).toBe('0.05%');
  });

  it('takes the previous Bangkok week (Monday to Sunday) and the previous Bangkok day', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    // Sunday 22 Nov 23:59:59 in Bangkok is still this week: the previous week is 9–15 Nov.
    expect(rebatePeriod('cashback', at('2026-11-22T16:59:59Z'))).toMatchObject({ fromDay: '2026-11-09', toDay: '2026-11-15' });
    // Monday 23 Nov 00:00 in Bangkok (still Sunday in UTC): the previous week is now 16–22 Nov.
    const monday = rebatePeriod('cashback', at('2026-11-22T17:00:00Z'));
    expect(monday).toMatchObject({ fromDay: '2026-11-16', toDay: '2026-11-22' });
    expect(monday.fromSeconds).toBe(at('2026-11-15T17:00:00Z'));
    expect(monday.toSeconds).toBe(at('2026-11-22T17:00:00Z'));
    // 00:30 on 21 Nov in Bangkok (20 Nov in UTC): yesterday is 20 Nov.
    expect(rebatePeriod('payback', at('2026-11-20T17:30:00Z'))).toMatchObject({ fromDay: '2026-11-20', toDay: '2026-11-20' });
    expect(rebatePeriod('payback', at('2026-11-20T16:59:59Z'))).toMatchObject({ fromDay: '2026-11-19', toDay: '2026-11-19' });
  });
});

describe('GET /api/v1/wallet/rebates and POST /rebates/claim', () => {
  it('computes last week’s net loss in Bangkok time, credits it once through the ledger', async () => {
    const t = await setUp();
    expect(
      (
        await addBets(t, [
          { stake: '1500.00', payout: '0.00', at: '2026-11-08T17:00:00Z' }, // Mon 9 Nov 00:00 Bangkok: in
          { stake: '1000.00', payout: '250.55', at: '2026-11-15T16:59:59Z' }, // Sun 15 Nov 23:59:59 Bangkok: in
          { stake: '9000.00', payout: '0.00', at: '2026-11-15T17:00:00Z' }, // Mon 16 Nov 00:00 Bangkok: this week
          { stake: '9000.00', payout: '0.00', at: '2026-11-08T16:59:59Z' }, // Sun 8 Nov: the week before
        ])
      ).statusCode,
    ).toBe(200);
    const before = await rebates(t);
    // Net loss 2,500.00 − 250.55 = 2,249.45; 5 % = 112.4725 → 112.47.
    expect(before.cashback).toEqual({
      kind: 'cashback',
      periodFrom: '2026-11-09',
      periodTo: '2026-11-15',
      base: '2249.45',
      rate: '5%',
      cap: '10000.00',
      minimum: '1.00',
      claimable: '112.47',
      claimed: false,
      creditedTo: 'main',
    });

    const claim = await t.post('/api/v1/wallet/rebates/claim', { kind: 'cashback' });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({ kind: 'cashback', amount: '112.47', base: '2249.45', periodFrom: '2026-11-09', periodTo: '2026-11-15' });
    expect(await t.balanced()).toEqual({ credit: 161_247, sum: 161_247 });
    // The page needs no other request: the answer's credit is what /credit answers right after.
    expect((claim.json() as RebateClaimed).credit).toBe('1612.47');
    expect((await t.get('/api/v1/credit')).json()).toMatchObject({ credit: '1612.47' });
    const row = await one<{ kind: string; amount_satang: number; reference: string }>(
      t.db,
      sql`SELECT kind, amount_satang, reference FROM ledger WHERE kind = 'cashback'`,
    );
    expect(row).toEqual({ kind: 'cashback', amount_satang: 11_247, reference: (claim.json() as { id: string }).id });

    const again = await t.post('/api/v1/wallet/rebates/claim', { kind: 'cashback' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REBATE_CLAIMED', message: 'รับยอดนี้ไปแล้ว' });
    expect((await t.balanced()).credit).toBe(161_247);

    const after = await rebates(t);
    expect(after.cashback).toMatchObject({ claimed: true, claimable: '0.00', base: '2249.45' });
    expect(after.history.total).toBe(1);
    expect(after.history.data[0]).toMatchObject({ kind: 'cashback', amount: '112.47' });
    expect((await rebates(t, '?kind=payback')).history.total).toBe(0);

    // The next week is a new period: claimable again once there is loss in it.
    t.advance(7 * 24 * 60 * 60);
    expect((await rebates(t)).cashback).toMatchObject({ periodFrom: '2026-11-16', base: '9000.00', claimable: '450.00', claimed: false });
  });

  it('lets only one of two concurrent claims through', async () => {
    const t = await setUp();
    await addBets(t, [{ stake: '2000.00', payout: '0.00', at: '2026-11-12T05:00:00Z' }]);
    const answers = await Promise.all([
      t.post('/api/v1/wallet/rebates/claim', { kind: 'cashback' }),
      t.post('/api/v1/wallet/rebates/claim', { kind: 'cashback' }),
      t.post('/api/v1/wallet/rebates/claim', { kind: 'cashback' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.balanced()).toEqual({ credit: 160_000, sum: 160_000 });
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM rebate_claims`)).toEqual({ n: 1 });
  });

  it('the UNIQUE key refuses a second claim row for the same member, kind and period', async () => {
    const t = await setUp();
    const insert = (id: string) =>
      run(
        t.db,
        sql`INSERT INTO rebate_claims (id, member_id, kind, period_from, period_to, base_satang, amount_satang, created_at)
            VALUES (${id}, ${t.memberId}, 'cashback', '2026-11-09', '2026-11-15', 1, 1, 1)`,
      );
    await insert('a');
    // SQLite says "UNIQUE constraint failed", PostgreSQL "violates unique constraint". (The drivers' errors
    // are not Error instances in jest's realm: their message is matched.)
    await expect(insert('b')).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE|unique constraint/) });
  });

  it('caps the cashback and refuses a claim when there is nothing (409, nothing credited)', async () => {
    const t = await setUp();
    expect((await rebates(t)).cashback).toMatchObject({ base: '0.00', claimable: '0.00', claimed: false });
    const none = await t.post('/api/v1/wallet/rebates/claim', { kind: 'cashback' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'REBATE_NOTHING' });

    await addBets(t, [{ stake: '300000.00', payout: '0.00', at: '2026-11-10T05:00:00Z' }]);
    expect((await rebates(t)).cashback).toMatchObject({ base: '300000.00', claimable: '10000.00' });
    // A week of winning is no loss: base 0, never negative.
    t.advance(7 * 24 * 60 * 60);
    await addBets(t, [{ stake: '100.00', payout: '900.00', at: '2026-11-18T05:00:00Z' }]);
    expect((await rebates(t)).cashback).toMatchObject({ base: '0.00', claimable: '0.00' });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('pays back 0.5 % of yesterday’s turnover, floored, won or lost', async () => {
    const t = await setUp();
    await addBets(t, [
      { stake: '1000.00', payout: '5000.00', at: '2026-11-19T17:00:00Z' }, // Fri 20 Nov 00:00 Bangkok
      { stake: '234.56', payout: '0.00', at: '2026-11-20T16:59:59Z' }, // Fri 20 Nov 23:59:59 Bangkok
      { stake: '777.00', payout: '0.00', at: '2026-11-20T17:00:00Z' }, // today
    ]);
    const { payback } = await rebates(t);
    expect(payback).toMatchObject({ periodFrom: '2026-11-20', periodTo: '2026-11-20', base: '1234.56', rate: '0.5%', cap: '5000.00', claimable: '6.17' });
    const claim = await t.post('/api/v1/wallet/rebates/claim', { kind: 'payback' });
    expect(claim.statusCode).toBe(201);
    expect(await t.balanced()).toEqual({ credit: 150_617, sum: 150_617 });
    expect((await t.post('/api/v1/wallet/rebates/claim', { kind: 'payback' })).statusCode).toBe(409);
    // Cashback is its own kind: claiming pay-back does not claim it.
    expect((await rebates(t)).cashback.claimed).toBe(false);
  });

  it('asks for a member and a known kind', async () => {
    const t = await setUp();
    expect((await t.app.inject({ url: '/api/v1/wallet/rebates' })).statusCode).toBe(401);
    expect((await t.post('/api/v1/wallet/rebates/claim', { kind: 'bonus' })).statusCode).toBe(400);
    expect((await addBets(t, [{ stake: '1.00', payout: '0.00', at: '2026-11-20T05:00:00Z' }], 'nobody')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/wallet/play-history', () => {
  it('lists one Bangkok day, newest first, with the day’s totals; today by default', async () => {
    const t = await setUp();
    await addBets(t, [
      { stake: '100.00', payout: '250.00', at: '2026-11-20T17:00:00Z', game: 'Roma' }, // 21 Nov 00:00 Bangkok
      { stake: '50.50', payout: '0.00', at: '2026-11-21T02:00:00Z', game: 'บาคาร่า' }, // 21 Nov 09:00
      { stake: '999.00', payout: '0.00', at: '2026-11-20T16:59:59Z' }, // 20 Nov 23:59:59
    ]);
    const today = await t.get('/api/v1/wallet/play-history');
    expect(today.statusCode).toBe(200);
    expect(today.json()).toMatchObject({
      day: '2026-11-21',
      page: 1,
      total: 2,
      totals: { rounds: 2, stake: '150.50', payout: '250.00', net: '99.50' },
      data: [
        { game: 'บาคาร่า', stake: '50.50', payout: '0.00', result: '-50.50', at: '2026-11-21T02:00:00.000Z' },
        { game: 'Roma', stake: '100.00', payout: '250.00', result: '150.00' },
      ],
    });
    const yesterday = (await t.get('/api/v1/wallet/play-history?day=2026-11-20&page=1')).json() as { total: number; totals: { net: string } };
    expect(yesterday).toMatchObject({ total: 1, totals: { net: '-999.00' } });
    expect((await t.get('/api/v1/wallet/play-history?day=2026-02-30')).statusCode).toBe(400);
    expect((await t.get('/api/v1/wallet/play-history?day=yesterday')).statusCode).toBe(400);
  });

  it('pages by 20', async () => {
    const t = await setUp();
    const bets = Array.from({ length: 25 }, (_, i) => ({ stake: '10.00', payout: '0.00', at: new Date(Date.UTC(2026, 10, 21, 0, i)).toISOString() }));
    await addBets(t, bets);
    const second = (await t.get('/api/v1/wallet/play-history?page=2')).json() as {
      data: unknown[];
      total: number;
      pageSize: number;
      totals: { stake: string };
    };
    expect(second).toMatchObject({ total: 25, pageSize: 20, totals: { stake: '250.00' } });
    expect(second.data).toHaveLength(5);
  });
});

describe('demo rounds', () => {
  it('seeds a few days of rounds for the demo member once, without moving credit', async () => {
    const t = await walletTest();
    const count = async () => (await one<{ n: number }>(t.db, sql`SELECT COUNT(*) AS n FROM bets WHERE member_id = ${t.memberId}`))?.n ?? 0;
    const seeded = await count();
    expect(seeded).toBeGreaterThan(20);
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect(await ledgerSum(t.db, t.memberId)).toBe(150_000);
    const { cashback, payback } = await rebates(t);
    expect(cashback.base).not.toBe('0.00');
    expect(payback.base).not.toBe('0.00');
  });
});

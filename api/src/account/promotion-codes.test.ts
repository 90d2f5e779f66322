import type { AffiliateSummary, PromotionCodeRedeemed } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { all, one, run } from '../base/db';
import { postJson, validRegistration } from '../app/testing/register';
import { setSetting, settingKeys } from '../site/settings';
import { operatorKey, walletTest, type WalletTest } from '../app/testing/wallet';
import { testApp } from '../app/test-app';
import { affiliateEnabled, commissionSatang } from './affiliate';
import { redeemedSum } from './promotion-codes';

const redeem = (t: WalletTest, code: string) => t.post('/api/v1/account/promotion-code', { code });
const bonus = async (t: WalletTest) => ((await t.get('/api/v1/wallet')).json() as { data: { balance: string } }).data.balance;
// The demo member's opening bonus (seeded, not a redemption): 120.50.
const openingBonusSatang = 12_050;

async function creditDeposit(t: WalletTest, amount: string): Promise<void> {
  const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount })).json() as { id: string };
  expect((await t.operator(`/api/operator/deposits/${request.id}/credit`)).statusCode).toBe(200);
}

describe('promotion codes', () => {
  it('credits the bonus wallet once, trimmed and case-insensitive, lists it, and keeps bonus == opening + redemptions', async () => {
    const t = await walletTest();
    expect(await bonus(t)).toBe('120.50');
    const answer = await redeem(t, '  welcome50 ');
    expect(answer.statusCode).toBe(201);
    const { credit, bonusWallet, ...redemption } = answer.json() as PromotionCodeRedeemed;
    expect(redemption).toEqual({ code: 'WELCOME50', amount: '50.00', redeemedAt: '2026-11-21T03:00:00.000Z' });
    expect(await bonus(t)).toBe('170.50');
    // The page needs no other request: the answer's balances are what /wallet and /credit answer right after.
    expect(bonusWallet).toBe('170.50');
    expect(credit).toBe('1500.00');
    expect((await t.get('/api/v1/credit')).json()).toMatchObject({ credit: '1500.00' });
    t.advance(60);
    expect((await redeem(t, 'LOYKRATHONG')).statusCode).toBe(201);
    expect(await bonus(t)).toBe('270.50');
    expect((await t.get('/api/v1/account/promotion-codes')).json()).toEqual({
      data: [
        { code: 'LOYKRATHONG', amount: '100.00', redeemedAt: '2026-11-21T03:01:00.000Z' },
        { code: 'WELCOME50', amount: '50.00', redeemedAt: '2026-11-21T03:00:00.000Z' },
      ],
    });
    const row = await one<{ b: number }>(t.db, sql`SELECT bonus_balance_satang AS b FROM members WHERE id = ${t.memberId}`);
    expect(row?.b).toBe(openingBonusSatang + (await redeemedSum(t.db, t.memberId)));
  });

  it('refuses each kind of code with its own code and Thai message, crediting nothing', async () => {
    const t = await walletTest();
    await redeem(t, 'WELCOME50');
    const cases: [string, number, string, string][] = [
      ['NOSUCHCODE', 404, 'PROMO_CODE_UNKNOWN', 'ไม่พบโค้ดโปรโมชั่นนี้ กรุณาตรวจสอบตัวสะกดอีกครั้ง'],
      ['<img src=x onerror=alert(1)>', 404, 'PROMO_CODE_UNKNOWN', 'ไม่พบโค้ดโปรโมชั่นนี้ กรุณาตรวจสอบตัวสะกดอีกครั้ง'],
      ['songkran2026', 400, 'PROMO_CODE_EXPIRED', 'โค้ดโปรโมชั่นนี้หมดอายุแล้ว'],
      ['WELCOME50', 409, 'PROMO_CODE_USED', 'คุณใช้โค้ดโปรโมชั่นนี้ไปแล้ว'],
      ['FIRSTDEPOSIT', 400, 'PROMO_CODE_NOT_ELIGIBLE', 'โค้ดนี้ใช้ได้หลังจากฝากเงินครั้งแรกแล้ว กรุณาฝากเงินก่อน'],
    ];
    for (const [code, status, errorCode, message] of cases) {
      const answer = await redeem(t, code);
      expect([code, answer.statusCode, answer.json()]).toEqual([code, status, { code: errorCode, message }]);
    }
    expect(await bonus(t)).toBe('170.50');
    expect((await redeem(t, '')).statusCode).toBe(400);
    expect((await redeem(t, 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('a first-deposit code works once a deposit is credited', async () => {
    const t = await walletTest();
    await creditDeposit(t, '300');
    expect((await redeem(t, 'FIRSTDEPOSIT')).json()).toMatchObject({ code: 'FIRSTDEPOSIT', amount: '30.00' });
  });

  it('redeems once under two concurrent requests', async () => {
    const t = await walletTest();
    const answers = await Promise.all([redeem(t, 'WELCOME50'), redeem(t, 'welcome50')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await bonus(t)).toBe('170.50');
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM promotion_code_redemptions`)).toEqual({ n: 1 });
  });

  it('expires by the clock: LOYKRATHONG works until 30 Nov 23:59:59 Bangkok and not a second later', async () => {
    const t = await walletTest();
    const justBefore = Date.UTC(2026, 10, 30, 16, 59, 59) / 1000 - t.nowSeconds();
    t.advance(justBefore + 1);
    expect((await redeem(t, 'LOYKRATHONG')).json()).toMatchObject({ code: 'PROMO_CODE_EXPIRED' });
    const other = await walletTest();
    other.advance(justBefore);
    expect((await redeem(other, 'LOYKRATHONG')).statusCode).toBe(201);
  });

  it('limits attempts per member, every attempt counting, until the window passes', async () => {
    const t = await walletTest({ accountRateLimits: { promotionCodePerMember: { max: 3, timeWindowMs: 60_000 } } });
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) expect((await redeem(t, code)).statusCode).toBe(404);
    const limited = await redeem(t, 'WELCOME50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'กรอกโค้ดบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' });
    t.advance(61);
    expect((await redeem(t, 'WELCOME50')).statusCode).toBe(201);
  });

  it('limits attempts per address across members', async () => {
    const t = await walletTest({ accountRateLimits: { promotionCodePerAddress: { max: 2, timeWindowMs: 60_000 } } });
    await redeem(t, 'GUESS1');
    await redeem(t, 'GUESS2');
    expect((await redeem(t, 'WELCOME50')).statusCode).toBe(429);
  });

  it('needs a signed-in member', async () => {
    const t = await walletTest();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/account/promotion-code', payload: { code: 'WELCOME50' } })).statusCode).toBe(401);
  });
});

describe('operator creates promotion codes', () => {
  it('creates a code members can redeem, with its cap on redemptions in total', async () => {
    const t = await walletTest();
    const created = await t.operator('/api/operator/promotion-codes', {
      code: ' newyear ',
      amount: '25.5',
      startsAt: '2026-11-21T00:00:00+07:00',
      endsAt: '2026-12-31T23:59:59+07:00',
      maxRedemptions: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      code: 'NEWYEAR',
      amount: '25.50',
      startsAt: '2026-11-20T17:00:00.000Z',
      endsAt: '2026-12-31T16:59:59.000Z',
      maxRedemptions: 1,
      rule: 'none',
      minDeposit: '0.00',
    });
    expect((await redeem(t, 'newyear')).json()).toMatchObject({ amount: '25.50' });
    // The one redemption is taken: another member is told so.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: '0899999999', password: 'Viewbet@1234' } });
    const other = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/account/promotion-code', headers: other, payload: { code: 'NEWYEAR' } });
    expect(answer.json()).toEqual({ code: 'PROMO_CODE_EXHAUSTED', message: 'โค้ดโปรโมชั่นนี้ถูกใช้ครบจำนวนแล้ว' });
  });

  it("a code that starts later is unknown until then; deposit-today needs the day's deposits", async () => {
    const t = await walletTest();
    await t.operator('/api/operator/promotion-codes', { code: 'LATER', amount: '10', startsAt: '2026-11-22T00:00:00+07:00' });
    await t.operator('/api/operator/promotion-codes', { code: 'TODAY500', amount: '20', rule: 'deposit-today', minDeposit: '500' });
    expect((await redeem(t, 'LATER')).json()).toMatchObject({ code: 'PROMO_CODE_UNKNOWN' });
    expect((await redeem(t, 'TODAY500')).json()).toEqual({ code: 'PROMO_CODE_NOT_ELIGIBLE', message: 'โค้ดนี้ใช้ได้เมื่อฝากเงินวันนี้รวมอย่างน้อย 500.00 บาท' });
    await creditDeposit(t, '500');
    expect((await redeem(t, 'TODAY500')).statusCode).toBe(201);
    t.advance(24 * 60 * 60);
    expect((await redeem(t, 'LATER')).statusCode).toBe(201);
  });

  it('refuses a taken code, a bad form, a bad period and a missing or wrong key', async () => {
    const t = await walletTest();
    expect((await t.operator('/api/operator/promotion-codes', { code: 'welcome50', amount: '10' })).statusCode).toBe(409);
    expect((await t.operator('/api/operator/promotion-codes', { code: 'a b', amount: '10' })).statusCode).toBe(400);
    expect((await t.operator('/api/operator/promotion-codes', { code: 'ZERO', amount: '0' })).statusCode).toBe(400);
    const period = await t.operator('/api/operator/promotion-codes', {
      code: 'BACKWARDS',
      amount: '10',
      startsAt: '2026-12-01T00:00:00+07:00',
      endsAt: '2026-11-01T00:00:00+07:00',
    });
    expect(period.statusCode).toBe(400);
    const anonymous = await postJson(t.app, '/api/operator/promotion-codes', { code: 'FREE', amount: '10' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await postJson(t.app, '/api/operator/promotion-codes', { code: 'FREE', amount: '10' }, { headers: { 'x-operator-key': `${operatorKey}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM promotion_codes WHERE code IN ('FREE', 'ZERO', 'BACKWARDS')`)).toEqual({ n: 0 });
  });
});

describe('affiliate', () => {
  const summary = async (t: WalletTest) => (await t.get('/api/v1/account/affiliate')).json() as AffiliateSummary;

  it('gives a stable referral code; registration with it links the new member, an unknown code is ignored', async () => {
    const t = await walletTest();
    const first = await summary(t);
    expect(first).toEqual({
      enabled: true,
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      referredCount: 0,
      commissionRate: '0.50',
      commission: '0.00',
    });
    expect((await summary(t)).referralCode).toBe(first.referralCode);

    const referred = await postJson(t.app, '/api/v1/register', validRegistration({ referralCode: ` ${first.referralCode?.toLowerCase()} ` }));
    expect(referred.statusCode).toBe(201);
    const unknown = await postJson(t.app, '/api/v1/register', validRegistration({ phone: '0861234568', bankAccount: '1234567891', referralCode: 'NOBODY99' }));
    expect(unknown.statusCode).toBe(201);
    const hostile = await postJson(t.app, '/api/v1/register', validRegistration({ phone: '0861234569', bankAccount: '1234567892', referralCode: '<script>' }));
    expect(hostile.statusCode).toBe(201);
    expect(await all(t.db, sql`SELECT username, referred_by FROM members WHERE username LIKE ${'086123456%'} ORDER BY username`)).toEqual([
      { username: '0861234567', referred_by: t.memberId },
      { username: '0861234568', referred_by: null },
      { username: '0861234569', referred_by: null },
    ]);
    expect((await summary(t)).referredCount).toBe(1);
  });

  it('counts referred members and pays the rate of their turnover, in satang rounded down', async () => {
    const t = await walletTest();
    const { referralCode } = await summary(t);
    await postJson(t.app, '/api/v1/register', validRegistration({ referralCode }));
    await postJson(t.app, '/api/v1/register', validRegistration({ phone: '0861234568', bankAccount: '1234567891', referralCode }));
    const ids = (await all<{ id: number }>(t.db, sql`SELECT id FROM members WHERE referred_by = ${t.memberId} ORDER BY id`)).map((r) => r.id);
    const bet = (memberId: number | undefined, stakeSatang: number) =>
      run(
        t.db,
        sql`INSERT INTO bets (member_id, game, provider, category, stake_satang, payout_satang, settled_at)
            VALUES (${memberId}, 'g', 'p', 'slot', ${stakeSatang}, 0, ${t.nowSeconds()})`,
      );
    await bet(ids[0], 100_099);
    await bet(ids[1], 50_000);
    // The referrer's own bets are no commission.
    await bet(t.memberId, 1_000_000);
    // 1,500.99 × 0.5 % = 7.50495 → 7.50
    expect(await summary(t)).toMatchObject({ referredCount: 2, commissionRate: '0.50', commission: '7.50' });
    await setSetting(t.db, settingKeys.affiliateCommissionBp, '125');
    expect(await summary(t)).toMatchObject({ commissionRate: '1.25', commission: '18.76' });
  });

  it('commission math stays exact past 2^53 and floors', () => {
    expect(commissionSatang(199, 50)).toBe(0);
    expect(commissionSatang(200, 50)).toBe(1);
    expect(commissionSatang(9_007_199_254_740_000, 50)).toBe(45_035_996_273_700);
  });

  it('is off without the setting: the API says so and the website setting too', async () => {
    const t = await walletTest();
    await run(t.db, sql`DELETE FROM settings WHERE key = ${settingKeys.affiliateEnabled}`);
    expect(await summary(t)).toEqual({ enabled: false });
    expect((await t.app.inject({ url: '/api/v1/website' })).json()).toMatchObject({ registerMode: '2', affiliateEnabled: false });
    await setSetting(t.db, settingKeys.affiliateEnabled, '1');
    expect((await t.app.inject({ url: '/api/v1/website' })).json()).toMatchObject({ registerMode: '2', affiliateEnabled: true });
  });
});

describe('demo content', () => {
  it('codes and the open affiliate programme come only with the demo seed', async () => {
    const { app, db } = testApp({ seedDemoMembers: false });
    await app.ready();
    expect(await one(db, sql`SELECT COUNT(*) AS n FROM promotion_codes`)).toEqual({ n: 0 });
    expect(await affiliateEnabled(db)).toBe(false);
  });
});

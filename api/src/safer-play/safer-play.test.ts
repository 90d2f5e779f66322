import type { AuthUser, SaferPlayState, SessionSummary } from '@member-site/shared/contract';
import { postLedger } from '../ledger/ledger';
import { walletTest, type WalletTest } from '../app/testing/wallet';
import { breakEnd } from '@member-site/shared/contract';

// The fake clock starts at 10:00 on 21 November 2026 in Bangkok (03:00 UTC).
const hour = 60 * 60;
const day = 24 * hour;

const takeBreak = (t: WalletTest, length: string) => t.post('/api/v1/account/safer-play/break', { length });
const stateOf = async (t: WalletTest): Promise<SaferPlayState> => (await t.get('/api/v1/account/safer-play')).json() as SaferPlayState;

/** Every call restricted mode refuses, with a body each route accepts. */
const refusedCalls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
  ['POST', '/api/v1/games/login', { gameId: 'slot-01', isMobile: false }],
  ['GET', '/lotto/login'],
  ['GET', '/hotgraph/login'],
  ['POST', '/api/v1/member/loginGame/hotgraph', { username: 'a', password: 'b', isMobile: true }],
  ['POST', '/api/v1/luckywheel/spin'],
  ['POST', '/api/v1/wallet/deposit/promptpay', { amount: '100' }],
  ['POST', '/api/v1/wallet/deposit/slip', { reference: 'DEMO2026112300000001' }],
  ['POST', '/api/v1/wallet/deposit/promotion', { promotionId: null }],
  ['POST', '/api/v1/account/promotion-code', { code: 'WELCOME50' }],
];

describe('take a break and self-exclusion', () => {
  it.each([
    ['24h', 'break', '2026-11-22T03:00:00.000Z'],
    ['7d', 'break', '2026-11-28T03:00:00.000Z'],
    ['30d', 'break', '2026-12-21T03:00:00.000Z'],
    ['6w', 'break', '2027-01-02T03:00:00.000Z'],
    ['6m', 'exclusion', '2027-05-21T03:00:00.000Z'],
    ['1y', 'exclusion', '2027-11-21T03:00:00.000Z'],
    ['5y', 'exclusion', '2031-11-21T03:00:00.000Z'],
  ])('%s starts at once and ends at its time (%s until %s)', async (length, kind, until) => {
    const t = await walletTest();
    const answer = await takeBreak(t, length);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as SaferPlayState).restriction).toEqual({ kind, until });
    expect(((await t.get('/api/v1/auth')).json() as AuthUser).restriction).toEqual({ kind, until });
  });

  it('counts calendar months in Bangkok, the last day when the month is shorter', () => {
    // 31 August 2026, 10:00 in Bangkok + 6 months: 28 February 2027, 10:00.
    expect(new Date(breakEnd('6m', Date.UTC(2026, 7, 31, 3) / 1000).until * 1000).toISOString()).toBe('2027-02-28T03:00:00.000Z');
  });

  it('cannot be shortened or cancelled; a longer one extends it, an exclusion stays an exclusion', async () => {
    const t = await walletTest({ tokenTtlSeconds: 400 * day });
    await takeBreak(t, '7d');
    for (const shorter of ['24h', '7d']) {
      const refused = await takeBreak(t, shorter);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'RESTRICTION_SHORTER', message: expect.stringContaining('28 พ.ย. 2569 10:00 น.') });
    }
    expect((await takeBreak(t, 'none')).statusCode).toBe(400);
    expect((await stateOf(t)).restriction).toEqual({ kind: 'break', until: '2026-11-28T03:00:00.000Z' });
    expect((await takeBreak(t, '30d')).statusCode).toBe(200);
    await takeBreak(t, '6m');
    const longerBreak = await takeBreak(t, '6w');
    expect(longerBreak.statusCode).toBe(409);
    t.advance(170 * day);
    // Still inside the 6 months: a 6-week break reaching past its end extends it as an exclusion.
    expect(((await takeBreak(t, '6w')).json() as SaferPlayState).restriction).toEqual({ kind: 'exclusion', until: '2027-06-21T03:00:00.000Z' });
  });

  it('records every change with its time and old and new values, newest first', async () => {
    const t = await walletTest();
    await takeBreak(t, '24h');
    t.advance(hour);
    await takeBreak(t, '7d');
    await t.post('/api/v1/account/safer-play/reality-check', { everyMinutes: 30 });
    const { changes } = await stateOf(t);
    expect(changes).toEqual([
      { at: '2026-11-21T04:00:00.000Z', setting: 'realityCheck', oldValue: '0', newValue: '30' },
      { at: '2026-11-21T04:00:00.000Z', setting: 'break', oldValue: '2026-11-22T03:00:00.000Z', newValue: '2026-11-28T04:00:00.000Z' },
      { at: '2026-11-21T03:00:00.000Z', setting: 'break', oldValue: '', newValue: '2026-11-22T03:00:00.000Z' },
    ]);
  });
});

describe('restricted mode', () => {
  it('refuses games, deposits, the promotion choice and the wheel with 423 and the end in Thai', async () => {
    const t = await walletTest();
    await takeBreak(t, '24h');
    for (const [method, url, payload] of refusedCalls) {
      const answer = await t.app.inject({ method, url, headers: t.headers, ...(payload ? { payload } : {}) });
      expect([url, answer.statusCode]).toEqual([url, 423]);
      expect(answer.json()).toEqual({ code: 'RESTRICTED', message: expect.stringContaining('คุณพักการเล่นถึง 22 พ.ย. 2569 10:00 น.') });
    }
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('says self-exclusion in an exclusion', async () => {
    const t = await walletTest();
    await takeBreak(t, '1y');
    const answer = await t.post('/api/v1/games/login', { gameId: 'slot-01', isMobile: false });
    expect(answer.json()).toMatchObject({ message: expect.stringContaining('คุณระงับการเล่นด้วยตนเองถึง 21 พ.ย. 2570 10:00 น.') });
  });

  it('keeps balance, withdrawal, histories, profile and tickets open', async () => {
    const t = await walletTest();
    await takeBreak(t, '24h');
    for (const url of [
      '/api/v1/credit',
      '/api/v1/wallet',
      '/api/v1/auth',
      '/api/v1/wallet/deposit',
      '/api/v1/wallet/deposits',
      '/api/v1/wallet/withdrawals',
      '/api/v1/wallet/statement',
      '/api/v1/wallet/play-history',
      '/api/v1/account/profile',
      '/api/v1/account/tickets',
      '/api/v1/luckywheel',
    ]) {
      expect([url, (await t.get(url)).statusCode]).toEqual([url, 200]);
    }
    const withdrawal = await t.post('/api/v1/wallet/withdraw', { amount: '200', idempotencyKey: 'safer-play-withdraw-01' });
    expect(withdrawal.statusCode).toBe(201);
    expect(withdrawal.json()).toMatchObject({ status: 'pending', amount: '200.00' });
    expect((await t.post('/api/v1/account/tickets', { category: 'other', message: 'ขอถามเรื่องการพัก' })).statusCode).toBe(201);
  });

  it('ends by itself at the end time', async () => {
    const t = await walletTest();
    await takeBreak(t, '24h');
    t.advance(day - 1);
    expect((await t.post('/api/v1/games/login', { gameId: 'slot-01', isMobile: false })).statusCode).toBe(423);
    t.advance(1);
    expect((await t.post('/api/v1/games/login', { gameId: 'slot-01', isMobile: false })).statusCode).toBe(200);
    expect(((await t.get('/api/v1/auth')).json() as AuthUser).restriction).toBeNull();
    expect((await stateOf(t)).restriction).toBeNull();
  });

  it('still refuses an anonymous caller with 401 first', async () => {
    const t = await walletTest();
    await takeBreak(t, '24h');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/games/login', payload: { gameId: 'slot-01', isMobile: false } })).statusCode).toBe(401);
  });
});

describe('reality check', () => {
  it('is off by default and takes 15, 30 or 60 minutes or off; anything else is refused', async () => {
    const t = await walletTest();
    expect((await stateOf(t)).realityCheckMinutes).toBe(0);
    expect(((await t.get('/api/v1/auth')).json() as AuthUser).reality_check).toEqual({ everyMinutes: 0, signedInAt: '2026-11-21T03:00:00.000Z' });
    for (const bad of [5, 45, '15', null, -15, 15.5]) {
      expect([bad, (await t.post('/api/v1/account/safer-play/reality-check', { everyMinutes: bad })).statusCode]).toEqual([bad, 400]);
    }
    expect((await t.post('/api/v1/account/safer-play/reality-check', { everyMinutes: 15, extra: 1 })).statusCode).toBe(400);
    for (const minutes of [15, 30, 60, 0]) {
      const answer = await t.post('/api/v1/account/safer-play/reality-check', { everyMinutes: minutes });
      expect((answer.json() as SaferPlayState).realityCheckMinutes).toBe(minutes);
    }
    await t.post('/api/v1/account/safer-play/reality-check', { everyMinutes: 60 });
    expect(((await t.get('/api/v1/auth')).json() as AuthUser).reality_check?.everyMinutes).toBe(60);
  });

  it("sums the session's play from the ledger, without deposits, withdrawals and adjustments", async () => {
    const t = await walletTest();
    t.advance(hour);
    const nowSeconds = t.nowSeconds();
    await postLedger(t.db, { memberId: t.memberId, kind: 'deposit', amountSatang: 50_000, description: 'ฝาก', nowSeconds });
    await postLedger(t.db, { memberId: t.memberId, kind: 'bet', amountSatang: -30_050, description: 'เดิมพัน', nowSeconds });
    await postLedger(t.db, { memberId: t.memberId, kind: 'adjustment', amountSatang: 1_000, description: 'ปรับยอด', nowSeconds });
    await postLedger(t.db, { memberId: t.memberId, kind: 'win', amountSatang: 10_000, description: 'ชนะ', nowSeconds });
    const summary = (await t.get('/api/v1/account/session-summary')).json() as SessionSummary;
    expect(summary).toEqual({ signedInAt: '2026-11-21T03:00:00.000Z', net: '-200.50' });
  });
});

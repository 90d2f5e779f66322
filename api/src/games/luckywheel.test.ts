import type { LuckyWheelSpinResult, LuckyWheelState } from '@member-site/shared/contract';
import { bangkokDay, segmentAt, wheelSegments } from './luckywheel';
import { parseBaht } from '../base/money';
import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';

type App = ReturnType<typeof testApp>['app'];

async function signIn(app: App) {
  const { accessToken } = (await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember })).json() as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function creditSatang(app: App, headers: Record<string, string>): Promise<number> {
  return parseBaht(((await app.inject({ url: '/api/v1/credit', headers })).json() as { credit: string }).credit) ?? Number.NaN;
}

// 10:00 in Bangkok on 21 November 2026.
const morning = Date.UTC(2026, 10, 21, 3, 0, 0);

describe('lucky wheel', () => {
  it('needs a bearer token', async () => {
    const { app } = testApp();
    expect((await app.inject({ url: '/api/v1/luckywheel' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin' })).statusCode).toBe(401);
  });

  it('shows 8 Thai segments and one spin a day', async () => {
    const { app } = testApp();
    const state = (await app.inject({ url: '/api/v1/luckywheel', headers: await signIn(app) })).json() as LuckyWheelState;
    expect(state.spinsLeft).toBe(1);
    expect(state.segments).toHaveLength(8);
    for (const s of state.segments) {
      expect(Object.keys(s).sort()).toEqual(['color', 'label']);
      expect(s.label).toMatch(/^(เครดิต \d+|ไม่ได้รางวัล)$/);
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('adds the prize to the credit, refuses a second spin the same day and allows one the next day', async () => {
    let now = morning;
    const { app } = testApp({ now: () => now, tokenTtlSeconds: 3 * 24 * 60 * 60 });
    const headers = await signIn(app);
    const before = await creditSatang(app, headers);

    const spin = await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers });
    expect(spin.statusCode).toBe(200);
    const result = spin.json() as LuckyWheelSpinResult;
    expect(Object.keys(result).sort()).toEqual(['credit', 'label', 'prize', 'segmentIndex', 'spinsLeft']);
    expect(result.spinsLeft).toBe(0);
    expect(result.label).toBe(wheelSegments[result.segmentIndex]?.label);
    expect(result.prize).toMatch(/^\d+\.\d{2}$/);
    expect(await creditSatang(app, headers)).toBe(before + (parseBaht(result.prize) ?? Number.NaN));

    // 23:59 Bangkok the same day.
    now = Date.UTC(2026, 10, 21, 16, 59, 0);
    const again = await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'NO_SPIN', message: 'วันนี้คุณใช้สิทธิ์หมุนวงล้อครบแล้ว' });
    expect(((await app.inject({ url: '/api/v1/luckywheel', headers })).json() as LuckyWheelState).spinsLeft).toBe(0);

    // 00:00 Bangkok the next day (still the 21st in UTC).
    now = Date.UTC(2026, 10, 21, 17, 0, 0);
    expect(((await app.inject({ url: '/api/v1/luckywheel', headers })).json() as LuckyWheelState).spinsLeft).toBe(1);
    expect((await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers })).statusCode).toBe(200);
  });

  it('lets the test route set the spins left, only with test routes on', async () => {
    const off = testApp();
    expect((await off.app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: { spins: 3 } })).statusCode).toBe(404);

    const { app } = testApp({ enableTestRoutes: true, now: () => morning });
    const headers = await signIn(app);
    expect((await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers })).statusCode).toBe(200);
    const grant = await app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: { spins: 2 } });
    expect(grant.json()).toEqual({ ok: true });
    expect(((await app.inject({ url: '/api/v1/luckywheel', headers })).json() as LuckyWheelState).spinsLeft).toBe(2);
    expect(((await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers })).json() as LuckyWheelSpinResult).spinsLeft).toBe(1);
    await app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: { spins: 0 } });
    expect((await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/test/members/0800000000/spins', payload: { spins: 1 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: { spins: -1 } })).statusCode).toBe(400);
  });

  it('lets the test route choose where the next spin stops', async () => {
    const { app } = testApp({ enableTestRoutes: true, now: () => morning });
    const headers = await signIn(app);
    const before = await creditSatang(app, headers);
    await app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: { spins: 2, nextSegment: 5 } });
    const forced = (await app.inject({ method: 'POST', url: '/api/v1/luckywheel/spin', headers })).json() as LuckyWheelSpinResult;
    expect(forced).toMatchObject({ segmentIndex: 5, label: 'เครดิต 50', prize: '50.00' });
    expect(await creditSatang(app, headers)).toBe(before + 5_000);
    // The page needs no other request: the answer's credit is what /credit answers right after.
    expect(forced.credit).toBe(((await app.inject({ url: '/api/v1/credit', headers })).json() as { credit: string }).credit);
    expect(parseBaht(forced.credit ?? '')).toBe(before + 5_000);
    const outside = { spins: 1, nextSegment: wheelSegments.length };
    expect((await app.inject({ method: 'POST', url: `/api/test/members/${demoMember.username}/spins`, payload: outside })).statusCode).toBe(400);
  });

  it('maps the weights onto the segments and days onto Bangkok time', () => {
    const total = wheelSegments.reduce((sum, s) => sum + s.weight, 0);
    expect(total).toBe(100);
    expect(segmentAt(0)).toBe(0);
    expect(segmentAt(total - 1)).toBe(wheelSegments.length - 1);
    const counts = new Array<number>(wheelSegments.length).fill(0);
    for (let roll = 0; roll < total; roll += 1) counts[segmentAt(roll)] = (counts[segmentAt(roll)] ?? 0) + 1;
    expect(counts).toEqual(wheelSegments.map((s) => s.weight));
    expect(bangkokDay(Date.UTC(2026, 10, 21, 16, 59, 59))).toBe('2026-11-21');
    expect(bangkokDay(Date.UTC(2026, 10, 21, 17, 0, 0))).toBe('2026-11-22');
  });
});

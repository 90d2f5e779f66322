import { sql } from 'kysely';
import { run } from '../base/db';
import { backOfficeTest, type BackOfficeTest } from '../app/testing/back-office';
import { insertMember } from '../member/store';

/** Seconds of a Bangkok wall-clock time. */
const bkk = (text: string): number => Date.parse(`${text}+07:00`) / 1000;

function member(t: BackOfficeTest, username: string, createdAt: string): Promise<number> {
  return insertMember(
    t.db,
    { username, username2: `R${username.slice(-5)}`, passwordHash: 'x', webAgentGroup: 'member', siteApi: 'http://x/', creditSatang: 0, bonusBalanceSatang: 0 },
    bkk(createdAt),
  );
}

let serial = 0;
async function deposit(
  t: BackOfficeTest,
  memberId: number,
  status: string,
  satang: number,
  settledAt: string | null,
  credited: number = satang,
): Promise<void> {
  serial += 1;
  const at = settledAt ? bkk(settledAt) : bkk('2026-11-27T10:00:00');
  await run(
    t.db,
    sql`INSERT INTO deposits (id, member_id, method, status, amount_satang, pay_amount_satang, payload, credited_satang, created_at, expires_at, settled_at)
        VALUES (${`dep_r${serial}`}, ${memberId}, 'transfer', ${status}, ${satang}, ${satang + serial}, '', ${status === 'credited' ? credited : null},
                ${at - 60}, ${at + 900}, ${settledAt ? at : null})`,
  );
}

async function withdrawal(t: BackOfficeTest, memberId: number, status: string, satang: number, settledAt: string | null): Promise<void> {
  serial += 1;
  const at = settledAt ? bkk(settledAt) : bkk('2026-11-27T10:00:00');
  await run(
    t.db,
    sql`INSERT INTO withdrawals (id, member_id, status, amount_satang, fee_satang, bank_code, bank_account, account_name, idempotency_key, created_at, settled_at)
        VALUES (${`wd_r${serial}`}, ${memberId}, ${status}, ${satang}, 0, 'KBANK', '1234567890', 'x', ${`key-${serial}`}, ${at - 600}, ${settledAt ? at : null})`,
  );
}

const ledger = async (t: BackOfficeTest, memberId: number, at: string): Promise<void> => {
  await run(
    t.db,
    sql`INSERT INTO ledger (member_id, kind, amount_satang, balance_after_satang, description, created_at) VALUES (${memberId}, 'deposit', 100, 100, 'x', ${bkk(at)})`,
  );
};

/** Known data around Friday 27 November 2026 (Bangkok), the edges of the day included. */
async function knownDay(t: BackOfficeTest): Promise<void> {
  const m1 = await member(t, '0810000001', '2026-11-26T23:59:59');
  const m2 = await member(t, '0810000002', '2026-11-27T00:00:00');
  const m3 = await member(t, '0810000003', '2026-11-27T12:00:00');
  const m4 = await member(t, '0810000004', '2026-11-20T12:00:00');
  const m5 = await member(t, '0810000005', '2026-11-01T12:00:00');
  const m6 = await member(t, '0810000006', '2026-11-01T12:00:00');

  await deposit(t, m1, 'credited', 10_000, '2026-11-26T23:59:59'); // the day before, its last second: m1's first
  await deposit(t, m1, 'credited', 20_000, '2026-11-27T00:00:00'); // the day's first second, hour 0
  await deposit(t, m2, 'credited', 50_000, '2026-11-27T09:30:00', 50_050); // the credited amount counts (PromptPay's tail)
  await deposit(t, m3, 'credited', 100_000, '2026-11-27T23:59:59'); // the day's last second, hour 23
  await deposit(t, m4, 'pending', 70_000, null);
  await deposit(t, m4, 'expired', 80_000, '2026-11-27T11:00:00');
  await deposit(t, m4, 'credited', 90_000, '2026-11-28T00:00:00'); // the next day: m4's first

  await withdrawal(t, m1, 'paid', 30_000, '2026-11-27T09:15:00');
  await withdrawal(t, m2, 'rejected', 40_000, '2026-11-27T09:20:00');
  await withdrawal(t, m4, 'pending', 5_000, null);
  await withdrawal(t, m4, 'paid', 60_000, '2026-11-26T23:59:59');

  await ledger(t, m1, '2026-11-27T00:00:00');
  await ledger(t, m2, '2026-11-27T09:30:00');
  await ledger(t, m3, '2026-11-27T23:59:59');
  await ledger(t, m5, '2026-11-28T00:00:00');
  const signIn = (memberId: number, at: number, outcome: string) =>
    run(t.db, sql`INSERT INTO member_sign_ins (member_id, at, ip, user_agent, outcome) VALUES (${memberId}, ${at}, '127.0.0.1', 'x', ${outcome})`);
  await signIn(m4, bkk('2026-11-27T08:00:00'), 'ok');
  await signIn(m5, bkk('2026-11-27T08:00:00'), 'password');
  await run(
    t.db,
    sql`INSERT INTO bets (member_id, game, provider, category, stake_satang, payout_satang, settled_at)
        VALUES (${m6}, 'slot-01', 'p', 'slot', 1000, 0, ${bkk('2026-11-27T15:00:00')})`,
  );
}

const zeroHours = (): { hour: number; deposits: string; withdrawals: string }[] =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, deposits: '0.00', withdrawals: '0.00' }));

describe('the day report (reports)', () => {
  it('counts one Bangkok day in SQL: money in and out, new members, first deposits, active members, each hour', async () => {
    const t = backOfficeTest({ seedDemoMembers: false });
    await t.app.ready();
    await knownDay(t);
    const viewer = await t.staff('viewer1', ['viewer']);

    const hourly = zeroHours();
    hourly[0] = { hour: 0, deposits: '200.00', withdrawals: '0.00' };
    hourly[9] = { hour: 9, deposits: '500.50', withdrawals: '300.00' };
    hourly[23] = { hour: 23, deposits: '1000.00', withdrawals: '0.00' };
    const today = await viewer.get('/api/staff/reports/day');
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual({
      day: '2026-11-27',
      deposits: { count: 3, amount: '1700.50' },
      withdrawals: { count: 1, amount: '300.00' },
      net: '1400.50',
      newMembers: 2,
      firstDeposits: 2,
      activeMembers: 5,
      hourly,
    });

    const before = zeroHours();
    before[23] = { hour: 23, deposits: '100.00', withdrawals: '600.00' };
    expect((await viewer.get('/api/staff/reports/day?day=2026-11-26')).json()).toEqual({
      day: '2026-11-26',
      deposits: { count: 1, amount: '100.00' },
      withdrawals: { count: 1, amount: '600.00' },
      net: '-500.00',
      newMembers: 1,
      firstDeposits: 1,
      activeMembers: 0,
      hourly: before,
    });
    expect((await viewer.get('/api/staff/reports/day?day=2026-11-28')).json()).toMatchObject({
      deposits: { count: 1, amount: '900.00' },
      firstDeposits: 1,
      activeMembers: 1,
    });

    expect((await viewer.get('/api/staff/reports/day?day=2026-02-30')).statusCode).toBe(400);
    expect((await viewer.get('/api/staff/reports/day?day=yesterday')).statusCode).toBe(400);
  });

  it('is open to admins and viewers only', async () => {
    const t = backOfficeTest();
    expect((await (await t.staff('admin1', ['admin'])).get('/api/staff/reports/day')).statusCode).toBe(200);
    for (const [name, role] of [
      ['cash1', 'cashier'],
      ['sup1', 'support'],
    ] as const) {
      expect((await (await t.staff(name, [role])).get('/api/staff/reports/day')).statusCode).toBe(403);
    }
  });
});

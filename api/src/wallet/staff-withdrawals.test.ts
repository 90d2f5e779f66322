import type { StaffWithdrawal, StaffWithdrawalPage, WithdrawalPage } from '@member-site/shared/contract';
import { readConfig } from '../app/config';
import { sql } from 'kysely';
import { moneyTest, type MoneyTest } from '../app/testing/staff-money';
import { all, one } from '../base/db';

// The withdrawal queue (issue 35): pending ones oldest first with the member's money beside each,
// one cashier at a time on each (a claim that lapses), paid or rejected with a Thai reason.

const queue = '/api/staff/withdrawals';
const action = (id: string, verb: string): string => `${queue}/${id}/${verb}`;

async function threeWithdrawals(t: MoneyTest) {
  await t.addMember({ username: '0861111111', bankCode: 'KBANK', bankAccount: '1234503360', accountName: 'สมศักดิ์ ใจดี', creditSatang: 300_000 });
  await t.addMember({ username: '0862222222', bankCode: 'BBL', bankAccount: '7770700824', accountName: 'วิภาวรรณ ศรีสุข', creditSatang: 90_000 });
  const first = await t.withdraw('500');
  t.advance(60);
  const second = await t.withdrawAs('0861111111', '2500.50');
  t.advance(60);
  const third = await t.withdrawAs('0862222222', '800');
  return { first, second, third };
}

describe('GET /api/staff/withdrawals', () => {
  it('lists pending withdrawals oldest first, each with the member, the full account and their money, and records the view', async () => {
    const t = await moneyTest();
    const { first, second, third } = await threeWithdrawals(t);
    const cashier = await t.staff('cashier1', ['cashier']);
    const answer = await cashier.get(queue);
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as StaffWithdrawalPage;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3, approvalThreshold: '10000.00', claimMinutes: 5 });
    expect(page.data.map((w) => w.id)).toEqual([first.id, second.id, third.id]);
    expect(page.data[0]).toMatchObject({
      status: 'pending',
      member: { username: '0812345678' },
      amount: '500.00',
      netAmount: '500.00',
      account: { bankCode: 'SCB', accountNumber: '4071234567', accountName: 'สมชาย ทดลองเล่น' },
      claim: null,
      approval: null,
      needsApproval: false,
      settledBy: null,
      context: { balance: '1000.00', bonusBalance: '120.50', turnoverRequired: '0.00', turnoverLeft: '0.00', recentDeposits: [], recentWithdrawals: [] },
    });
    expect((page.data[1] as StaffWithdrawal).context.balance).toBe('499.50');

    const views = await t.auditRows('withdrawal.list');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actor: 'cashier1', actor_kind: 'staff' });
    expect(JSON.parse(views[0]?.after_json ?? '{}')).toEqual({ status: 'pending', q: null, min: null, page: 1, total: 3 });
  });

  it('filters by username, secondary username, account digits and a minimum amount', async () => {
    const t = await moneyTest();
    const { first, second, third } = await threeWithdrawals(t);
    const cashier = await t.staff('cashier1', ['cashier']);
    const ids = async (query: string) => ((await cashier.get(`${queue}?${query}`)).json() as StaffWithdrawalPage).data.map((w) => w.id);
    expect(await ids('q=0861')).toEqual([second.id]);
    expect(await ids('q=503360')).toEqual([second.id]);
    expect(await ids('q=070-0824')).toEqual([third.id]);
    const { username2 } = (await one<{ username2: string }>(t.db, sql`SELECT username2 FROM members WHERE username = '0812345678'`)) as { username2: string };
    expect(await ids(`q=${username2}`)).toEqual([first.id]);
    expect(await ids('min=800')).toEqual([second.id, third.id]);
    expect(await ids('min=800.01')).toEqual([second.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect((await cashier.get(`${queue}?min=1e3`)).statusCode).toBe(400);
    expect((await cashier.get(`${queue}?status=paid`)).json()).toMatchObject({ data: [], total: 0 });
    const filters = (await t.auditRows('withdrawal.list')).map((row) => JSON.parse(row.after_json ?? '{}') as { q: string | null; min: string | null });
    expect(filters.map((f) => f.q ?? f.min)).toContain('070-0824');
  });
});

describe('claims', () => {
  it('lets one cashier at a time hold a withdrawal; the claim lapses, extends, and only its holder releases it', async () => {
    const t = await moneyTest();
    const w = await t.withdraw('500');
    const a = await t.staff('cashier1', ['cashier']);
    const b = await t.staff('cashier2', ['cashier']);

    const claimed = await a.post(action(w.id, 'claim'));
    expect(claimed.statusCode).toBe(200);
    expect((claimed.json() as StaffWithdrawal).claim).toEqual({ by: 'cashier1', until: new Date((t.nowSeconds() + 300) * 1000).toISOString() });

    const taken = await b.post(action(w.id, 'claim'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CLAIMED_BY_OTHER' });
    expect(taken.json().message).toContain('cashier1');
    expect(taken.json().message).toContain('10:05');
    // Pay and reject need one's own claim.
    expect((await b.post(action(w.id, 'pay'))).json()).toMatchObject({ code: 'CLAIM_REQUIRED' });
    expect((await b.post(action(w.id, 'reject'), { reason: 'บัญชีไม่ถูกต้อง' })).json()).toMatchObject({ code: 'CLAIM_REQUIRED' });
    expect((await b.post(action(w.id, 'release'))).json()).toMatchObject({ code: 'CLAIMED_BY_OTHER' });

    // Claiming again extends it.
    t.advance(240);
    expect(((await a.post(action(w.id, 'claim'))).json() as StaffWithdrawal).claim?.until).toBe(new Date((t.nowSeconds() + 300) * 1000).toISOString());
    t.advance(240);
    expect((await b.post(action(w.id, 'claim'))).statusCode).toBe(409);
    // It lapses by itself: shown as none, and the other cashier can take it.
    t.advance(61);
    const listed = (await b.get(queue)).json() as StaffWithdrawalPage;
    expect(listed.data[0]?.claim).toBeNull();
    expect((await a.post(action(w.id, 'pay'))).json()).toMatchObject({ code: 'CLAIM_REQUIRED' });
    expect(((await b.post(action(w.id, 'claim'))).json() as StaffWithdrawal).claim?.by).toBe('cashier2');
    const released = await b.post(action(w.id, 'release'));
    expect((released.json() as StaffWithdrawal).claim).toBeNull();
    expect((await a.post(action(w.id, 'claim'))).statusCode).toBe(200);

    expect((await t.auditRows('withdrawal.')).map((row) => `${row.actor} ${row.action}`).filter((line) => !line.endsWith('list'))).toEqual([
      'cashier1 withdrawal.claim',
      'cashier1 withdrawal.claim',
      'cashier2 withdrawal.claim',
      'cashier2 withdrawal.release',
      'cashier1 withdrawal.claim',
    ]);
  });

  it('is taken by exactly one of two cashiers claiming at once', async () => {
    const t = await moneyTest();
    const w = await t.withdraw('500');
    const a = await t.staff('cashier1', ['cashier']);
    const b = await t.staff('cashier2', ['cashier']);
    const answers = await Promise.all([a.post(action(w.id, 'claim')), b.post(action(w.id, 'claim'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('pay and reject', () => {
  it('pays a withdrawal below the threshold at once: the member sees it paid, the claim is gone, the trail has who', async () => {
    const t = await moneyTest();
    const w = await t.withdraw('500');
    const cashier = await t.staff('cashier1', ['cashier']);
    expect((await cashier.post(action(w.id, 'pay'))).json()).toMatchObject({ code: 'CLAIM_REQUIRED' });
    await cashier.post(action(w.id, 'claim'));
    const paid = await cashier.post(action(w.id, 'pay'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ outcome: 'paid', withdrawal: { id: w.id, status: 'paid', settledBy: 'cashier1', claim: null, approval: null } });

    const seen = (await t.get('/api/v1/wallet/withdrawals')).json() as WithdrawalPage;
    expect(seen.data[0]).toMatchObject({ id: w.id, status: 'paid' });
    // Paying moves no money: it left the balance when the member asked.
    expect(await t.balanced()).toEqual({ credit: 100_000, sum: 100_000 });
    // Again (a double click): the same answer, nothing recorded twice.
    expect((await cashier.post(action(w.id, 'pay'))).json()).toMatchObject({ outcome: 'paid' });
    expect((await cashier.post(action(w.id, 'reject'), { reason: 'ไม่อนุมัติ' })).json()).toMatchObject({ code: 'WITHDRAWAL_CLOSED' });
    const pays = await t.auditRows('withdrawal.pay');
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ actor: 'cashier1', target_kind: 'withdrawal', target_id: w.id, ip: '127.0.0.1' });
    expect(JSON.parse(pays[0]?.before_json ?? '{}')).toMatchObject({ status: 'pending', claimedBy: 'cashier1' });
    expect(JSON.parse(pays[0]?.after_json ?? '{}')).toMatchObject({ status: 'paid', claimedBy: null, settledBy: 'cashier1' });
    expect(((await cashier.get(`${queue}?status=paid`)).json() as StaffWithdrawalPage).data[0]).toMatchObject({ id: w.id, settledBy: 'cashier1' });
  });

  it('rejects with a Thai reason the member reads, refunding through the ledger', async () => {
    const t = await moneyTest();
    const w = await t.withdraw('500');
    const cashier = await t.staff('cashier1', ['cashier']);
    await cashier.post(action(w.id, 'claim'));
    expect((await cashier.post(action(w.id, 'reject'), { reason: 'wrong account' })).statusCode).toBe(400);
    expect((await cashier.post(action(w.id, 'reject'), {})).statusCode).toBe(400);
    const reason = 'ชื่อบัญชีไม่ตรงกับชื่อที่ลงทะเบียน กรุณาติดต่อเจ้าหน้าที่';
    const rejected = await cashier.post(action(w.id, 'reject'), { reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason, settledBy: 'cashier1', claim: null });
    expect(((await t.get('/api/v1/wallet/withdrawals')).json() as WithdrawalPage).data[0]).toMatchObject({ status: 'rejected', reason });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
    expect(await all(t.db, sql`SELECT kind, amount_satang FROM ledger WHERE reference = ${w.id} ORDER BY id`)).toEqual([
      { kind: 'withdrawal', amount_satang: -50_000 },
      { kind: 'withdrawal-refund', amount_satang: 50_000 },
    ]);
    expect(await t.auditRows('withdrawal.reject')).toHaveLength(1);
    expect((await cashier.post(action(w.id, 'pay'))).json()).toMatchObject({ code: 'WITHDRAWAL_CLOSED' });
    expect((await cashier.post(action('wd_unknown', 'claim'))).statusCode).toBe(404);
  });
});

describe('the claim length', () => {
  it('comes from API_STAFF_CLAIM_MINUTES (1–120, default 5)', async () => {
    expect(readConfig({}, '/tmp/api').staffClaimMinutes).toBe(5);
    expect(readConfig({ API_STAFF_CLAIM_MINUTES: '10' }, '/tmp/api').staffClaimMinutes).toBe(10);
    expect(() => readConfig({ API_STAFF_CLAIM_MINUTES: '0' }, '/tmp/api')).toThrow(/API_STAFF_CLAIM_MINUTES/);
    const t = await moneyTest({ staffClaimMinutes: 10 });
    const w = await t.withdraw('500');
    const cashier = await t.staff('cashier1', ['cashier']);
    expect((await cashier.get(queue)).json()).toMatchObject({ claimMinutes: 10 });
    expect(((await cashier.post(action(w.id, 'claim'))).json() as StaffWithdrawal).claim?.until).toBe(new Date((t.nowSeconds() + 600) * 1000).toISOString());
  });
});

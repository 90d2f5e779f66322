import type { StaffApproval, StaffApprovalList, StaffWithdrawal, StaffWithdrawalPage, StatementPage } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { moneyTest } from '../app/testing/staff-money';
import { one, run } from '../base/db';
import { setSetting, settingKeys } from '../site/settings';

// Four eyes (issue 35): a withdrawal at or above the threshold, and every manual balance change,
// waits for a second staff member; the decision and what it does are one transaction.

const queue = '/api/staff/withdrawals';
const action = (id: string, verb: string): string => `${queue}/${id}/${verb}`;

/** Threshold 1,000.00: the demo member (1,500.00) can ask for a large one. */
async function fourEyes() {
  const t = await moneyTest({ approvalThresholdSatang: 100_000 });
  const [maker, checker, third] = [await t.staff('cashier1', ['cashier']), await t.staff('cashier2', ['cashier']), await t.staff('cashier3', ['cashier'])];
  return { t, maker, checker, third };
}

describe('a withdrawal at or above the threshold', () => {
  it('waits for a second cashier: the one who asked cannot approve it, another can, and the member sees it paid then', async () => {
    const { t, maker, checker } = await fourEyes();
    const w = await t.withdraw('1200');
    const listed = (await maker.get(queue)).json() as StaffWithdrawalPage;
    expect(listed).toMatchObject({ approvalThreshold: '1000.00', data: [{ id: w.id, needsApproval: true }] });

    await maker.post(action(w.id, 'claim'));
    const asked = await maker.post(action(w.id, 'pay'));
    expect(asked.statusCode).toBe(200);
    const waiting = asked.json() as { outcome: string; withdrawal: StaffWithdrawal };
    expect(waiting).toMatchObject({ outcome: 'awaiting-approval', withdrawal: { status: 'pending', claim: null, approval: { requestedBy: 'cashier1' } } });
    // Still pending for the member.
    expect((await t.get('/api/v1/wallet/withdrawals')).json()).toMatchObject({ data: [{ id: w.id, status: 'pending' }] });
    // Asking again answers the same; it cannot be rejected meanwhile.
    expect((await maker.post(action(w.id, 'pay'))).json()).toMatchObject({ outcome: 'awaiting-approval' });
    await maker.post(action(w.id, 'claim'));
    expect((await maker.post(action(w.id, 'reject'), { reason: 'ยกเลิก' })).json()).toMatchObject({ code: 'APPROVAL_PENDING' });

    const approvals = (await checker.get('/api/staff/approvals')).json() as StaffApprovalList;
    expect(approvals.data).toHaveLength(1);
    const approval = approvals.data[0] as StaffApproval;
    expect(approval).toMatchObject({
      kind: 'withdrawal',
      status: 'pending',
      member: { username: '0812345678' },
      amount: '1200.00',
      withdrawalId: w.id,
      requestedBy: 'cashier1',
      decidedBy: null,
    });

    const self = await maker.post(`/api/staff/approvals/${approval.id}/approve`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'APPROVAL_SELF' });
    expect((await maker.post(`/api/staff/approvals/${approval.id}/decline`, { note: 'ขอยกเลิก' })).json()).toMatchObject({ code: 'APPROVAL_SELF' });

    const approved = await checker.post(`/api/staff/approvals/${approval.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'cashier2' });
    expect((await t.get('/api/v1/wallet/withdrawals')).json()).toMatchObject({ data: [{ id: w.id, status: 'paid' }] });
    expect(((await checker.get(`${queue}?status=paid`)).json() as StaffWithdrawalPage).data[0]).toMatchObject({
      id: w.id,
      settledBy: 'cashier2',
      approval: null,
    });
    expect((await checker.post(`/api/staff/approvals/${approval.id}/approve`)).json()).toMatchObject({ code: 'APPROVAL_CLOSED' });
    expect(await t.balanced()).toEqual({ credit: 30_000, sum: 30_000 });
    expect(
      (await t.auditRows()).filter((row) => !row.action.endsWith('list') && !row.action.startsWith('staff.')).map((row) => `${row.actor} ${row.action}`),
    ).toEqual(['cashier1 withdrawal.claim', 'cashier1 withdrawal.request-approval', 'cashier1 withdrawal.claim', 'cashier2 approval.approve']);
    // The database holds the rule too, whatever a caller skips.
    // SQLite says "CHECK constraint failed", PostgreSQL "violates check constraint".
    await expect(run(t.db, sql`UPDATE approvals SET decided_by = requested_by WHERE id = ${approval.id}`)).rejects.toMatchObject({
      message: expect.stringMatching(/check constraint/i),
    });
  });

  it('is approved by exactly one of two approvers at once, and paid once', async () => {
    const { t, maker, checker, third } = await fourEyes();
    const w = await t.withdraw('1200');
    await maker.post(action(w.id, 'claim'));
    await maker.post(action(w.id, 'pay'));
    const id = ((await checker.get('/api/staff/approvals')).json() as StaffApprovalList).data[0]?.id ?? '';
    const answers = await Promise.all([checker.post(`/api/staff/approvals/${id}/approve`), third.post(`/api/staff/approvals/${id}/approve`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'APPROVAL_CLOSED' });
    expect(await t.auditRows('approval.approve')).toHaveLength(1);
    expect(await one(t.db, sql`SELECT status FROM withdrawals WHERE id = ${w.id}`)).toEqual({ status: 'paid' });
  });

  it('goes back to the queue when declined, and can be rejected then', async () => {
    const { t, maker, checker } = await fourEyes();
    const w = await t.withdraw('1200');
    await maker.post(action(w.id, 'claim'));
    await maker.post(action(w.id, 'pay'));
    const id = ((await checker.get('/api/staff/approvals')).json() as StaffApprovalList).data[0]?.id ?? '';
    expect((await checker.post(`/api/staff/approvals/${id}/decline`, {})).statusCode).toBe(400);
    const declined = await checker.post(`/api/staff/approvals/${id}/decline`, { note: 'ยอดสูงผิดปกติ ตรวจสอบบัญชีก่อน' });
    expect(declined.json()).toMatchObject({ status: 'declined', decidedBy: 'cashier2', note: 'ยอดสูงผิดปกติ ตรวจสอบบัญชีก่อน' });
    expect((await t.auditRows('approval.decline')).map((row) => [row.actor, row.target_id])).toEqual([['cashier2', id]]);
    expect(JSON.parse((await t.auditRows('approval.decline'))[0]?.after_json ?? '{}')).toMatchObject({ status: 'declined', note: 'ยอดสูงผิดปกติ ตรวจสอบบัญชีก่อน' });
    expect(((await maker.get(queue)).json() as StaffWithdrawalPage).data[0]).toMatchObject({ id: w.id, status: 'pending', claim: null, approval: null });
    expect(((await maker.get('/api/staff/approvals?status=declined')).json() as StaffApprovalList).data).toHaveLength(1);
    await maker.post(action(w.id, 'claim'));
    expect((await maker.post(action(w.id, 'reject'), { reason: 'ยอดสูงผิดปกติ กรุณาติดต่อเจ้าหน้าที่' })).json()).toMatchObject({ status: 'rejected' });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('cannot be approved once the operator key settled the withdrawal meanwhile', async () => {
    const { t, maker, checker } = await fourEyes();
    const w = await t.withdraw('1200');
    await maker.post(action(w.id, 'claim'));
    await maker.post(action(w.id, 'pay'));
    const id = ((await checker.get('/api/staff/approvals')).json() as StaffApprovalList).data[0]?.id ?? '';
    await t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'ธนาคารปฏิเสธรายการ' });
    expect((await checker.post(`/api/staff/approvals/${id}/approve`)).json()).toMatchObject({ code: 'APPROVAL_CLOSED' });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });
  });

  it('follows the threshold an admin stores (the site setting), else the configured one', async () => {
    const { t, maker } = await fourEyes();
    const w = await t.withdraw('1200');
    await setSetting(t.db, settingKeys.approvalThresholdSatang, '200000');
    expect((await maker.get(queue)).json()).toMatchObject({ approvalThreshold: '2000.00', data: [{ needsApproval: false }] });
    await maker.post(action(w.id, 'claim'));
    expect((await maker.post(action(w.id, 'pay'))).json()).toMatchObject({ outcome: 'paid' });
    // Exactly the threshold needs approval.
    await setSetting(t.db, settingKeys.approvalThresholdSatang, '30000');
    const next = await t.withdraw('300');
    expect(((await maker.get(queue)).json() as StaffWithdrawalPage).data[0]).toMatchObject({ id: next.id, needsApproval: true });
  });
});

describe('POST /api/staff/adjustments', () => {
  it('always waits for a second staff member; approved, it is one "adjustment" ledger row with the reason the member reads', async () => {
    const { t, maker, checker } = await fourEyes();
    const asked = await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '250.50', reason: 'ชดเชยเครดิตเกมค้าง รอบ 21/11' });
    expect(asked.statusCode).toBe(201);
    const approval = asked.json() as StaffApproval;
    expect(approval).toMatchObject({
      kind: 'adjustment',
      status: 'pending',
      amount: '250.50',
      reason: 'ชดเชยเครดิตเกมค้าง รอบ 21/11',
      requestedBy: 'cashier1',
      withdrawalId: null,
    });
    expect((await t.balanced()).credit).toBe(150_000);
    expect((await maker.post(`/api/staff/approvals/${approval.id}/approve`)).json()).toMatchObject({ code: 'APPROVAL_SELF' });

    const approved = await checker.post(`/api/staff/approvals/${approval.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'cashier2' });
    expect(await t.balanced()).toEqual({ credit: 175_050, sum: 175_050 });
    const statement = (await t.get('/api/v1/wallet/statement')).json() as StatementPage;
    expect(statement.data[0]).toMatchObject({ kind: 'adjustment', amount: '250.50', description: 'ปรับยอดโดยเจ้าหน้าที่: ชดเชยเครดิตเกมค้าง รอบ 21/11' });
    expect((await t.auditRows('adjustment.request'))[0]).toMatchObject({ actor: 'cashier1', target_id: approval.id });
    expect((await t.auditRows('approval.approve'))[0]).toMatchObject({ actor: 'cashier2', target_id: approval.id });
  });

  it('refuses at approval a debit the balance cannot cover (Thai message, nothing decided), then can be declined', async () => {
    const { t, maker, checker } = await fourEyes();
    const approval = (
      await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '-2000', reason: 'เรียกคืนโบนัสที่ให้ผิด' })
    ).json() as StaffApproval;
    expect(approval.amount).toBe('-2000.00');
    const refused = await checker.post(`/api/staff/approvals/${approval.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'ปรับลดยอดไม่ได้: ยอดเงินของสมาชิกเหลือ 1,500.00 บาท น้อยกว่ายอดที่ปรับลด' });
    expect(await one(t.db, sql`SELECT status, decided_by FROM approvals WHERE id = ${approval.id}`)).toEqual({ status: 'pending', decided_by: null });
    expect(await t.auditRows('approval.approve')).toEqual([]);
    expect((await checker.post(`/api/staff/approvals/${approval.id}/decline`, { note: 'ยอดไม่พอ' })).json()).toMatchObject({ status: 'declined' });
    expect(await t.balanced()).toEqual({ credit: 150_000, sum: 150_000 });

    const small = (await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '-1500', reason: 'ปิดบัญชีตามคำขอ' })).json() as StaffApproval;
    expect((await checker.post(`/api/staff/approvals/${small.id}/approve`)).statusCode).toBe(200);
    expect(await t.balanced()).toEqual({ credit: 0, sum: 0 });
  });

  it('applies once when two approvers approve at once', async () => {
    const { t, maker, checker, third } = await fourEyes();
    const approval = (await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '100', reason: 'ชดเชยระบบขัดข้อง' })).json() as StaffApproval;
    const answers = await Promise.all([checker.post(`/api/staff/approvals/${approval.id}/approve`), third.post(`/api/staff/approvals/${approval.id}/approve`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM ledger WHERE kind = 'adjustment' AND reference = ${approval.id}`)).toEqual({ n: 1 });
    expect(await t.balanced()).toEqual({ credit: 160_000, sum: 160_000 });
  });

  it('refuses an unknown member, a zero amount and a short reason', async () => {
    const { maker } = await fourEyes();
    expect((await maker.post('/api/staff/adjustments', { username: '0800000000', amount: '10', reason: 'ทดสอบ' })).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'ไม่พบสมาชิกที่ระบุ',
    });
    expect((await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '-0.00', reason: 'ทดสอบ' })).json()).toMatchObject({
      code: 'AMOUNT_INVALID',
    });
    expect((await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '1.234', reason: 'ทดสอบ' })).statusCode).toBe(400);
    expect((await maker.post('/api/staff/adjustments', { username: '0812345678', amount: '10', reason: 'ab' })).statusCode).toBe(400);
  });
});

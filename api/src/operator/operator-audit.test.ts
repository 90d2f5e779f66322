import type { PromptPayRequest, WithdrawalRecord } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { verifyAuditChain } from '../audit/store';
import { all } from '../base/db';
import { freshKey } from '../app/testing/wallet';
import { moneyTest } from '../app/testing/staff-money';

// The operator key stays for machine callers (a bank feed); what it does to money is audited as
// the system (issue 35), in the same transaction as the action.

describe('operator key actions in the audit trail', () => {
  it('records each money action as the system "operator-key" with before and after; a retry that changes nothing adds no row', async () => {
    const t = await moneyTest();
    const rows = async () => (await t.auditRows()).filter((row) => row.actor_kind === 'system');

    const request = (await t.post('/api/v1/wallet/deposit/promptpay', { amount: '300' })).json() as PromptPayRequest;
    await t.operator(`/api/operator/deposits/${request.id}/credit`);
    await t.operator(`/api/operator/deposits/${request.id}/credit`);

    const paid = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as WithdrawalRecord;
    await t.operator(`/api/operator/withdrawals/${paid.id}/pay`);
    await t.operator(`/api/operator/withdrawals/${paid.id}/pay`);
    const rejected = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as WithdrawalRecord;
    await t.operator(`/api/operator/withdrawals/${rejected.id}/reject`, { reason: 'บัญชีปลายทางปิดแล้ว' });

    await t.operator('/api/operator/bank-statement', { transRef: 'FEED0000000001', fromBank: 'KTB', fromAccount: 'xxx-x-x0000-x', amount: '500' });
    await t.operator('/api/operator/bank-statement', { transRef: 'FEED0000000002', fromBank: 'KTB', fromAccount: 'xxx-x-x0001-x', amount: '600' });
    // In the order the feed sent them (their transRefs).
    const held = (await all<{ id: string }>(t.db, sql`SELECT id FROM held_transfers ORDER BY trans_ref`)).map((row) => row.id);
    await t.operator(`/api/operator/held-transfers/${held[0]}/credit`, { username: '0812345678' });
    await t.operator(`/api/operator/held-transfers/${held[1]}/return`, { note: 'คืนเงินแล้ว' });

    expect((await rows()).map((row) => [row.actor, row.action, row.target_kind])).toEqual([
      ['operator-key', 'deposit.credit', 'deposit'],
      ['operator-key', 'withdrawal.pay', 'withdrawal'],
      ['operator-key', 'withdrawal.reject', 'withdrawal'],
      ['operator-key', 'statement.line', 'transfer'],
      ['operator-key', 'statement.line', 'transfer'],
      ['operator-key', 'held.credit', 'held-transfer'],
      ['operator-key', 'held.return', 'held-transfer'],
    ]);
    const credit = (await rows())[0];
    expect(JSON.parse(credit?.before_json ?? '{}')).toMatchObject({ status: 'pending' });
    expect(JSON.parse(credit?.after_json ?? '{}')).toMatchObject({ status: 'credited' });
    expect(JSON.parse((await rows())[3]?.after_json ?? '{}')).toMatchObject({ outcome: 'held', fromBank: 'KTB', amount: '500.00' });
    expect((await rows()).every((row) => row.ip === '127.0.0.1')).toBe(true);
    expect((await verifyAuditChain(t.db)).brokenAt).toBeNull();
    expect(await t.everyoneBalanced()).toBe(true);
  });

  it('writes no row when the action is refused', async () => {
    const t = await moneyTest();
    const w = (await t.post('/api/v1/wallet/withdraw', { amount: '100', idempotencyKey: freshKey() })).json() as WithdrawalRecord;
    await t.operator(`/api/operator/withdrawals/${w.id}/pay`);
    expect((await t.operator(`/api/operator/withdrawals/${w.id}/reject`, { reason: 'ช้าไป' })).statusCode).toBe(409);
    expect((await t.operator('/api/operator/deposits/dep_none/credit')).statusCode).toBe(404);
    expect((await t.auditRows()).filter((row) => row.actor_kind === 'system').map((row) => row.action)).toEqual(['withdrawal.pay']);
  });
});

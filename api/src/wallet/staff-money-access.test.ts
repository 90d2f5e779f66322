import { endpoints, type EndpointDef } from '@member-site/shared/contract';
import { moneyTest } from '../app/testing/staff-money';

// Roles are the API's (issue 35): every money route answers 401 without a staff session (a
// member's token is none) and 403 to a staff member whose roles lack `money`, before the body is read.

const moneyEndpoints = Object.entries(endpoints as Record<string, EndpointDef>).filter(([, e]) => e.feature === 'staff' && e.permission === 'money');
const urlOf = (e: EndpointDef): string => e.path.replace(/:[a-zA-Z]+/g, 'wd_x');

describe('the money routes refuse whoever is not a cashier', () => {
  it('covers the seventeen rows of the contract', () => {
    expect(moneyEndpoints.map(([name]) => name).sort()).toEqual(
      [
        'staffWithdrawals',
        'staffWithdrawalClaim',
        'staffWithdrawalRelease',
        'staffWithdrawalPay',
        'staffWithdrawalReject',
        'staffApprovals',
        'staffApprovalApprove',
        'staffApprovalDecline',
        'staffAdjustmentCreate',
        'staffDeposits',
        'staffDepositCredit',
        'staffHeldTransfers',
        'staffHeldCredit',
        'staffHeldReturn',
        'staffStatementLine',
        'staffStatementImport',
        'staffStatementImports',
      ].sort(),
    );
  });

  it('401 without a session or with a member token, 403 for support, viewer and admin', async () => {
    const t = await moneyTest();
    const others = [await t.staff('support1', ['support']), await t.staff('viewer1', ['viewer']), await t.staff('admin1', ['admin'])];
    for (const [name, endpoint] of moneyEndpoints) {
      const url = urlOf(endpoint);
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: endpoint.method, url, headers, ...(endpoint.method === 'POST' ? { payload: {} } : {}) });
      const none = await call({});
      expect([name, none.statusCode, none.json().code]).toEqual([name, 401, 'UNAUTHORIZED']);
      const member = await call(t.headers);
      expect([name, member.statusCode]).toEqual([name, 401]);
      for (const staff of others) {
        const refused = await call(staff.headers);
        expect([name, staff.username, refused.statusCode, refused.json().code]).toEqual([name, staff.username, 403, 'FORBIDDEN']);
      }
    }
    // Nothing was done, and nothing was viewed: no audit row from any of them.
    expect(await t.auditRows('withdrawal.')).toEqual([]);
    expect(await t.auditRows('deposit.')).toEqual([]);
  });

  it('lets a cashier in', async () => {
    const t = await moneyTest();
    const cashier = await t.staff('cashier1', ['cashier']);
    expect((await cashier.get('/api/staff/withdrawals')).statusCode).toBe(200);
    expect((await cashier.get('/api/staff/deposits')).statusCode).toBe(200);
    expect((await cashier.get('/api/staff/held-transfers')).statusCode).toBe(200);
    expect((await cashier.get('/api/staff/approvals')).statusCode).toBe(200);
    expect((await cashier.get('/api/staff/statements/imports')).statusCode).toBe(200);
  });
});

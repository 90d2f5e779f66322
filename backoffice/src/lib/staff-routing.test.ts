import { permissionsOf, staffRoutes } from '@member-site/shared/staff';
import { resolveStaffRoute, staffMenu } from './staff-routing';

const cashier = permissionsOf(['cashier']);
const support = permissionsOf(['support']);
const admin = permissionsOf(['admin']);
const viewer = permissionsOf(['viewer']);

describe('which page an address shows (the staff route table, ADR 0046)', () => {
  it('names the route, its owner and its parameters, case-insensitively', () => {
    expect(resolveStaffRoute('/withdrawals', cashier)).toMatchObject({
      kind: 'page',
      name: 'withdrawals',
      route: { owner: 'mf_wallet_staff', page: 'withdrawals' },
    });
    expect(resolveStaffRoute('/Withdrawals/', cashier)).toMatchObject({ kind: 'page', name: 'withdrawals' });
    expect(resolveStaffRoute('/members/0812345678', support)).toEqual({
      kind: 'page',
      name: 'member',
      route: staffRoutes.member,
      params: { username: '0812345678' },
    });
    expect(resolveStaffRoute('/', viewer)).toMatchObject({ kind: 'page', name: 'home', route: { owner: 'backoffice' } });
  });

  it("answers 403 for a page the staff member's permissions do not allow, whoever owns it", () => {
    expect(resolveStaffRoute('/withdrawals', support)).toMatchObject({ kind: 'forbidden', name: 'withdrawals' });
    expect(resolveStaffRoute('/staff', cashier)).toMatchObject({ kind: 'forbidden', name: 'staff', route: { owner: 'backoffice' } });
    expect(resolveStaffRoute('/members/0812345678', viewer)).toMatchObject({ kind: 'forbidden', name: 'member' });
    // Money is the cashier's alone, even for an admin.
    expect(resolveStaffRoute('/approvals', admin)).toMatchObject({ kind: 'forbidden' });
  });

  it('answers 404 for an address the table does not have', () => {
    for (const path of ['/nope', '/withdrawals/12', '/members/a/b', '/remotes/mf-wallet'])
      expect(resolveStaffRoute(path, admin)).toEqual({ kind: 'not-found' });
  });
});

describe('the side menu', () => {
  const names = (permissions: string[]) => staffMenu(permissions).flatMap((group) => group.items.map((item) => item.name));

  it('lists exactly the routes the permissions allow that have a group, by group, in order', () => {
    expect(staffMenu(cashier).map((group) => [group.label, group.items.map((item) => item.title)])).toEqual([
      ['งานประจำวัน', ['หน้าหลัก']],
      ['การเงิน', ['รายการถอน', 'รออนุมัติ', 'รายการฝาก', 'ยอดโอนรอตรวจสอบ', 'นำเข้ารายการเดินบัญชี', 'ปรับยอดเงิน']],
      ['สมาชิกและบริการ', ['สมาชิก']],
    ]);
    expect(names(support)).toEqual(['home', 'members', 'tickets', 'announcements']);
    expect(names(viewer)).toEqual(['home', 'reports']);
    expect(names(admin)).toEqual(['home', 'reports', 'members', 'promotionCodes', 'settings', 'staff', 'audit']);
  });

  it("never lists a member's own page (reached from the member list only)", () => {
    expect(names(permissionsOf(['admin', 'cashier', 'support', 'viewer']))).not.toContain('member');
  });
});

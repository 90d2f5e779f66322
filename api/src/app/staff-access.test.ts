import { sql } from 'kysely';
import { all, one } from '../base/db';
import { endpoints, staffPermissionRoles, staffRoles, type EndpointDef, type EndpointName, type StaffRole } from '@member-site/shared/contract';
import { demoMember, viewbetMember } from '../member/demo';
import { backOfficeTest } from './testing/back-office';
import type { StaffClient } from './testing/staff';

// The members', site, content and reports side of the back office (issue 35): every route answers
// 401 without a staff session (a member's token is none) and 403 to a staff member whose roles
// lack its permission, before the body is read, so a refused call changes nothing.

const routes: EndpointName[] = [
  'staffMembers',
  'staffMember',
  'staffMemberSuspend',
  'staffMemberUnsuspend',
  'staffMemberResetPassword',
  'staffTickets',
  'staffTicketReply',
  'staffAnnouncements',
  'staffAnnouncementCreate',
  'staffAnnouncementPublish',
  'staffAnnouncementUnpublish',
  'staffPromotionCodes',
  'staffPromotionCodeCreate',
  'staffPromotionCodePause',
  'staffPromotionCodeResume',
  'staffPromotionCodeRedemptions',
  'staffSite',
  'staffSiteUpdate',
  'staffSiteImage',
  'staffReport',
];

/** A call of the route that its permission's holders would make. */
function request(name: EndpointName): { method: 'GET' | 'POST'; url: string; payload?: object } {
  const def = endpoints[name];
  const path = def.path.replace(':username', demoMember.username).replace(':id', 'TKNONE').replace(':code', 'WELCOME50');
  const payloads: Partial<Record<EndpointName, object>> = {
    staffMemberSuspend: { reason: 'ทดสอบสิทธิ์' },
    staffTicketReply: { message: 'ทดสอบ' },
    staffAnnouncementCreate: { title: 'ทดสอบ', body: 'ทดสอบ', publish: true },
    staffPromotionCodeCreate: { code: 'ACCESS01', amount: '10' },
    staffSiteUpdate: { title: 'ถูกเปลี่ยน' },
    staffSiteImage: { kind: 'logo', contentType: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64') },
  };
  const url = name === 'staffMembers' ? `${path}?q=0812` : path;
  return def.method === 'GET' ? { method: 'GET', url } : { method: 'POST', url, payload: payloads[name] ?? {} };
}

const permissionOf = (name: EndpointName): keyof typeof staffPermissionRoles =>
  (endpoints[name] as EndpointDef).permission as keyof typeof staffPermissionRoles;

describe('the back office routes of members, site, content and reports', () => {
  it('have a permission each in the endpoint table', () => {
    for (const name of routes) expect({ name, permission: permissionOf(name) in staffPermissionRoles }).toEqual({ name, permission: true });
  });

  it('answer 401 without a staff session and to a member token, 403 to roles without the permission, and change nothing then', async () => {
    const t = backOfficeTest();
    // Another member's token than the one the routes act on: it stays live all through.
    const member = await t.memberHeaders(viewbetMember.username, viewbetMember.password);
    const clients = Object.fromEntries(await Promise.all(staffRoles.map(async (role) => [role, await t.staff(`${role}1`, [role])] as const))) as Record<
      StaffRole,
      StaffClient
    >;
    const state = async () => ({
      audit: await one(t.db, sql`SELECT COUNT(*) AS n FROM audit_log`),
      member: await one(t.db, sql`SELECT suspended_at, password_hash, password_reset_required FROM members WHERE username = ${demoMember.username}`),
      settings: await all(t.db, sql`SELECT * FROM settings ORDER BY key`),
      codes: await all(t.db, sql`SELECT code, paused_at FROM promotion_codes ORDER BY code`),
      announcements: await one(t.db, sql`SELECT COUNT(*) AS n FROM announcements`),
    });

    for (const name of routes) {
      const call = request(name);
      const before = await state();
      const anonymous = await t.app.inject(call);
      expect({ name, status: anonymous.statusCode }).toEqual({ name, status: 401 });
      const withMember = await t.app.inject({ ...call, headers: member });
      expect({ name, status: withMember.statusCode }).toEqual({ name, status: 401 });
      expect((await t.app.inject({ url: '/api/v1/credit', headers: member })).statusCode).toBe(200);

      const holders = staffPermissionRoles[permissionOf(name)] as readonly StaffRole[];
      for (const role of staffRoles.filter((r) => !holders.includes(r))) {
        const refused = await t.app.inject({ ...call, headers: clients[role].headers });
        expect({ name, role, status: refused.statusCode }).toEqual({ name, role, status: 403 });
        expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้' });
      }
      expect({ name, state: await state() }).toEqual({ name, state: before });

      // Each role that holds it gets past the check (whatever the route then answers).
      for (const role of holders) {
        const allowed = await t.app.inject({ ...call, headers: clients[role].headers });
        expect({ name, role, refused: [401, 403].includes(allowed.statusCode) }).toEqual({ name, role, refused: false });
      }
    }
  });
});

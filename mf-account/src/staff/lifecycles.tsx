import { createStaffApp } from '@member-site/shared/staff';

// The account team's staff container's exposed `./app` (issue 35, ADR 0046): built apart from the
// member container (webpack.staff.cjs, dist-staff/) and served only from the back office's
// origin. One lazy chunk per page; tsc checks the names against the staff route table's pages of
// mf_account_staff (shared/src/staff/routes.ts).
export const { bootstrap, mount, unmount, update } = createStaffApp('mf_account_staff', {
  members: () => import('./pages/members'),
  member: () => import('./pages/member'),
  tickets: () => import('./pages/tickets'),
  announcements: () => import('./pages/announcements'),
  'promotion-codes': () => import('./pages/promotion-codes'),
});

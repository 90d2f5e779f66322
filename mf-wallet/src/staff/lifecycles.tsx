import { createStaffApp } from '@member-site/shared/staff';

// The wallet team's staff container's exposed `./app` (issue 35, ADR 0046): built apart from the
// member container (webpack.staff.cjs, dist-staff/) and served only from the back office's
// origin. One lazy chunk per page; tsc checks the names against the staff route table's pages of
// mf_wallet_staff (shared/src/staff/routes.ts).
export const { bootstrap, mount, unmount, update } = createStaffApp('mf_wallet_staff', {
  withdrawals: () => import('./pages/withdrawals'),
  approvals: () => import('./pages/approvals'),
  deposits: () => import('./pages/deposits'),
  'held-transfers': () => import('./pages/held-transfers'),
  statements: () => import('./pages/statements'),
  adjustments: () => import('./pages/adjustments'),
});

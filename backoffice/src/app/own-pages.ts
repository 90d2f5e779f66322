import { preloadableLazy } from '@member-site/shared';
import type { StaffPageLoader, StaffPageName } from '@member-site/shared/staff';

/** The back office's own pages (`owner: 'backoffice'` in the route table), each its own chunk; tsc checks none is missing. */
const loaders: { readonly [P in StaffPageName<'backoffice'>]: StaffPageLoader } = {
  home: () => import('../pages/home'),
  reports: () => import('../pages/reports'),
  settings: () => import('../pages/settings'),
  staff: () => import('../pages/staff'),
  audit: () => import('../pages/audit'),
};

export const ownPages = new Map(Object.entries(loaders).map(([name, load]) => [name, preloadableLazy(load)]));

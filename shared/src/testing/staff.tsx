import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { parsePath, type Location, type To } from 'react-router-dom';
import type { StaffIdentity } from '../contract/staff';
import { permissionsOf, type StaffPermission, type StaffRole } from '../contract/staff-roles';
import type { PageNavigator } from '../remote/props';
import { StaffFrame } from '../staff/app';
import { createFakeApi, type FakeApi } from './fake-api';
import type { NavigateMock } from './page-props';

// The staff half of the test kit: a staff page rendered as a staff remote's root renders it
// (StaffFrame: the staff services, a query cache, react-router), with a fake API and a staff
// member holding the given roles or permissions.

export interface StaffIdentityOptions extends Partial<Omit<StaffIdentity, 'permissions'>> {
  /** Default: what the roles give (permissionsOf). */
  permissions?: StaffPermission[];
}

/** A signed-in staff member; a cashier by default. */
export function staffIdentity({ roles = ['cashier'], permissions, ...rest }: StaffIdentityOptions = {}): StaffIdentity {
  return {
    username: 'cashier1',
    displayName: 'แคชเชียร์ หนึ่ง',
    roles: roles as StaffRole[],
    permissions: permissions ?? permissionsOf(roles),
    ...rest,
  };
}

/** A query cache for one test: no retries (a refusal shows at once), nothing collected while the test runs. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: 0, gcTime: Infinity },
    },
  });
}

export interface StaffRenderOptions extends StaffIdentityOptions {
  /** The address the page is at ('/withdrawals?status=paid'); default '/'. */
  path?: string;
  /** The staff route table's path of the page ('/members/:username'); default: any. */
  route?: string;
  api?: FakeApi;
  staff?: StaffIdentity;
  queryClient?: QueryClient;
}

export type StaffRenderResult = Omit<RenderResult, 'rerender'> & {
  /** Renders `ui` again inside the same frame (services, cache, address): the page stays mounted. */
  rerender: (ui: ReactElement) => void;
  api: FakeApi;
  staff: StaffIdentity;
  queryClient: QueryClient;
  /** Every navigation the page asked for, as a path; one within the same page (its search) also moves it. */
  navigate: NavigateMock;
  /** Where the page is now (its filters after a change). */
  location: () => Location;
};

function locationOf(path: string, key = 'test'): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return { pathname, search, hash, state: null, key };
}

function addressOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * Renders a staff page inside StaffFrame. Navigations are recorded in `navigate`; one that stays
 * on the page's path (a filter, a page of a list) moves the page there, as the back office's
 * history would, so filters bound to the address can be driven from a test.
 */
export function renderStaffPage(ui: ReactElement, options: StaffRenderOptions = {}): StaffRenderResult {
  const { path = '/', route = '*', api = createFakeApi(), queryClient = createTestQueryClient(), staff: given, ...identity } = options;
  const staff = given ?? staffIdentity(identity);
  const navigate: NavigateMock = jest.fn();
  let current = locationOf(path);

  function MovingFrame({ children }: { children: ReactNode }) {
    const [location, setLocation] = useState(current);
    const navigator = useMemo<PageNavigator>(() => {
      let moves = 0;
      const go = (replace: boolean) => (to: To) => {
        const address = addressOf(to);
        if (replace) navigate(address, { replace: true });
        else navigate(address);
        const next = locationOf(address.startsWith('?') ? `${current.pathname}${address}` : address, `move-${(moves += 1)}`);
        if (next.pathname === current.pathname) {
          current = next;
          setLocation(next);
        }
      };
      return { createHref: (to) => addressOf(to), go: jest.fn(), push: go(false), replace: go(true) };
    }, []);
    const services = useMemo(() => ({ api, staff }), []);
    return (
      <StaffFrame services={services} queryClient={queryClient} location={location} navigator={navigator} route={route}>
        {children}
      </StaffFrame>
    );
  }

  const result = render(<MovingFrame>{ui}</MovingFrame>);
  const rerender = (next: ReactElement) => result.rerender(<MovingFrame>{next}</MovingFrame>);
  return { ...result, rerender, api, staff, queryClient, navigate, location: () => current };
}

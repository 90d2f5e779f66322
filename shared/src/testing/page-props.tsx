import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { parsePath, type Location } from 'react-router-dom';
import { defaultRuntimeConfig, type RuntimeConfig } from '../contract/runtime-config';
import { PageFrame } from '../remote/page-services';
import type { PageNavigator, RemoteProps } from '../remote/props';
import { createFakeApi, type FakeApi } from './fake-api';
import { createFakeSession, type FakeSession } from './fake-session';

/** A runtime config for tests: one allowed game origin, a recognisable site title. */
export const testConfig: RuntimeConfig = {
  ...defaultRuntimeConfig,
  apiUrl: 'https://api.test',
  siteTitle: 'ทดสอบเบท',
  gameOrigins: ['https://games.example.com'],
};

/** A navigation a page asked for: the path, and `{ replace: true }` when it replaces the entry. */
export type NavigateMock = jest.Mock<void, [to: string, options?: { replace: true }]>;

export type TestPageProps = RemoteProps & {
  session: FakeSession;
  api: FakeApi;
  /** Every navigation the page asked for (Link, useNavigate), as a path. */
  navigate: NavigateMock;
  onPageReady: jest.Mock<void, []>;
  onPageError: jest.Mock<void, [unknown]>;
};

export interface PagePropsOptions extends Partial<Omit<TestPageProps, 'location'>> {
  /** The address the page is at ('/sport/football?x=1'); default '/'. */
  path?: string;
}

function locationOf(path: string): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return { pathname, search, hash, state: null, key: 'test' };
}

/**
 * Page props as the shell passes them: a fake session, a fake API that knows no path until told,
 * the test config, a location at `path` on the route `route` (default: any), and a navigator that
 * records each navigation in `navigate` instead of moving.
 */
export function createPageProps({ path = '/', ...overrides }: PagePropsOptions = {}): TestPageProps {
  const navigate: NavigateMock = jest.fn();
  const record = (replace: boolean) => (to: Parameters<PageNavigator['push']>[0]) => {
    const address = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
    if (replace) navigate(address, { replace: true });
    else navigate(address);
  };
  const navigator: PageNavigator = {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
    go: jest.fn(),
    push: record(false),
    replace: record(true),
  };
  return {
    page: 'index',
    route: '*',
    location: locationOf(path),
    navigator,
    session: createFakeSession(),
    api: createFakeApi(),
    config: testConfig,
    navigate,
    onPageReady: jest.fn(),
    onPageError: jest.fn(),
    ...overrides,
  };
}

export type PageRenderResult = Omit<RenderResult, 'rerender'> & {
  /** Renders again, the same page mounted; with `path`, at that address, as after a navigation the shell accepted. */
  rerender(next: ReactNode, path?: string): void;
};

/**
 * Renders a page, or any component of one, as its remote's root would: inside its services and
 * react-router at `props.location`. Returns testing-library's result; `props` records what it did.
 */
export function renderPage(ui: ReactElement, props: TestPageProps = createPageProps(), options?: RenderOptions): PageRenderResult {
  let location = props.location;
  const frame = (children: ReactNode) => (
    <PageFrame services={props} location={location} navigator={props.navigator} route={props.route}>
      {children}
    </PageFrame>
  );
  const result = render(frame(ui), options);
  return {
    ...result,
    rerender(next, path) {
      if (path !== undefined) location = { ...locationOf(path), key: `${location.key}+` };
      result.rerender(frame(next));
    },
  };
}
